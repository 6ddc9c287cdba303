/**
 * After a failed check the problems show next to their fields, which may be far off-screen
 * (the message box on a phone, below the recipients): Send then seemed to do nothing
 * (issue 13). The first marked area in reading order is scrolled into view and its first
 * field focused, so the user lands on what to fix and a screen reader announces it.
 */

/** The attribute that marks an area holding a problem to fix before sending. */
const attribute = 'data-send-problem';

/** Spread on an area's wrapper: marked only while it holds a problem the user was shown. */
export const problemMark = (hasProblem: boolean): Record<string, string> => (hasProblem ? { [attribute]: 'true' } : {});

const focusable = 'textarea:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Scrolls to the first marked area under root and focuses its first field; false when none is marked. */
export function focusFirstProblem(root: HTMLElement | null): boolean {
  const area = root?.querySelector<HTMLElement>(`[${attribute}]`);
  if (!area) return false;
  // Every browser has scrollIntoView; jsdom (the unit tests' DOM) does not unless a test gives one.
  area.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  const field = area.querySelector<HTMLElement>(focusable);
  // The scroll above places the area; focusing must not jump again to the field's own edge.
  if (field) field.focus({ preventScroll: true });
  else {
    area.tabIndex = -1;
    area.focus({ preventScroll: true });
  }
  return true;
}
