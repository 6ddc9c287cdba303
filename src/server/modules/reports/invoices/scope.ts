/**
 * Whose invoices a manager reads (the invoices report is for the spec's admins, whoever
 * manages a family: others get 403). A system manager or super-administrator: everyone's, or
 * one user's by userId. An administrator: its own account's and those of the users it manages,
 * or one of them by userId. A customer managing its family (permission 2): its account's.
 * Another account's invoice is 404.
 */
import { isAdmin, isSystemGroup, managesFamily } from '../../../../domain/access';
import { accountOf } from '../../../http/account';
import { forbidden, notFound } from '../../../http/envelope';
import type { RequestContext } from '../../../http/handler';
import type { InvoiceType } from '../../../db/schema';
import { reportScopeOf } from '../whose';

/** The accounts whose invoices the caller reads, or 'all'. */
export async function invoiceAccountsOf(ctx: RequestContext, userId: number | undefined): Promise<number[] | 'all'> {
  const caller = ctx.user!;
  if (!managesFamily(caller)) throw forbidden();
  if (userId !== undefined) return [(await reportScopeOf(ctx, userId)).account];
  if (isSystemGroup(caller)) return 'all';
  if (!isAdmin(caller)) return [accountOf(caller)];
  return [...new Set([accountOf(caller), caller.userId])];
}

/** One invoice or receipt the caller may reach, or 404. */
export async function invoiceInScope(ctx: RequestContext, invoiceId: number, type: InvoiceType) {
  const accounts = await invoiceAccountsOf(ctx, undefined);
  const row = await ctx.db.selectFrom('invoices').select(['id', 'account_id', 'type', 'file_name', 'document']).where('id', '=', invoiceId).where('type', '=', type).executeTakeFirst();
  if (!row || (accounts !== 'all' && !accounts.includes(row.account_id))) throw notFound();
  return row;
}
