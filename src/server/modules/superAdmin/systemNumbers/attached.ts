/**
 * The move-associated-numbers screen: a reply (attached) number given to a customer or moved
 * from another one (save-attach-number), released (delete-attach-number), the files of a short
 * number, and the export of every number with its customer (export-attach). A number that is
 * not permanent is held for holdDays, 5 by default (src/domain/replyNumbers.ts); replies to it
 * reach its holder while it is held (messaging/repliedCampaign.ts).
 */
import type {
  DeleteAttachNumberApiArg,
  DeleteAttachNumberApiResponse,
  ExportAttachedNumbersApiArg,
  ExportAttachedNumbersApiResponse,
  GetFilesOfShortcutNumberApiArg,
  GetFilesOfShortcutNumberApiResponse,
  SaveAttachNumberApiArg,
  SaveAttachNumberApiResponse,
} from '../../../../contract/superAdmin';
import { DeleteAttachNumber, ExportAttachedNumbers, SaveAttachNumber } from '../../../../contract/statusCodes';
import { accountOf } from '../../../../domain/access';
import { formatIsraelDateTime } from '../../../../domain/israelTime';
import { parseListPhone } from '../../../../domain/phones';
import { replyNumberHeldUntil } from '../../../../domain/replyNumbers';
import { HttpError, notFound } from '../../../http/envelope';
import { managedUserOf } from '../../../http/account';
import type { Handler } from '../../../http/handler';
import { periodOf } from '../../reports/period';
import { holdings, lendReplyNumber, shownHolding } from './holders';

export const saveAttachNumber: Handler<SaveAttachNumberApiArg> = async ({ body }, ctx): Promise<SaveAttachNumberApiResponse> => {
  const account = accountOf(await managedUserOf(ctx, body.userId));
  // A reply number receives texts: a mobile (or an international one), not a landline.
  const parsed = parseListPhone(body.number);
  if (!parsed || parsed.kind === 'landline') return { data: { status: SaveAttachNumber.invalidPhone } };
  if (body.contactListId !== undefined) {
    const list = await ctx.db.selectFrom('contact_lists').select('id').where('id', '=', body.contactListId).where('account_id', '=', account).where('deleted_at', 'is', null).executeTakeFirst();
    if (!list) throw notFound();
  }
  const now = ctx.now();
  const others = (await holdings(ctx.db, now, { numbers: [parsed.phone] })).filter((h) => h.account !== account || h.type !== 'attached');
  // Only another customer's reply number can be moved; a resold or system number stays where it is.
  if (others.some((h) => h.type !== 'attached') || (others.length && !body.moveFromOtherUser)) return { data: { status: SaveAttachNumber.attachedToAnotherCustomer } };
  if (others.length) await ctx.db.deleteFrom('sender_identities').where('kind', '=', 'attached').where('value', '=', parsed.phone).where('account_id', '!=', account).execute();
  await lendReplyNumber(ctx.db, {
    account,
    number: parsed.phone,
    heldUntil: replyNumberHeldUntil(now, { permanent: body.permanent, holdDays: body.holdDays }),
    contactListId: body.contactListId ?? null,
    now,
  });
  return { data: { status: SaveAttachNumber.attachedSaved } };
};

/** Releases the customer's reply number; a number the customer does not hold is 404, whoever holds it. */
export const deleteAttachNumber: Handler<DeleteAttachNumberApiArg> = async ({ body }, ctx): Promise<DeleteAttachNumberApiResponse> => {
  const account = accountOf(await managedUserOf(ctx, body.userId));
  const number = parseListPhone(body.number)?.phone;
  if (!number) throw notFound();
  const released = await ctx.db.deleteFrom('sender_identities').where('account_id', '=', account).where('kind', '=', 'attached').where('value', '=', number).executeTakeFirst();
  if (released.numDeletedRows === 0n) throw notFound();
  return { data: { status: DeleteAttachNumber.attachedReleased } };
};

/**
 * The files uploaded for a short number, newest first. No operation of the contract uploads
 * them yet (the previous system loaded them by hand): the list reads what is there.
 */
export const getFilesOfShortcutNumber: Handler<GetFilesOfShortcutNumberApiArg> = async ({ body }, ctx): Promise<GetFilesOfShortcutNumberApiResponse> => {
  const rows = await ctx.db.selectFrom('shortcut_number_files').selectAll().where('number', '=', body.number).orderBy('uploaded_at', 'desc').orderBy('id', 'desc').execute();
  return { data: rows.map((r) => ({ id: r.id, fileName: r.file_name, hash: r.hash, rows: r.rows, uploadedOn: formatIsraelDateTime(Number(r.uploaded_at)) })) };
};

export const attachedExportColumns = [
  { key: 'number', title: 'Number' },
  { key: 'type', title: 'Type' },
  { key: 'userId', title: 'User id' },
  { key: 'username', title: 'Username' },
  { key: 'assignedOn', title: 'Assigned on' },
  { key: 'expiresOn', title: 'Expires on' },
];

/**
 * Every number held now with its customer (one account's when userId is given), assigned in the
 * period when one is given. The numbers of the platform are few (thousands), so the export is
 * one page; the browser writes the CSV or Excel file as the other exports do.
 */
export const exportAttachedNumbers: Handler<ExportAttachedNumbersApiArg> = async ({ body }, ctx): Promise<ExportAttachedNumbersApiResponse> => {
  const account = body.userId === undefined ? undefined : accountOf(await managedUserOf(ctx, body.userId));
  const now = ctx.now();
  let period: { from: number; to: number } | undefined;
  if (body.fromDate || body.toDate) {
    const asked = periodOf(body, now, { byDefault: { days: 365 } });
    if (typeof asked === 'string') throw new HttpError(400, 'errors.generic.badRequest', { field: 'body.fromDate' });
    period = asked;
  }
  const rows = (await holdings(ctx.db, now, { account }))
    .filter((h) => !period || (h.assignedAt >= period.from && h.assignedAt < period.to))
    .map((h) => {
      const shown = shownHolding(h);
      return { number: shown.number ?? '', type: h.type, userId: h.account, username: h.username, assignedOn: shown.assignedOn ?? '', expiresOn: shown.expiresOn ?? '' };
    });
  return { data: { status: ExportAttachedNumbers.ready, total: rows.length, page: 1, fileName: 'numbers', headers: attachedExportColumns, rows } };
};
