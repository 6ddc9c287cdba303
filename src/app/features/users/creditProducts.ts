/**
 * The products whose credits move between a user and a user it manages (reports/
 * set-new-messages-balance): the managed user's new balance is set, and the difference comes
 * from (or goes back to) the signed-in user's own balance of the same product.
 */
import type { BalanceCredits, SetNewMessagesBalanceApiArg } from '../../api/generated/reports';

export type CreditProduct = NonNullable<SetNewMessagesBalanceApiArg['body']['product']> & keyof BalanceCredits;

export const creditProducts: readonly CreditProduct[] = ['sms', 'overseas_sms', 'voice', 'whatsapp', 'emails'];

export const balanceOf = (credits: BalanceCredits | undefined, product: CreditProduct): number => credits?.[product]?.amount ?? 0;
