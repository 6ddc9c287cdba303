/** The numbers of the system settings (issue 20): assign, move, e-mails, verified numbers and groups. */
import type { HandlerMap } from '../../../http/handler';
import { assignNumbers, getAlreadyAssign, insertSpecialNumbers } from './assignments';
import { deleteAttachNumber, exportAttachedNumbers, getFilesOfShortcutNumber, saveAttachNumber } from './attached';
import { assignEmails } from './emails';
import { addVerifiedGroup, addVerifiedGroupMember, getVerifiedGroups, removeVerifiedGroup, removeVerifiedGroupMember } from './verifiedGroups';
import { sysVerifyPhone } from './verifiedPhones';
import { exportVerifiedPhones, exportVerifiedPhonesExcel } from './verifiedPhonesExport';

export const systemNumberHandlers: HandlerMap = {
  insertSpecialNumbers,
  getAlreadyAssign,
  assignNumbers,
  assignEmails,
  getFilesOfShortcutNumber,
  saveAttachNumber,
  deleteAttachNumber,
  exportAttachedNumbers,
  sysVerifyPhone,
  exportVerifiedPhones,
  exportVerifiedPhonesExcel,
  getVerifiedGroups,
  addVerifiedGroup,
  removeVerifiedGroup,
  addVerifiedGroupMember,
  removeVerifiedGroupMember,
} as HandlerMap;
