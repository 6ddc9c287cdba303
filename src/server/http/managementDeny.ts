/**
 * Section 2: the management routes refuse the users the deny setting names
 * (MANAGEMENT_DENY_USER_IDS, 28 by default) even in group 2 or 5. The browser hides the pages
 * from them through the same list (auth/get-app-meta-data routeRules, state/access.ts); the
 * server refuses their calls, so the list is not only a matter of what is shown.
 */
import { forbidden } from './envelope';
import type { RequestContext } from './handler';

export function refuseManagementDenied(ctx: Pick<RequestContext, 'config' | 'user'>): void {
  if (ctx.user && ctx.config.managementDenyUserIds.includes(ctx.user.userId)) throw forbidden();
}
