/**
 * get-whatsapp-postpaid-user-details: what an administrator needs to approve a customer's
 * postpaid WhatsApp package (/whatsapp-postpaid-purchase/:userId): who the customer is, its price
 * list and rate per message (the same price rule as calc-credit-user-amount), its open request
 * and what it has left. Only customers in the caller's reach; any other id is 404.
 */
import type { GetWhatsappPostpaidUserDetailsApiArg, GetWhatsappPostpaidUserDetailsApiResponse } from '../../../../contract/whatsapp';
import { minimumWhatsappPackage } from '../../../../domain/packages';
import { accountOf, managedUserOf } from '../../../http/account';
import type { Handler } from '../../../http/handler';
import { priceListOf } from '../../packages/priceList';
import { userMetaDataOf } from '../numbers/metaData';
import { packageAmount } from '../../packages/whatsappPackageAmount';

export const getWhatsappPostpaidUserDetails: Handler<GetWhatsappPostpaidUserDetailsApiArg> = async ({ id }, ctx): Promise<GetWhatsappPostpaidUserDetailsApiResponse> => {
  await managedUserOf(ctx, id);
  const user = await ctx.db.selectFrom('users').select(['id', 'admin_id', 'username', 'company_name', 'customer_number', 'customer_type']).where('id', '=', id).executeTakeFirstOrThrow();
  const account = accountOf({ userId: user.id, adminId: user.admin_id });
  const [list, request, meta] = await Promise.all([
    priceListOf(ctx.db, account),
    ctx.db.selectFrom('postpaid_requests').selectAll().where('account_id', '=', account).where('service', '=', 'whatsapp').where('state', '=', 'open').orderBy('id', 'desc').executeTakeFirst(),
    userMetaDataOf(ctx.db, id),
  ]);
  const messages = request?.credits ?? minimumWhatsappPackage;
  const amount = await packageAmount(ctx.db, id, account, messages);
  return {
    data: {
      userId: id,
      userName: user.username,
      companyName: user.company_name,
      customerNumber: user.customer_number,
      customerType: user.customer_type,
      ...(list ? { priceListId: list.id, priceListName: list.name } : {}),
      ...(amount !== null ? { messageRate: Math.round((amount / messages) * 10_000) / 10_000 } : {}),
      hasOpenRequest: request !== undefined,
      ...(request ? { requestedMessages: request.credits, requestedAmount: Number(request.amount), requestedOn: new Date(request.created_at).toISOString() } : {}),
      creditsLeft: meta.creditsLeft ?? 0,
      accounts: meta.accounts ?? [],
    },
  };
};
