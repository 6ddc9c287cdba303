/**
 * super-admin/get-rates and save-countries-rates: what a customer pays abroad, by prefix. A
 * customer's own rates are kept apart from its price list's (user_rates) and read first by
 * src/server/pricing, for the overseas billing and the rates page alike.
 */
import type { GetUserRatesApiArg, GetUserRatesApiResponse, SaveCountriesRatesApiArg, SaveCountriesRatesApiResponse } from '../../../../contract/superAdmin';
import { SaveCountriesRates } from '../../../../contract/statusCodes';
import { isSystemGroup } from '../../../../domain/access';
import { managedUserOf } from '../../../http/account';
import type { Handler } from '../../../http/handler';
import { overseasRatesOf, overseasRatesOfList, ownOverseasRates, priceListIdOf } from '../../../pricing/accountPrices';

const key = (prefix: string, operator: string) => `${prefix}|${operator}`;

export const getUserRates: Handler<GetUserRatesApiArg> = async ({ body }, ctx): Promise<GetUserRatesApiResponse> => {
  const user = await managedUserOf(ctx, body.user_id);
  const listId = await priceListIdOf(ctx.db, user.userId);
  const list = listId === null ? undefined : await ctx.db.selectFrom('price_lists').select(['id', 'name']).where('id', '=', listId).executeTakeFirst();
  const own = new Set((await ownOverseasRates(ctx.db, user.userId)).map((r) => key(r.prefix, r.operator)));
  const rates = await overseasRatesOf(ctx.db, user.userId);
  return {
    data: {
      priceListId: list?.id ?? 0,
      priceListName: list?.name ?? '',
      user_rates: rates.map((r) => ({ PREFIX: r.prefix, COUNTRY: r.country, OPERATOR_DESC: r.operator, RATE: r.rate, OWN: own.has(key(r.prefix, r.operator)) })),
    },
  };
};

export const saveCountriesRates: Handler<SaveCountriesRatesApiArg> = async ({ body }, ctx): Promise<SaveCountriesRatesApiResponse> => {
  const user = await managedUserOf(ctx, body.user_id);
  // Prices are an account's: a sub-user pays its account's, a system user pays nothing.
  if (user.adminId !== 0 || isSystemGroup(user)) return { data: { status: SaveCountriesRates.noUserPermission } };
  const listRates = await overseasRatesOfList(ctx.db, await priceListIdOf(ctx.db, user.userId));
  const countries = new Map(listRates.map((r) => [r.prefix, r.country]));
  const refused = [...new Set(body.rates.filter((r) => !countries.has(r.PREFIX)).map((r) => r.PREFIX))];
  if (refused.length) return { data: { status: SaveCountriesRates.notAllowedCountryToAdmin, notAllowedCountries: refused } };
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx): Promise<SaveCountriesRatesApiResponse> => {
    for (const rate of body.rates) {
      // Without an operator the rate is the country's for every operator its list names.
      const operators = rate.OPERATOR_DESC ? listRates.filter((r) => r.prefix === rate.PREFIX && r.operator === rate.OPERATOR_DESC) : listRates.filter((r) => r.prefix === rate.PREFIX);
      for (const listed of operators.length ? operators : [{ prefix: rate.PREFIX, operator: rate.OPERATOR_DESC ?? '', country: countries.get(rate.PREFIX)!, rate: -1 }]) {
        await trx.deleteFrom('user_rates').where('user_id', '=', user.userId).where('prefix', '=', listed.prefix).where('operator_desc', '=', listed.operator).execute();
        // The list's own rate is not kept as the customer's: saving it goes back to the list.
        if (rate.RATE !== listed.rate) {
          await trx.insertInto('user_rates').values({ user_id: user.userId, prefix: listed.prefix, country: listed.country, operator_desc: listed.operator, rate: rate.RATE, updated_at: now }).execute();
        }
      }
    }
    return { data: { status: SaveCountriesRates.saved } };
  });
};
