/**
 * campaigns/send-example-campaign: the message sent as a test to up to 3 numbers before the
 * real send. What the test numbers get is the text exactly as the first recipient of the
 * chosen destinations would get it — their dynamic fields filled, the unsubscribe line as
 * it will be — and it goes through the real pipeline as a small campaign of its own: its
 * credits reserved like any send (acceptRun), then made, dispatched and billed per part.
 *
 * A test is not "the same message within the hour" of anything: its campaign keeps a content
 * key of its own kind, so neither a second test nor the real send afterwards is refused for
 * it. It takes none of the content's personal short links either (they stay free for the real
 * campaign, which takes them when accepted); the test numbers get those links as written.
 */
import type { Campaign, CampaignsSendRequest, SendExampleCampaignApiArg, SendExampleCampaignApiResponse } from '../../../contract/campaigns';
import { dynamicFieldsIn } from '../../../domain/dynamicFields';
import { normalizeListPhone } from '../../../domain/phones';
import { nextSendingTime } from '../../../domain/sendingRules';
import { markContentKey } from '../../campaigns/store';
import type { Db } from '../../db/database';
import { RollbackWith, transactionOrAnswer } from '../../db/rollbackWith';
import { HttpError } from '../../http/envelope';
import type { Handler } from '../../http/handler';
import { messageComposer } from '../../../domain/messageText';
import { releaseCampaignLinks } from '../links/store';
import { acceptRun, contentKeyOf, type Answer } from './acceptance';
import { fieldTitles, recipientChoiceOf, sendingOf, type Sending } from './creditsNumber';
import { previewRecipients } from './recipientsPreview';
import { checkSender, forbiddenWordsOf, senderRulesOf } from './sendingChecks';
import { SendCampaign, SendExampleCampaign } from '../../../contract/statusCodes';


/** Marks a test's content key, so "the same message within the hour" never matches it. */
export const exampleKeyPrefix = 'example:';

const answer = (status: number): SendExampleCampaignApiResponse => ({ data: { status } });

/**
 * The content with the first recipient's fields in place. The recipients are found as sending
 * finds them (blacklist and filters included), by reading only. The request's `phones` are
 * the test numbers here, not recipients.
 */
async function firstRecipientText(db: Db, sending: Sending, campaign: Campaign): Promise<string> {
  const content = campaign.smsContent ?? '';
  if (!dynamicFieldsIn(content).length || !campaign.destinations?.length) return content;
  const preview = await previewRecipients(db, sending.account, { ...recipientChoiceOf(campaign), phones: undefined }, sending.now);
  const first = await preview.first();
  return first ? messageComposer({ content, titles: await fieldTitles(db, campaign) })(first) : content;
}

export const sendExampleCampaign: Handler<SendExampleCampaignApiArg> = async ({ body }, ctx): Promise<SendExampleCampaignApiResponse> => {
  const sending = sendingOf(ctx);
  const { account, now } = sending;
  const content = body.smsContent ?? '';
  if (!content.trim()) return answer(SendExampleCampaign.error);
  const phones = body.phones.map((p) => normalizeListPhone(p));
  if (phones.some((p) => p === null)) return answer(SendExampleCampaign.error);
  if ((await forbiddenWordsOf(ctx.db, sending.userId, content)).length) return answer(SendExampleCampaign.forbiddenText);
  const rules = await senderRulesOf(ctx.db, sending.userId);
  if (rules.blocked || !rules.canSend) return answer(SendExampleCampaign.error);
  // The sender as the real send would check it; a birthday's own rules are the campaign's, not the test's.
  const sender = await checkSender(ctx.db, account, { ...body, birthdayCampaign: undefined }, sending.userId);
  if ('refusal' in sender) return answer(SendExampleCampaign.error);
  const start = nextSendingTime(rules.hours, now);
  if (start === null) return answer(SendExampleCampaign.error);

  try {
    const test: CampaignsSendRequest = {
      campaign_name: `${body.campaign_name?.trim() || 'Test'} (test)`,
      smsContent: await firstRecipientText(ctx.db, sending, body),
      phones: phones as string[],
      destinations: [],
      unsubscribeOption: body.unsubscribeOption,
      // The test message carries the coupon link too; its page shows the coupon as a sample.
      coupon: body.coupon,
      sourceType: body.sourceType,
      sourceNumber: body.sourceNumber,
      validation: false,
    };
    const refusal = await transactionOrAnswer<null, Answer>(ctx.db, async (trx) => {
      const accepted = await acceptRun(trx, sending, test, { start, status: start > now ? 'future' : 'waiting', sender: sender.sender, dailyLimit: rules.dailyLimit });
      if (accepted.data.status !== SendCampaign.sent || accepted.data.campaignId === undefined) throw new RollbackWith(accepted);
      const id = accepted.data.campaignId;
      await markContentKey(trx, id, exampleKeyPrefix + contentKeyOf(test));
      await releaseCampaignLinks(trx, id);
      return null;
    });
    if (refusal === null) return answer(SendExampleCampaign.sent);
    const status = refusal.data.status;
    return answer(status === SendCampaign.notEnoughCredits ? SendExampleCampaign.notEnoughCredits : status === SendCampaign.zeroCredits ? SendExampleCampaign.notEnoughMoney : SendExampleCampaign.error);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    ctx.request.log.error({ err: error }, 'test send failed');
    return answer(SendExampleCampaign.error);
  }
};
