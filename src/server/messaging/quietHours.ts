/**
 * The quiet hours a send keeps (domain/quietHours.ts holds the rule): the account's brand's
 * own, else the default brand's ('*'), else the built-in defaults. Read by the making of
 * message rows (a message made inside its recipient's quiet hours waits, queued with
 * next_attempt_at, until they end) and by the composer's estimate (how many will wait).
 */
import { countryOfPhone, isAdvertising, parseQuietHours, quietUntil, type QuietHours } from '../../domain/quietHours';
import type { Db } from '../db/database';

/**
 * The rules of a brand (null: the account has none, so the default's); a brand without its own
 * follows the default brand, and that one without its own has the installation's default
 * (config.quietHoursDefault: the built-in rules, or none on test servers).
 */
export async function quietHoursOfBrand(db: Db, brandId: number | null, fallback: QuietHours): Promise<QuietHours> {
  const rows = await db
    .selectFrom('brands')
    .select(['id', 'host', 'quiet_hours'])
    .where((eb) => eb.or([eb('host', '=', '*'), eb('id', '=', brandId ?? -1)]))
    .execute();
  const own = rows.find((b) => b.id === brandId && b.quiet_hours) ?? rows.find((b) => b.host === '*' && b.quiet_hours);
  return own ? parseQuietHours(own.quiet_hours) : fallback;
}

/** The rules of the account's brand. */
export async function quietHoursOfAccount(db: Db, accountId: number, fallback: QuietHours): Promise<QuietHours> {
  const account = await db.selectFrom('users').select('brand_id').where('id', '=', accountId).executeTakeFirst();
  return quietHoursOfBrand(db, account?.brand_id ?? null, fallback);
}

/**
 * Until when a message to each number, due at `at`, waits (null: it goes now). One look-up
 * per country, since a chunk's numbers share a handful of them.
 */
export function quietWaits(rules: QuietHours, unsubscribeOption: number | null | undefined, at: number): (phone: string) => number | null {
  const advertising = isAdvertising(unsubscribeOption);
  const byCountry = new Map<string | null, number | null>();
  return (phone) => {
    const country = countryOfPhone(phone);
    if (!byCountry.has(country)) byCountry.set(country, quietUntil(rules, country, at, advertising));
    return byCountry.get(country)!;
  };
}

/**
 * The columns of a message queued again for `at` (an SMS retry, a WhatsApp send Meta refused
 * for now, a redial, an uncertain message sent again, a call put back): due then, or when its
 * recipient's quiet hours end if `at` falls inside them, as its first send was made to wait.
 * quiet_until says why it waits (the reports' "waiting: quiet hours") and is cleared when it
 * does not, so an earlier wait is never shown again. One rule for every channel's next attempt.
 */
export function queuedAgainAt(
  campaign: { quietHours: QuietHours; settings: { unsubscribeOption?: number } } | null,
  phone: string,
  at: number,
): { next_attempt_at: number; quiet_until: number | null } {
  const until = campaign ? quietUntil(campaign.quietHours, countryOfPhone(phone), at, isAdvertising(campaign.settings.unsubscribeOption)) : null;
  return { next_attempt_at: until ?? at, quiet_until: until };
}
