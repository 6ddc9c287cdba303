/**
 * The route guards of section 2, as one pure decision: where a viewer asking for a path
 * should be sent instead, or null to let them in.
 */
import { refusalOf, type Viewer } from '../state/access';
import { href } from './paths';
import type { RouteEntry } from './routes';

/** Set in local storage while the user must first approve the app's rules. */
export const approvalRulesFlag = 'approvalRulesRequired';

/** On a remove-only host only these path starts are served. */
const removeOnlyPrefixes = ['/404', '/rm', '/rmh', '/remove'];

export interface GuardInput {
  viewer: Viewer;
  route: RouteEntry;
  pathname: string;
  approvalRulesRequired: boolean;
}

export function redirectFor({ viewer, route, pathname, approvalRulesRequired }: GuardInput): string | null {
  if (viewer.rules?.removeOnlyHost && !removeOnlyPrefixes.some((p) => pathname.startsWith(p))) {
    return '/404?hide=1';
  }
  const refusal = refusalOf(viewer, route.rule);
  if (refusal === 'signIn') return href('login');
  if (refusal === 'forbidden') return href('forbidden');
  if (route.rule.access !== 'public' && approvalRulesRequired && route.name !== 'campaign') return href('campaign');
  return null;
}
