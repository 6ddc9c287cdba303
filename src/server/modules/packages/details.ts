/**
 * main/get-details-for-package: whether the account may buy a package online now, which one,
 * and its price list. An open postpaid request comes first (-3); outside purchase hours a
 * representative calls on the next working day (-2); a price list without packages cannot be
 * bought online, so a representative calls (-1).
 */
import type { GetDetailsForPackageApiArg, GetDetailsForPackageApiResponse } from '../../../contract/main';
import { GetDetailsForPackage } from '../../../contract/statusCodes';
import { isPurchaseHour, vatMultiplierOn } from '../../../domain/packages';
import { userScopeOf } from '../../http/account';
import type { Handler } from '../../http/handler';
import { openPostpaidRequestOf } from './postpaid';
import { priceListAnswer, priceListOf, productOf } from './priceList';

export const getDetailsForPackage: Handler<GetDetailsForPackageApiArg> = async ({ body }, ctx): Promise<GetDetailsForPackageApiResponse> => {
  const { account } = await userScopeOf(ctx, body.userId);
  const now = ctx.now();
  const list = await priceListOf(ctx.db, account);
  const first = list?.packages[0];
  let status: number = GetDetailsForPackage.ready;
  if (await openPostpaidRequestOf(ctx.db, account)) status = GetDetailsForPackage.postpaidRequestOpen;
  else if (!ctx.config.payment.anyHour && !isPurchaseHour(now)) status = GetDetailsForPackage.offHours;
  else if (!first) status = GetDetailsForPackage.workingHours;
  return {
    data: {
      status,
      vatMultiplier: vatMultiplierOn(now),
      ...(first ? { product: productOf(first, now), priceWithVat: productOf(first, now).priceWithVat } : {}),
      ...(list ? { user_price_list: priceListAnswer(list, now) } : {}),
    },
  };
};
