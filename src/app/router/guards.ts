/**
 * The route guards of section 2, as one pure decision: where a viewer asking for a path
 * should be sent instead, or null to let them in.
 */
import { refusalOf, type Viewer } from '../state/access';
import { href, type PathName } from './paths';
import { routes, type RouteEntry } from './routes';

/** Set in local storage while the user must first approve the app's rules (its home: state/approvalRules). */
export { approvalRulesFlag } from '../state/approvalRules';

/** On a remove-only host only these path starts are served. */
const removeOnlyPrefixes = ['/404', '/rm', '/rmh', '/remove'];

export interface GuardInput {
  viewer: Viewer;
  route: RouteEntry;
  pathname: string;
  approvalRulesRequired: boolean;
}

/**
 * Where a signed-in user lands: the send-message page (section 2), or, for someone who may not
 * send, the first of these pages they may open, so they start on a page of theirs, not on 403.
 */
const landingOrder: PathName[] = ['campaign', 'contactList', 'smsReport', 'blacklistReport'];

export function landingFor(viewer: Viewer): string {
  const landing = landingOrder.find((name) => {
    const entry = routes.find((r) => r.name === name);
    return entry?.page && refusalOf(viewer, entry.rule) === null;
  });
  return href(landing ?? 'campaign');
}

export function redirectFor({ viewer, route, pathname, approvalRulesRequired }: GuardInput): string | null {
  if (viewer.rules?.removeOnlyHost && !removeOnlyPrefixes.some((p) => pathname.startsWith(p))) {
    return '/404?hide=1';
  }
  const refusal = refusalOf(viewer, route.rule);
  if (refusal === 'signIn') return href('login');
  if (refusal === 'forbidden' && route.name === 'campaign' && landingFor(viewer) !== href('campaign')) return landingFor(viewer);
  if (refusal === 'forbidden') return href('forbidden');
  // The rules are approved on the send-message page; someone who may not open it is not sent there.
  if (route.rule.access !== 'public' && approvalRulesRequired && route.name !== 'campaign' && landingFor(viewer) === href('campaign')) return href('campaign');
  return null;
}
