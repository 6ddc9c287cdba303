/**
 * An administrator signs in as one of its customers' users to help them (section 6). The
 * session records who really holds it (impersonator_id). The administrator's own cookie is
 * left alone: the browser opens the user's session from the answered token.
 */
import type { AuthSession, LoginAdminToSubApiResponse, UserIdRequest } from '../../../contract/main';
import { Group, managesUser } from '../../../domain/access';
import { storedFamilyPath } from '../../../domain/family';
import { notFound } from '../../http/envelope';
import type { Handler } from '../../http/handler';
import type { SessionUser } from '../../http/session';
import { findUserById, type UserRow } from '../auth/queries';
import { openSession, signedInUser } from '../auth/signIn';
import { LoginAdminToSub } from '../../../contract/statusCodes';

/**
 * Whom a caller may sign in as: a user it manages by the one rule (domain/access managesUser:
 * system groups everyone, an administrator the customers assigned to it and their families, and
 * its own account's users), never a system user and never itself.
 */
export function maySignInAs(caller: SessionUser, target: UserRow): boolean {
  const targetIsSystem = target.group_id === Group.systemManager || target.group_id === Group.superAdmin;
  if (targetIsSystem) return false;
  const named = { userId: target.id, adminId: target.admin_id, familyPath: storedFamilyPath({ userId: target.id, adminId: target.admin_id, familyPath: target.family_path }), administratorId: target.administrator_id };
  return managesUser(caller, named);
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
