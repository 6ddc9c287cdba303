/**
 * super-admin/export-relo-report: the credit reloads of a period, one row each — credits that
 * came into an account from outside (the ledger's top-ups, balance_entries_top_ups' condition,
 * never a campaign's refund nor credits moved between users: bi/money's rule, the one
 * quantity-relo counts), with what a purchase paid (its invoice, before VAT).
 */
import type { ExportReloReportApiArg, ExportReloReportApiResponse } from '../../../../contract/superAdmin';
import { ExportReloReport } from '../../../../contract/statusCodes';
import { accountOf } from '../../../../domain/access';
import { formatIsraelDateTime } from '../../../../domain/israelTime';
import { topUpCondition } from '../../../db/migrations/0037_balance_top_ups';
import { managedUserOf } from '../../../http/account';
import type { Handler } from '../../../http/handler';
import { periodOf } from '../../reports/period';
import { movedCreditReasons } from '../bi/money';
import { answerExport, filtersKey, type ExportColumn } from './exportTable';

export const reloadColumns: readonly ExportColumn[] = [
  { key: 'entryId', title: 'Entry' },
  { key: 'date', title: 'Date' },
  { key: 'userId', title: 'User id' },
  { key: 'username', title: 'Username' },
  { key: 'service', title: 'Product' },
  { key: 'credits', title: 'Credits' },
  { key: 'balanceAfter', title: 'Balance after' },
  { key: 'reason', title: 'Reason' },
  { key: 'reference', title: 'Reference' },
  { key: 'amount', title: 'Amount before VAT' },
];

export const exportReloReport: Handler<ExportReloReportApiArg> = async ({ body }, ctx): Promise<ExportReloReportApiResponse> => {
  const period = periodOf(body, ctx.now(), { byDefault: { months: 1 } });
  if (typeof period === 'string') return { data: { status: ExportReloReport.periodInvalid, headers: [...reloadColumns], rows: [] } };
  const account = body.userId === undefined ? undefined : accountOf(await managedUserOf(ctx, body.userId));
  let reloads = ctx.db
    .selectFrom('balance_entries')
    .innerJoin('users', 'users.id', 'balance_entries.user_id')
    .where(topUpCondition)
    .where('balance_entries.reason', 'not in', movedCreditReasons)
    .where('balance_entries.created_at', '>=', period.from)
    .where('balance_entries.created_at', '<', period.to);
  if (account !== undefined) reloads = reloads.where((eb) => eb.or([eb('users.id', '=', account), eb('users.admin_id', '=', account)]));
  const filtered = reloads;
  const answer = await answerExport(ctx, {
    name: 'export-relo-report',
    fileName: 'reloads',
    columns: reloadColumns,
    key: filtersKey(body, { ...period }),
    count: async () => Number((await filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
    page: async (offset, limit) => {
      const rows = await filtered
        .leftJoin('invoices', (join) => join.onRef('invoices.balance_entry_id', '=', 'balance_entries.id').on('invoices.type', '=', 'invoice'))
        .select([
          'balance_entries.id',
          'balance_entries.created_at',
          'balance_entries.user_id',
          'users.username',
          'balance_entries.service',
          'balance_entries.delta',
          'balance_entries.balance_after',
          'balance_entries.reason',
          'balance_entries.reference',
          'invoices.amount',
        ])
        .orderBy('balance_entries.created_at')
        .orderBy('balance_entries.id')
        .offset(offset)
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        entryId: r.id,
        date: formatIsraelDateTime(Number(r.created_at)),
        userId: r.user_id,
        username: r.username,
        service: r.service,
        credits: Number(r.delta),
        balanceAfter: Number(r.balance_after),
        reason: r.reason,
        reference: r.reference,
        amount: r.amount === null ? null : Number(r.amount),
      }));
    },
  }, body);
  const { outcome, ...table } = answer;
  return { data: { status: ExportReloReport[outcome], ...table } };
};
