import type { GetOverseasRatesApiArg, GetOverseasRatesApiResponse } from '../../../contract/main';
import { accountOf } from '../../http/account';
import type { Handler } from '../../http/handler';
import { overseasRatesOf } from '../../pricing/accountPrices';

/** The rates the caller's account pays abroad: its own, then its price list's (the default list's when it has none). */
export const getOverseasRates: Handler<GetOverseasRatesApiArg> = async (_arg, { db, user }): Promise<GetOverseasRatesApiResponse> => {
  const rates = await overseasRatesOf(db, accountOf(user!));
  return { data: rates.map((r) => ({ PREFIX: r.prefix, COUNTRY: r.country, OPERATOR_DESC: r.operator, RATE: r.rate })) };
};
