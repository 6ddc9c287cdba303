/**
 * The products whose credits move between a user and its sub-user (reports/
 * set-new-messages-balance): the sub-user's new balance is set, and the difference comes from
 * (or goes back to) the signed-in user's own balance of the same product.
 */
import type { BalanceCredits, SetNewMessagesBalanceApiArg } from '../../api/generated/reports';

type Service = SetNewMessagesBalanceApiArg['body']['service'];

export interface CreditProduct {
  key: keyof BalanceCredits;
  service: Service;
}

export const creditProducts: readonly CreditProduct[] = [
  { key: 'sms', service: 445 },
  { key: 'overseas_sms', service: 446 },
  { key: 'voice', service: 500 },
];

export const balanceOf = (credits: BalanceCredits | undefined, product: CreditProduct): number => credits?.[product.key]?.amount ?? 0;
