/**
 * What WhatsApp messages cost a customer before VAT (section 9), one rule for the price shown
 * (calc-credit-user-amount, the postpaid details) and the price charged (prepaid-to-pup-whatsapp):
 * the customer's own rate for Israel when a super-administrator set one (wa_rates; the
 * customer's, else its account's), else the volume price of its price list — the price per
 * message of the largest WhatsApp package not above the amount bought, or of the smallest when
 * the amount is below every package.
 */
import { roundMoney } from '../../../domain/packages';
import type { Db } from '../../db/database';
import { priceListOf, type PackageRow } from './priceList';

/** The home country's prefix: packages are bought for messages to Israel. */
const homePrefix = '972';

/** The volume price of a list's WhatsApp packages; null when the list has none. */
export function whatsappVolumePrice(packages: PackageRow[], messages: number): { product: PackageRow; credits: number; amount: number } | null {
  const whatsapp = packages.filter((p) => p.service === 'whatsapp').sort((a, b) => a.quantity - b.quantity);
  const product = whatsapp.filter((p) => p.quantity <= messages).at(-1) ?? whatsapp[0];
  return product ? { product, credits: messages, amount: roundMoney((product.rate / product.quantity) * messages) } : null;
}

/** The customer's own rate per message for Israel (its own before its account's), or null. */
export async function ownWhatsappRate(db: Db, customer: number, account: number): Promise<number | null> {
  const own = await db
    .selectFrom('wa_rates')
    .select('rate')
    .where('user_id', 'in', [customer, account])
    .where('country_code', '=', homePrefix)
    .orderBy('user_id', customer === account ? 'asc' : 'desc')
    .executeTakeFirst();
  return own ? Number(own.rate) : null;
}

/** What `messages` messages cost the customer before VAT; null without an own rate or a WhatsApp package. */
export async function packageAmount(db: Db, customer: number, account: number, messages: number): Promise<number | null> {
  const rate = await ownWhatsappRate(db, customer, account);
  if (rate !== null) return roundMoney(rate * messages);
  const list = await priceListOf(db, account);
  return (list && whatsappVolumePrice(list.packages, messages)?.amount) ?? null;
}
