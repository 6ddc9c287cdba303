/**
 * The shell's responsive decisions (section 2) in one place: the desktop menu above 1200 px
 * (antd's xl), otherwise a side drawer 30% wide on lg and md, 50% on sm, 85% on xs; the
 * service-mode bar at the bottom below lg.
 */
import { useSyncExternalStore } from 'react';

/**
 * antd's breakpoints (its Grid's sm, md, lg, xl), read from media queries without antd: the
 * guest shell uses them and loads with /login, before antd.
 */
const breakpoints = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;
type Breakpoint = keyof typeof breakpoints;

function subscribe(onChange: () => void): () => void {
  const queries = Object.values(breakpoints).map((px) => window.matchMedia(`(min-width: ${px}px)`));
  queries.forEach((q) => q.addEventListener?.('change', onChange));
  window.addEventListener('resize', onChange);
  return () => {
    queries.forEach((q) => q.removeEventListener?.('change', onChange));
    window.removeEventListener('resize', onChange);
  };
}

/** Which breakpoints the screen reaches, as one string so the store's snapshot compares by value. */
const snapshot = (): string =>
  (Object.keys(breakpoints) as Breakpoint[]).filter((b) => window.matchMedia(`(min-width: ${breakpoints[b]}px)`).matches).join(' ');

function useBreakpoints(): Partial<Record<Breakpoint, boolean>> {
  const reached = useSyncExternalStore(subscribe, snapshot, () => '');
  return Object.fromEntries(reached.split(' ').filter(Boolean).map((b) => [b, true]));
}

export interface ShellScreens {
  desktopMenu: boolean;
  drawerWidth: string;
  /** Large screens put the service-mode bar at the side, small ones at the bottom. */
  large: boolean;
  /** Phones: the help dial hides while scrolled down. */
  mobile: boolean;
}

export function drawerWidthFor(screens: Partial<Record<'xs' | 'sm' | 'md' | 'lg', boolean>>): string {
  if (screens.lg || screens.md) return '30%';
  if (screens.sm) return '50%';
  return '85%';
}

export function useScreens(): ShellScreens {
  const screens = useBreakpoints();
  return {
    desktopMenu: Boolean(screens.xl),
    drawerWidth: drawerWidthFor(screens),
    large: Boolean(screens.lg),
    mobile: !screens.md,
  };
}
