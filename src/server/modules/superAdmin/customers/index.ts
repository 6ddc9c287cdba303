/** Acting on one customer (issue 18: /user-profile/:userId, /create-user-account). */
import type { HandlerMap } from '../../../http/handler';
import { getUsersGroup, viewFamily } from './accountTree';
import { userToUserCreditTransfer } from './creditTransfer';
import { getUserDetails } from './customerDetails';
import { saveUserDetails } from './customerProfile';
import { assignBlock } from './fullBlock';
import { createUserAccount } from './newCustomer';
import { addPermission, delPermission } from './permissionGrants';
import { addPermissionSend, delPermissionSend } from './sendWordPermissions';

export const customerHandlers = {
  getUserDetails,
  saveUserDetails,
  addPermission,
  delPermission,
  addPermissionSend,
  delPermissionSend,
  viewFamily,
  getUsersGroup,
  assignBlock,
  userToUserCreditTransfer,
  createUserAccount,
} as HandlerMap;
