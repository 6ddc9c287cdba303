/**
 * Section 2: the errors page is only for the users the ERRORS_PAGE_USER_IDS setting names (18
 * by default). The browser shows the page to them alone through the same list
 * (auth/get-app-meta-data routeRules.errorsPageUserIds, the route rule 'errorsPageOnly' in
 * state/access.ts); the server refuses everyone else's calls to the page's operations, so a
 * super-administrator not named reads no stack either.
 */
import { forbidden } from './envelope';
import type { RequestContext } from './handler';

export function refuseUnlessErrorsPageUser(ctx: Pick<RequestContext, 'config' | 'user'>): void {
  if (!ctx.user || !ctx.config.errorsPageUserIds.includes(ctx.user.userId)) throw forbidden();
}
