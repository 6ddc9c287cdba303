/**
 * The one place the server reads what a customer pays (domain/pricing.ts has the rules): its
 * account's price list (the primary user's; the default list when it has none), the list's
 * message rates per channel, and its overseas rates by prefix (the customer's own first).
 * Estimates and acceptance of every channel ask here; an accepted campaign keeps the rates it
 * was accepted with (settings.billingFigures), so changing a list never reprices it.
 */
import { defaultBillingFigures, type BillingFigures } from '../../domain/messageParts';
import { creditsAtRate, messageRatesOf, overlaidRates, rateForNumber, type MessageRates } from '../../domain/pricing';
import { sql } from 'kysely';
import type { Db } from '../db/database';

/** The id of the list a user is on: its own, or the default list; null when neither exists. */
export async function priceListIdOf(db: Db, userId: number): Promise<number | null> {
  const user = await db.selectFrom('users').select('price_list_id').where('id', '=', userId).executeTakeFirst();
  const own = user?.price_list_id ? await db.selectFrom('price_lists').select('id').where('id', '=', user.price_list_id).executeTakeFirst() : undefined;
  if (own) return own.id;
  const byDefault = await db.selectFrom('price_lists').select('id').where('is_default', '=', 1).orderBy('id').executeTakeFirst();
  return byDefault?.id ?? null;
}

/** A price list's credits per message unit, per channel. */
export async function messageRatesOfList(db: Db, priceListId: number | null): Promise<MessageRates> {
  if (priceListId === null) return messageRatesOf(1, []);
  const list = await db.selectFrom('price_lists').select('rate').where('id', '=', priceListId).executeTakeFirst();
  const products = await db.selectFrom('price_list_products').select(['kind', 'service', 'rate']).where('price_list_id', '=', priceListId).where('kind', '=', 'message').execute();
  return messageRatesOf(Number(list?.rate ?? 1), products);
}

export const messageRatesOfAccount = async (db: Db, account: number): Promise<MessageRates> => messageRatesOfList(db, await priceListIdOf(db, account));

/** The figures an SMS or voice campaign of the account is measured and billed by (kept in the campaign). */
export async function billingFiguresOfAccount(db: Db, account: number): Promise<BillingFigures> {
  return { ...defaultBillingFigures, rates: await messageRatesOfAccount(db, account) };
}

export interface OverseasRate {
  prefix: string;
  country: string;
  operator: string;
  rate: number;
}

/** A price list's overseas rates, by country then operator. */
export async function overseasRatesOfList(db: Db, priceListId: number | null): Promise<OverseasRate[]> {
  if (priceListId === null) return [];
  const rows = await db.selectFrom('rates').select(['prefix', 'country', 'operator_desc', 'rate']).where('price_list_id', '=', priceListId).orderBy('country').orderBy('operator_desc').execute();
  return rows.map((r) => ({ prefix: r.prefix, country: r.country, operator: r.operator_desc, rate: Number(r.rate) }));
}

/** A customer's own overseas rates (save-countries-rates). */
export async function ownOverseasRates(db: Db, userId: number): Promise<OverseasRate[]> {
  const rows = await db.selectFrom('user_rates').select(['prefix', 'country', 'operator_desc', 'rate']).where('user_id', '=', userId).orderBy('country').orderBy('operator_desc').execute();
  return rows.map((r) => ({ prefix: r.prefix, country: r.country, operator: r.operator_desc, rate: Number(r.rate) }));
}

/** What a customer pays abroad: its own rates, then its price list's. */
export async function overseasRatesOf(db: Db, userId: number): Promise<OverseasRate[]> {
  const listRates = await overseasRatesOfList(db, await priceListIdOf(db, userId));
  return overlaidRates(listRates, await ownOverseasRates(db, userId)).sort((a, b) => a.country.localeCompare(b.country) || a.prefix.localeCompare(b.prefix) || a.operator.localeCompare(b.operator));
}

/** Prefixes are told apart by this many leading digits at least. */
const minPrefixWidth = 3;

/** Enough leading digits of a number to tell every prefix of these rates apart. */
export const prefixWidthOf = (rates: readonly OverseasRate[]): number => Math.max(minPrefixWidth, ...rates.map((r) => r.prefix.length));

/**
 * The overseas rates an SMS campaign's recipients abroad fall under when it is accepted, kept
 * in its settings (overseasRates) so its messages abroad are billed at them whatever the rates
 * say by the time they are sent or reported ("changing a price never changes what an already
 * accepted campaign costs"). Null when it has no recipient abroad (Israeli numbers are stored
 * without their 0, 8 or 9 digits; longer ones are abroad, as recipients.ts tells them).
 */
export async function acceptedOverseasRates(db: Db, account: number, campaignId: number): Promise<OverseasRate[] | null> {
  const rates = await overseasRatesOf(db, account);
  const lead = sql<string>`substr(phone, 1, ${sql.lit(prefixWidthOf(rates))})`;
  const leads = await db.selectFrom('campaign_recipients').select(lead.as('lead')).distinct().where('campaign_id', '=', campaignId).where(sql<boolean>`length(phone) > 9`).execute();
  if (leads.length === 0) return null;
  return [...new Set(leads.map((l) => rateForNumber(rates, l.lead)).filter((r): r is OverseasRate => r !== null))];
}

/** The rate a number abroad is charged at (the longest matching prefix), null when none matches. */
export const overseasRateForNumber = (rates: readonly OverseasRate[], digits: string): OverseasRate | null => rateForNumber(rates, digits);

/** A call's credits at the rates a campaign was (or is being) accepted with: estimate, reservation and each call alike. */
export const callCreditsAt = (unitsPerCall: number, figures: BillingFigures): number => creditsAtRate(unitsPerCall, figures.rates?.voice);

/** A WhatsApp message's credits at the rates a campaign was (or is being) accepted with. */
export const whatsAppCreditsAt = (figures: BillingFigures): number => creditsAtRate(1, figures.rates?.whatsapp);

/** The credits one WhatsApp message of the account costs now. */
export const whatsAppCreditsOfAccount = async (db: Db, account: number): Promise<number> => whatsAppCreditsAt(await billingFiguresOfAccount(db, account));
