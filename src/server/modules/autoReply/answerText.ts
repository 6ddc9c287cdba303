/**
 * The answer one replier gets: the row's answer with the campaign's dynamic fields ([title],
 * [#n]) filled with that replier's own values, by the same composer as the campaign's message
 * (domain/messageText.ts), with the titles the campaign was sent with (its settings'
 * fieldTitles). The values are those of the replier's row among the campaign's recipients:
 * a phone that got no message of the campaign (a stranger writing to the number) has none, so
 * its placeholders are filled with nothing, as a recipient's empty field is in a message.
 */
import type { Db } from '../../db/database';
import { parseCampaignSettings } from '../../campaigns/settings';
import { messageComposer, type RecipientFields } from '../../../domain/messageText';
import { dynamicFieldsIn } from '../../../domain/dynamicFields';

export interface AnsweredCampaign {
  id: number;
  account_id: number;
  settings: string;
}

/**
 * The replier's fields in the campaign. The reply's phone is the international form messages
 * keep (receipts name it so), so the message the phone got leads to its recipient row; the
 * first one when the campaign sent it twice.
 */
async function replierFields(db: Db, campaign: AnsweredCampaign, phone: string): Promise<RecipientFields> {
  const row = await db
    .selectFrom('messages as m')
    .innerJoin('campaign_recipients as r', (join) => join.onRef('r.campaign_id', '=', 'm.campaign_id').onRef('r.seq', '=', 'm.seq'))
    .select(['r.field1', 'r.field2', 'r.field3', 'r.field4', 'r.field5', 'r.field6'])
    .where('m.account_id', '=', campaign.account_id)
    .where('m.phone', '=', phone)
    .where('m.campaign_id', '=', campaign.id)
    .orderBy('m.seq')
    .limit(1)
    .executeTakeFirst();
  return row ?? {};
}

/** The answer as it goes to `phone`; an answer without fields is sent as written, with no lookup. */
export async function answerTextFor(db: Db, campaign: AnsweredCampaign, phone: string, answer: string): Promise<string> {
  if (dynamicFieldsIn(answer).length === 0) return answer;
  const titles = (parseCampaignSettings(campaign.settings).fieldTitles ?? []).map((t) => t ?? '');
  // No unsubscribe line nor personal links: an answer is sent with neither (answer.ts, option 0).
  return messageComposer({ content: answer, titles })(await replierFields(db, campaign, phone));
}
