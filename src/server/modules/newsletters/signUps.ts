/**
 * A sign-up on a landing page joins the contact list the page is linked to (link-to-cl),
 * through the contacts module's own check and save, in one transaction. A number in the
 * account's or the platform's blacklist does not join: its owner asked not to be written to.
 */
import { isBlocked } from '../blacklist/isBlocked';
import { checkContact } from '../contacts/contactRows';
import { saveContacts } from '../contacts/saveContacts';
import type { Db } from '../../db/database';

export type SignUpOutcome = 'joined' | 'blocked' | 'invalidPhone' | 'notLinked';

export const landingPageSource = 'landing page';

export interface LandingSignUp {
  hash: string;
  phone: string;
  name?: string;
  email?: string;
}

export async function receiveLandingSignUp(db: Db, signUp: LandingSignUp, now: number): Promise<SignUpOutcome> {
  const link = await db
    .selectFrom('landing_page_links as l')
    .innerJoin('contact_lists as c', 'c.id', 'l.contact_list_id')
    .select(['l.account_id', 'l.contact_list_id'])
    .where('l.hash', '=', signUp.hash)
    .where('c.deleted_at', 'is', null)
    .executeTakeFirst();
  const checked = checkContact({ PHONE: signUp.phone, DYNAMIC_FIELD1: signUp.name?.trim() || undefined, EMAIL: signUp.email?.trim() || undefined }, 1);
  if (!('ok' in checked)) return 'invalidPhone';
  if (!link) return 'notLinked';
  if (await isBlocked(db, link.account_id, checked.ok.phone)) return 'blocked';
  await db.transaction().execute((trx) => saveContacts(trx, link.contact_list_id, [checked.ok], landingPageSource, now));
  return 'joined';
}
