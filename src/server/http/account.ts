/**
 * Whose data a request works in. Contact lists, blacklists and campaigns belong to an
 * account, the primary user's; a sub-user works in its primary user's account.
 */
import type { SessionUser } from './session';

export const accountOf = (user: Pick<SessionUser, 'userId' | 'adminId'>): number => (user.adminId === 0 ? user.userId : user.adminId);
