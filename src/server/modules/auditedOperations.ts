/**
 * The operations whose calls by an administrator, a system manager or a super-administrator
 * (or under a sign-in-as) are written to the audit log (src/server/audit), with the user each
 * one is on. auditedOperations.test.ts fails on any operation of the contract that changes
 * something and only administrators may call until it is listed here or named as a read
 * below, so a handler written later is audited the day it lands.
 */
import type { Db } from '../db/database';
import { audited, type AuditArg, type AuditRule } from '../audit/audited';
import type { HandlerMap } from '../http/handler';
import { linkHashOf } from './approvals/requests';

const numberOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);

/** body.userId: most operations on a customer name it so. */
const bodyUser = (arg: AuditArg) => numberOrNull(arg.body?.userId);
/** The path's id (users/update-sub-user/{id}, users/delete-sub-user/{id}). */
const pathUser = (arg: AuditArg) => numberOrNull(arg.id);

/** The customer a sender-name request is of. */
async function senderNameOwner(db: Db, requestId: number | null): Promise<number | null> {
  if (requestId === null) return null;
  return (await db.selectFrom('sender_identities').select('account_id').where('id', '=', requestId).where('kind', '=', 'name').executeTakeFirst())?.account_id ?? null;
}

/** An approval link's requester; the link's token itself is a secret and is not kept. */
const approval: AuditRule = {
  subject: async (arg: AuditArg, db: Db) => {
    const token = arg.body?.id;
    if (typeof token !== 'string') return null;
    const row = await db.selectFrom('approval_requests').select('user_id').where('link_hash', '=', linkHashOf(token)).executeTakeFirst();
    return row?.user_id ?? null;
  },
  request: (arg) => ({ approve: arg.body?.approve, reason: arg.body?.reason ?? null }),
};

export const auditedOperations: Record<string, AuditRule> = {
  // Sign in as a customer's user.
  loginAdminToSub: { subject: bodyUser },
  // Acting on a customer.
  startOrStopCampaign: { subject: bodyUser },
  enforcementUser: { subject: bodyUser },
  setNewMessagesBalance: { subject: bodyUser },
  prepaidToPup: { subject: bodyUser },
  prepaidToPupWhatsapp: { subject: bodyUser },
  createSubUser: {},
  // A new customer: on the user the answer names (data.userId).
  createUserAccount: {},
  updateSubUser: { subject: pathUser },
  deleteSubUser: { subject: pathUser },
  deleteInvoiceOrReceiptFile: {
    subject: async (arg, db) => {
      const invoiceId = numberOrNull(arg.body?.invoiceId);
      if (invoiceId === null) return null;
      return (await db.selectFrom('invoices').select('user_id').where('id', '=', invoiceId).executeTakeFirst())?.user_id ?? null;
    },
  },
  // Blocks, sessions and passwords.
  unblockUser: { subject: bodyUser },
  killUser: { subject: bodyUser },
  killThemAll: {},
  updatePasswordValidity: { subject: bodyUser },
  // A customer's contact lists and blacklist (supportLists). read-blacklist's multipart body is
  // not the handler's argument: the answer names the customer (data.userId).
  superAdminDeleteContactLists: { subject: bodyUser },
  superAdminRemoveFromBlacklist: { subject: bodyUser },
  readBlacklist: {},
  // Every list of one customer's account moved to another's: on the giver.
  moveAllContactLists: { subject: (arg) => numberOrNull(arg.body?.fromUserId) },
  // Approvals by link: campaigns, report deliveries, sender names.
  approveCampaign: approval,
  approveReport: approval,
  approveSourceNumberText: approval,
  // The platform's prohibited words: on no user.
  addBlacklistWord: {},
  updateBlacklistWord: {},
  freezeBlacklistWord: {},
  // A brand's quiet hours: on no one user (a brand serves many).
  setQuietHours: {},
  // Not built yet (answer 501): audited from the day they are, on the user their body names.
  ...Object.fromEntries(
    [
      'createTokenOnPhp', 'saveUserDetails', 'getUrlCg', 'testUrlCg', 'insertSpecialNumbers', 'assignNumbers', 'assignEmails', 'saveAttachNumber', 'deleteAttachNumber',
      'sysVerifyPhone', 'addPermissionSend', 'delPermissionSend', 'addPermission', 'delPermission',
      'addSystemUser', 'removeSystemUser', 'addVerifiedGroupMember', 'removeVerifiedGroupMember', 'addWhiteLabel', 'addWallet', 'updateWallet', 'updateWalletStatus',
      'deleteWallet', 'setWalletPermissions', 'addOrganization', 'updateOrganization', 'deleteOrganization', 'saveAllSourceNumberText', 'changePriceList',
      'restoreDefaultPriceList', 'deleteWhatsappPermission', 'setWhatsappProductRate',
    ].map((operation) => [operation, { subject: bodyUser }]),
  ),
  // A sender-name request's decision or deletion, and a document's local copy: on the customer it is of.
  saveSourceNumberText: { subject: (arg, db) => senderNameOwner(db, numberOrNull(arg.body?.requestId)) },
  deleteSourceNumberText: { subject: (arg, db) => senderNameOwner(db, numberOrNull(arg.body?.requestId)) },
  sendZoomMeetingCoordination: { subject: (arg, db) => senderNameOwner(db, numberOrNull(arg.body?.requestId)) },
  deleteLocalSourceNumberText: {
    subject: async (arg, db) => {
      const fileId = numberOrNull(arg.body?.fileId);
      if (fileId === null) return null;
      return (await db.selectFrom('sender_name_documents').select('account_id').where('id', '=', fileId).executeTakeFirst())?.account_id ?? null;
    },
  },
  userToUserCreditTransfer: { subject: (arg) => numberOrNull(arg.body?.toUserId) },
  // A block of one customer is on it (its history shows it, before and after); of several, on no one user.
  assignBlock: { subject: (arg) => (Array.isArray(arg.body?.userIds) && arg.body.userIds.length === 1 ? numberOrNull(arg.body.userIds[0]) : null) },
  saveCountriesRates: { subject: (arg) => numberOrNull(arg.body?.user_id) },
  // On no one user: several at once (named in the request), the platform's lists, price lists, files.
  ...Object.fromEntries(
    [
      'setAflalo', 'addForbiddenSource', 'removeForbiddenSource', 'addVerifiedGroup', 'removeVerifiedGroup', 'uploadWhiteLabelImage',
      'addPriceList', 'savePriceList',
      'updatePriceListTexts', 'removePriceList', 'addProductToPriceList', 'removeProductFromPriceList',
    ].map((operation) => [operation, {}]),
  ),
};

/**
 * Operations only administrators may call that change nothing (reads sent as POST), so they are
 * no action of the log.
 */
export const administratorReads = new Set<string>(['getLogsFile', 'decryptFile', 'getSecureServerFile', 'checkGoogleAuth']);

/** The handler map with every audited operation's handler wrapped. */
export function withAudit(handlers: HandlerMap): HandlerMap {
  const wrapped: HandlerMap = { ...handlers };
  for (const [operation, rule] of Object.entries(auditedOperations)) {
    const handler = handlers[operation];
    if (handler) wrapped[operation] = audited(operation, handler, rule);
  }
  return wrapped;
}
