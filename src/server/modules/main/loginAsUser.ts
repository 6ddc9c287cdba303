/**
 * An administrator signs in as one of its customers' users to help them (section 6). The
 * session records who really holds it (impersonator_id). The administrator's own cookie is
 * left alone: the browser opens the user's session from the answered token.
 */
import type { AuthSession, LoginAdminToSubApiResponse, UserIdRequest } from '../../../contract/main';
import { Group, isSystemGroup } from '../../../domain/access';
import { notFound } from '../../http/envelope';
import type { Handler } from '../../http/handler';
import type { SessionUser } from '../../http/session';
import { findUserById, type UserRow } from '../auth/queries';
import { openSession, signedInUser } from '../auth/signIn';
import { LoginAdminToSub } from '../../../contract/statusCodes';

/**
 * System groups may be any non-system user; an administrator only the users it manages
 * (admin_id is its id). The deeper rule, users of primary users it created, needs a
 * "created by" the accounts do not record yet.
 */
export function maySignInAs(caller: SessionUser, target: UserRow): boolean {
  if (target.id === caller.userId) return false;
  const targetIsSystem = target.group_id === Group.systemManager || target.group_id === Group.superAdmin;
  if (isSystemGroup(caller)) return !targetIsSystem;
  return caller.group === Group.administrator && target.admin_id === caller.userId && !targetIsSystem;
}

// The generated client names this body `userIdRequest`; the binding hands every body over as `body`.
export const loginAdminToSub: Handler<{ body: UserIdRequest }> = async ({ body }, ctx): Promise<LoginAdminToSubApiResponse> => {
  const caller = signedInUser(ctx);
  const target = await findUserById(ctx.db, body.userId);
  if (!target) throw notFound();
  const answer = (data: AuthSession): LoginAdminToSubApiResponse => ({ data });
  if (!maySignInAs(caller, target)) return answer({ status: LoginAdminToSub.failed });
  if (target.blocked || !target.active) return answer({ status: LoginAdminToSub.userBlocked });
  // Through a chain of sign-ins-as, the person at the keyboard is the one recorded.
  const impersonatorId = caller.impersonatorId ?? caller.userId;
  const session = await openSession(ctx, target, { keepLoggedIn: false, impersonatorId, setCookie: false });
  return answer({ status: LoginAdminToSub.signedIn, ...session });
};
