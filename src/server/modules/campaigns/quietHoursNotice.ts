/**
 * The composer's quiet-hours notice (issue 21): of the recipients an estimate found, how many
 * are in their own quiet hours when the campaign is due and until when the last of them waits.
 * The same rules the making of messages keeps (messaging/quietHours.ts), so what is told is
 * what happens. Answered by the credit estimate and by the send's validation summary.
 */
import type { QuietHoursNotice } from '../../../contract/campaigns';
import { formatIsraelDateTime } from '../../../domain/israelTime';
import { countryOfPhone, isAdvertising, noQuietHours, quietWaitSummary, type QuietHours } from '../../../domain/quietHours';
import type { Db } from '../../db/database';
import { quietHoursOfAccount } from '../../messaging/quietHours';

export interface NoticeRecipients {
  count: number;
  /** Their numbers abroad (recipientsPreview.ts abroad): the rest are Israel's. */
  abroad: readonly string[];
}

export async function quietHoursNotice(
  db: Db,
  sending: { account: number; quietHoursDefault?: QuietHours },
  recipients: NoticeRecipients,
  campaign: { unsubscribeOption?: number; due: number },
): Promise<QuietHoursNotice | undefined> {
  const countries = new Map<string | null, number>([['IL', recipients.count - recipients.abroad.length]]);
  for (const phone of recipients.abroad) {
    const country = countryOfPhone(phone);
    countries.set(country, (countries.get(country) ?? 0) + 1);
  }
  const rules = await quietHoursOfAccount(db, sending.account, sending.quietHoursDefault ?? noQuietHours);
  const summary = quietWaitSummary(rules, countries, isAdvertising(campaign.unsubscribeOption), campaign.due);
  return summary ? { recipients: summary.recipients, until: formatIsraelDateTime(summary.until) } : undefined;
}
