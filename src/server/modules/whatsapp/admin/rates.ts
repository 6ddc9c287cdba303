/**
 * A customer's WhatsApp rate per country (super-administrators, section 7): shekels per
 * message before VAT, by international dialling prefix. Saving answers above 0 on success, 0
 * for a prefix that is no country's, -1 when the customer has no WhatsApp permission.
 */
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import type { GetWhatsappProductRateApiArg, GetWhatsappProductRateApiResponse, SetWhatsappProductRateApiArg, SetWhatsappProductRateApiResponse } from '../../../../contract/whatsapp';
import { SetWhatsappProductRate } from '../../../../contract/statusCodes';
import { Permission } from '../../../../domain/permissions';
import { managedUserOf } from '../../../http/account';
import type { Handler } from '../../../http/handler';
import { permissionsInForceOfUser } from '../../../http/permissionsInForce';

/** The countries (ISO codes) a dialling prefix belongs to; empty when it is no country's. */
export function countriesOfPrefix(prefix: string): string[] {
  return getCountries().filter((country) => getCountryCallingCode(country) === prefix);
}

export const getWhatsappProductRate: Handler<GetWhatsappProductRateApiArg> = async ({ id }, ctx): Promise<GetWhatsappProductRateApiResponse> => {
  await managedUserOf(ctx, id);
  const rows = await ctx.db.selectFrom('wa_rates').select(['country_code', 'rate']).where('user_id', '=', id).orderBy('country_code').execute();
  return { data: rows.map((r) => ({ countryCode: r.country_code, country: countriesOfPrefix(r.country_code).join(','), rate: Number(r.rate) })) };
};

export const setWhatsappProductRate: Handler<SetWhatsappProductRateApiArg> = async ({ body }, ctx): Promise<SetWhatsappProductRateApiResponse> => {
  await managedUserOf(ctx, body.userId);
  if (countriesOfPrefix(body.countryCode).length === 0) return { data: { status: SetWhatsappProductRate.notAllowedCountryToAdmin } };
  if (!(await permissionsInForceOfUser(ctx.db, body.userId)).includes(Permission.whatsapp)) return { data: { status: SetWhatsappProductRate.noUserPermission } };
  await ctx.db
    .insertInto('wa_rates')
    .values({ user_id: body.userId, country_code: body.countryCode, rate: body.rate, updated_at: ctx.now() })
    .onConflict((oc) => oc.columns(['user_id', 'country_code']).doUpdateSet({ rate: body.rate, updated_at: ctx.now() }))
    .execute();
  return { data: { status: SetWhatsappProductRate.saved } };
};
