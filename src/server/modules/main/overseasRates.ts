import type { GetOverseasRatesApiArg, GetOverseasRatesApiResponse } from '../../../contract/main';
import type { Handler } from '../../http/handler';

/** The caller's price list's rates, or the default list's when the user has none. */
export const getOverseasRates: Handler<GetOverseasRatesApiArg> = async (_arg, { db, user }): Promise<GetOverseasRatesApiResponse> => {
  const own = await db.selectFrom('users').select('price_list_id').where('id', '=', user!.userId).executeTakeFirstOrThrow();
  const list = own.price_list_id
    ? await db.selectFrom('price_lists').select('id').where('id', '=', own.price_list_id).executeTakeFirst()
    : await db.selectFrom('price_lists').select('id').where('is_default', '=', 1).executeTakeFirst();
  if (!list) return { data: [] };
  const rates = await db
    .selectFrom('rates')
    .select(['prefix', 'country', 'operator_desc', 'rate'])
    .where('price_list_id', '=', list.id)
    .orderBy('country')
    .execute();
  return { data: rates.map((r) => ({ PREFIX: r.prefix, COUNTRY: r.country, OPERATOR_DESC: r.operator_desc, RATE: r.rate })) };
};
