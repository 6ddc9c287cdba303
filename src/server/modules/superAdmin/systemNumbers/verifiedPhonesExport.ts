/**
 * reports/export-verified-phones(-excel): the numbers support verified for customers who cannot
 * receive a code (add-verified-numbers, super-admin/sys-verify-phone), as CSV (UTF-8 with a
 * byte-order mark, so Excel shows Hebrew right) or xlsx.
 *
 * Decision (issue 20): the contract spoke of a campaign verification link, which the product does
 * not have; the issue lists this export with add-verified-numbers, so it is that screen's list.
 * The sender store keeps a verified number without who verified it or how; the audit log of
 * sys-verify-phone (auditedOperations.ts) holds who, when and for whom, as the verified groups'
 * history is read from it (verifiedGroupsHistory.ts). A number is listed while it is still a
 * verified sender of that customer, with its latest verification by support.
 */
import type { ExportVerifiedPhonesApiArg } from '../../../../contract/reports';
import { SysVerifyPhone } from '../../../../contract/statusCodes';
import { accountOf } from '../../../../domain/access';
import { formatIsraelDateTime } from '../../../../domain/israelTime';
import { displayPhone, parseListPhone } from '../../../../domain/phones';
import type { Db } from '../../../db/database';
import { managedUserOf } from '../../../http/account';
import { HttpError } from '../../../http/envelope';
import type { Handler, RequestContext } from '../../../http/handler';
import { sendTableFile } from '../../contacts/download';
import { periodOf } from '../../reports/period';

export const verifiedPhoneTitles = ['Number', 'Customer id', 'Customer', 'Verified by id', 'Verified by', 'Verified on', 'Also for sub-users'];

export interface SupportVerifiedPhone {
  phone: string;
  account: number;
  accountName: string;
  verifierId: number;
  verifierName: string;
  verifiedAt: number;
  inheritToSubUsers: boolean;
}

interface Filter {
  account?: number;
  period?: { from: number; to: number };
}

interface AuditedVerification {
  request?: { body?: { phone?: unknown; inheritToSubUsers?: unknown } };
}

/** The support verifications still standing, newest first, one per customer and number. */
export async function supportVerifiedPhones(db: Db, filter: Filter): Promise<SupportVerifiedPhone[]> {
  let query = db
    .selectFrom('audit_log')
    .select(['at', 'actor_user_id', 'account', 'summary'])
    .where('operation', '=', 'sysVerifyPhone')
    .where('account', 'is not', null)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc');
  if (filter.account !== undefined) query = query.where('account', '=', filter.account);
  if (filter.period) query = query.where('at', '>=', filter.period.from).where('at', '<', filter.period.to);
  const seen = new Set<string>();
  const found: Omit<SupportVerifiedPhone, 'accountName' | 'verifierName'>[] = [];
  for (const row of await query.execute()) {
    const summary = JSON.parse(row.summary) as AuditedVerification & { status?: unknown };
    // Only a verification that was made (7) counts; a refusal verified nothing.
    if (summary.status !== SysVerifyPhone.verified || row.account === null) continue;
    const phone = typeof summary.request?.body?.phone === 'string' ? parseListPhone(summary.request.body.phone)?.phone : undefined;
    if (!phone || seen.has(`${row.account}:${phone}`)) continue;
    seen.add(`${row.account}:${phone}`);
    found.push({ phone, account: row.account, verifierId: row.actor_user_id, verifiedAt: Number(row.at), inheritToSubUsers: summary.request?.body?.inheritToSubUsers === true });
  }
  if (!found.length) return [];
  const standing = await db
    .selectFrom('sender_identities')
    .select(['account_id', 'value'])
    .where('kind', '=', 'verified')
    .where('status', '=', 'approved')
    .where('account_id', 'in', [...new Set(found.map((f) => f.account))])
    .execute();
  const stillVerified = new Set(standing.map((s) => `${s.account_id}:${s.value}`));
  const listed = found.filter((f) => stillVerified.has(`${f.account}:${f.phone}`));
  if (!listed.length) return [];
  const names = new Map(
    (await db.selectFrom('users').select(['id', 'username']).where('id', 'in', [...new Set(listed.flatMap((f) => [f.account, f.verifierId]))]).execute()).map((u) => [u.id, u.username]),
  );
  return listed.map((f) => ({ ...f, accountName: names.get(f.account) ?? '', verifierName: names.get(f.verifierId) ?? '' }));
}

const cellsOf = (v: SupportVerifiedPhone): (string | number)[] => [
  displayPhone(v.phone),
  v.account,
  v.accountName,
  v.verifierId,
  v.verifierName,
  formatIsraelDateTime(v.verifiedAt),
  v.inheritToSubUsers ? 'yes' : 'no',
];

async function exportedRows(arg: ExportVerifiedPhonesApiArg, ctx: RequestContext): Promise<(string | number)[][]> {
  const account = arg.userId === undefined ? undefined : accountOf(await managedUserOf(ctx, arg.userId));
  let period: Filter['period'];
  if (arg.fromDate || arg.toDate) {
    const asked = periodOf(arg, ctx.now(), { byDefault: { days: 365 } });
    if (typeof asked === 'string') throw new HttpError(400, 'errors.generic.badRequest', { field: arg.fromDate ? 'query.fromDate' : 'query.toDate' });
    period = asked;
  }
  return (await supportVerifiedPhones(ctx.db, { account, period })).map(cellsOf);
}

/** The numbers are few (support verifies them one by one): the file is written in memory. */
export const exportVerifiedPhones: Handler<ExportVerifiedPhonesApiArg> = async (arg, ctx) => {
  await sendTableFile(ctx.reply, { format: 'csv', name: 'verified-numbers', sheet: 'Verified numbers', titles: verifiedPhoneTitles, rows: await exportedRows(arg, ctx) });
};

export const exportVerifiedPhonesExcel: Handler<ExportVerifiedPhonesApiArg> = async (arg, ctx) => {
  await sendTableFile(ctx.reply, { format: 'xlsx', name: 'verified-numbers', sheet: 'Verified numbers', titles: verifiedPhoneTitles, rows: await exportedRows(arg, ctx) });
};
