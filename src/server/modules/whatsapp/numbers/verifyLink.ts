/**
 * /very/:hash (section 2): the link that sends a customer to verify a WhatsApp number by SMS
 * or call (methods 1 and 2). The hash names the number and the method and is signed, so it
 * needs no table and cannot be guessed or altered: `<number id>.<method>.<mac>`. The page
 * shows the number (auth/get-whatsapp-verify-phone-data, public) and verifies it through
 * verify-number once signed in. An unknown, altered or deleted number's link is 404.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { GetWhatsappVerifyPhoneDataApiArg, GetWhatsappVerifyPhoneDataApiResponse } from '../../../../contract/auth';
import type { Config } from '../../../config';
import { notFound } from '../../../http/envelope';
import type { Handler } from '../../../http/handler';
import { unsubscribeSecretOf } from '../../blacklist/unsubscribeLink';
import { numberState } from './store';

type SecretConfig = Pick<Config, 'unsubscribeSecret' | 'dataDir'>;

// The installation's link secret, kept apart from unsubscribe links by what is signed.
const macOf = (config: SecretConfig, payload: string): string => createHmac('sha256', unsubscribeSecretOf(config)).update(`whatsapp-verify|${payload}`).digest('base64url').slice(0, 27);

export const whatsappVerifyHash = (config: SecretConfig, numberId: number, method: 1 | 2): string => `${numberId}.${method}.${macOf(config, `${numberId}.${method}`)}`;

/** The number id and method a hash names, or null when it is not one of ours. */
export function readVerifyHash(config: SecretConfig, hash: string): { numberId: number; method: 1 | 2 } | null {
  const match = /^(\d{1,12})\.([12])\.([A-Za-z0-9_-]{27})$/.exec(hash);
  if (!match) return null;
  const expected = Buffer.from(macOf(config, `${match[1]}.${match[2]}`));
  const given = Buffer.from(match[3]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { numberId: Number(match[1]), method: Number(match[2]) as 1 | 2 };
}

export const getWhatsappVerifyPhoneData: Handler<GetWhatsappVerifyPhoneDataApiArg> = async ({ hash }, ctx): Promise<GetWhatsappVerifyPhoneDataApiResponse> => {
  const named = readVerifyHash(ctx.config, hash);
  const number = named ? await ctx.db.selectFrom('wa_numbers').selectAll().where('id', '=', named.numberId).where('deleted_at', 'is', null).executeTakeFirst() : undefined;
  if (!named || !number) throw notFound();
  return { data: { phone: number.phone, displayName: number.display_name, companyName: number.company_name, verificationMethod: named.method, numberState: numberState(number) } };
};
