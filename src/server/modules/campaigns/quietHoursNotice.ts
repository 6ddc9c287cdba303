/**
 * The composer's quiet-hours notice (issue 21): of the recipients an estimate found, how many
 * are in their own quiet hours when the campaign is due (its start, its first run, or now) and
 * until when the last of them waits. The same rules the making of messages keeps
 * (messaging/quietHours.ts), so what is told is what happens.
 */
import type { Campaign } from '../../../contract/campaigns';
import { formatIsraelDateTime } from '../../../domain/israelTime';
import { countryOfPhone, isAdvertising, quietWaitSummary, type QuietHours } from '../../../domain/quietHours';
import type { Db } from '../../db/database';
import { quietHoursOfAccount } from '../../messaging/quietHours';
import { timingOf } from './timing';

export async function quietHoursNotice(
  db: Db,
  rules: { account: number; fallback: QuietHours },
  campaign: Campaign,
  recipients: { count: number; abroad: readonly string[] },
  now: number,
): Promise<{ recipients: number; until: string } | undefined> {
  const timing = timingOf({ ...campaign, validation: true }, now);
  const due = timing === null ? now : timing.kind === 'once' ? timing.start : timing.first;
  const countries = new Map<string | null, number>([['IL', recipients.count - recipients.abroad.length]]);
  for (const phone of recipients.abroad) {
    const country = countryOfPhone(phone);
    countries.set(country, (countries.get(country) ?? 0) + 1);
  }
  const summary = quietWaitSummary(await quietHoursOfAccount(db, rules.account, rules.fallback), countries, isAdvertising(campaign.unsubscribeOption), due);
  return summary ? { recipients: summary.recipients, until: formatIsraelDateTime(summary.until) } : undefined;
}
