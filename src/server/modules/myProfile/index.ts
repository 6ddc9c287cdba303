/** The signed-in user's own profile and the administrator's terms enforcement (issue 15 C). */
import type { HandlerMap } from '../../http/handler';
import { getAccountSettings, saveAccountSettings } from './accountSettings';
import { usersUpdateUserPassword, verifyUserPassword } from './passwords';
import { getMyProfile, saveMyProfile } from './profile';
import { updateEmailAddress } from './reportsEmail';
import { enforcementUser } from './termsEnforcement';

export const myProfileHandlers: HandlerMap = {
  getMyProfile,
  saveMyProfile,
  verifyUserPassword,
  usersUpdateUserPassword,
  enforcementUser,
  updateEmailAddress,
  getAccountSettings,
  saveAccountSettings,
};
