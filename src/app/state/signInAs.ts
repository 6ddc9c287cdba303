/**
 * An administrator signs in as a user it looks after (section 6, main/login-admin-to-sub): the
 * server opens a session for that user and records who holds it; the browser keeps the
 * administrator's own session to return to (session.returnTo, shown by the shell's banner) and
 * opens the user's campaign page. A refusal is said by the status-message table.
 */
import { mainApi } from '../api/generated/main';
import { navigateTo } from '../router/navigation';
import { signedInAs } from './session';
import type { AppDispatch } from './store';
import { LoginAdminToSub } from '../../contract/statusCodes';

export const signInAs =
  (userId: number) =>
  async (dispatch: AppDispatch): Promise<boolean> => {
    const answer = await dispatch(mainApi.endpoints.loginAdminToSub.initiate({ body: { userId } }));
    const data = answer.data?.data;
    if (data?.status !== LoginAdminToSub.signedIn || !data.token || !data.currentUser) return false;
    dispatch(signedInAs({ user: data.currentUser, token: data.token, issuedAt: data.issuedAt ?? Date.now(), lifetimeMs: data.tokenLifetimeMs ?? 3_600_000, keepLoggedIn: false }));
    navigateTo('/campaign');
    return true;
  };
