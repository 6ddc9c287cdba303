/**
 * What a message costs a customer, by its price list (issue 20, manage-price-lists). A price
 * list names a base rate and, per channel, an optional message rate: the credits one message
 * unit costs (an SMS credit of domain/messageParts.ts, a call unit of domain/voice.ts, one
 * WhatsApp message). Overseas SMS is priced by the longest matching prefix. The server reads
 * these rules in one place (src/server/pricing) for estimates and charges alike, and keeps the
 * rates a campaign was accepted with in the campaign, so a later price change never reprices it.
 */

/** The channels a message rate exists for. */
export const messageChannels = ['sms', 'voice', 'whatsapp'] as const;
export type MessageChannel = (typeof messageChannels)[number];

/** Credits per message unit, per channel. */
export type MessageRates = Record<MessageChannel, number>;

/** What every account paid before price lists named rates: one credit a unit. */
export const standardMessageRates: Readonly<MessageRates> = { sms: 1, voice: 1, whatsapp: 1 };

export interface PricedProduct {
  kind: string;
  service: string;
  rate: number;
}

const isChannel = (service: string): service is MessageChannel => (messageChannels as readonly string[]).includes(service);

/** A list's rates: its message product of each channel, else its base rate. */
export function messageRatesOf(baseRate: number, products: readonly PricedProduct[]): MessageRates {
  const rates: MessageRates = { sms: baseRate, voice: baseRate, whatsapp: baseRate };
  for (const p of products) if (p.kind === 'message' && isChannel(p.service)) rates[p.service] = Number(p.rate);
  return rates;
}

/**
 * The credits `units` cost at `rate`, rounded up to a whole credit: balances hold whole
 * credits, and a fraction rounded down would let a customer send below its price. The
 * epsilon keeps 3 × 0.1 from becoming 1.
 */
export const creditsAtRate = (units: number, rate: number = 1): number => (units * rate > 0 ? Math.ceil(units * rate - 1e-9) : 0);

export interface PrefixRate {
  prefix: string;
}

/** The rate a number (international digits) falls under: the longest prefix that starts it; null when none does. */
export function rateForNumber<R extends PrefixRate>(rates: readonly R[], digits: string): R | null {
  let best: R | null = null;
  for (const r of rates) if (digits.startsWith(r.prefix) && (!best || r.prefix.length > best.prefix.length)) best = r;
  return best;
}

/** A customer's own rates first, then its list's for the prefixes (and operators) it has none for. */
export function overlaidRates<R extends PrefixRate & { operator: string }>(listRates: readonly R[], ownRates: readonly R[]): R[] {
  const own = new Set(ownRates.map((r) => `${r.prefix}|${r.operator}`));
  return [...ownRates, ...listRates.filter((r) => !own.has(`${r.prefix}|${r.operator}`))];
}
