/**
 * calc-credit-user-amount: the price of a WhatsApp package (section 9): at least 1000 messages,
 * at the customer's own WhatsApp rate for Israel when an administrator set one (wa_rates), else
 * the volume price of its price list (the same rule the administrators' sale uses), plus the
 * VAT of the day (1.18 from 2025-01-01, 1.17 before), and whether it may be bought right now.
 */
import type { CalcWhatsappCreditUserAmountApiArg, CalcWhatsappCreditUserAmountApiResponse } from '../../../../contract/whatsapp';
import { CalcWhatsappCreditUserAmount } from '../../../../contract/statusCodes';
import { isPurchaseHour, minimumWhatsappPackage, priceWithVat, roundMoney, vatMultiplierOn } from '../../../../domain/packages';
import { userScopeOf } from '../../../http/account';
import type { Handler } from '../../../http/handler';
import { packageAmount } from '../../packages/whatsappPackageAmount';

export const calcWhatsappCreditUserAmount: Handler<CalcWhatsappCreditUserAmountApiArg> = async ({ messages, userId }, ctx): Promise<CalcWhatsappCreditUserAmountApiResponse> => {
  if (!Number.isInteger(messages) || messages < minimumWhatsappPackage) return { data: { status: CalcWhatsappCreditUserAmount.error, messages, amount: 0, vatMultiplier: 0, amountWithVat: 0 } };
  const scope = await userScopeOf(ctx, userId);
  const customer = scope.userId ?? ctx.user!.userId;
  const now = ctx.now();
  const amount = await packageAmount(ctx.db, customer, scope.account, messages);
  if (amount === null) return { data: { status: CalcWhatsappCreditUserAmount.noPriceList, messages, amount: 0, vatMultiplier: vatMultiplierOn(now), amountWithVat: 0 } };
  return {
    data: {
      status: CalcWhatsappCreditUserAmount.calculated,
      messages,
      pricePerMessage: roundMoney((amount / messages) * 10_000) / 10_000,
      amount,
      vatMultiplier: vatMultiplierOn(now),
      amountWithVat: priceWithVat(amount, now),
      withinPurchaseHours: isPurchaseHour(now),
    },
  };
};
