/**
 * One SMS back to one phone from the number a campaign went from: an automatic answer to a
 * reply (modules/autoReply) and an answer written in the shipment's chat (modules/chat) both go
 * this way. It is accepted like any send (acceptRun: blacklist, length, credits reserved, then
 * made, dispatched and billed per part by the pipeline) as a small campaign of its own, whose
 * content key carries the answer's prefix so that a later reply still belongs to the campaign
 * answered (messaging/repliedCampaign.ts), never to the answer.
 */
import type { CampaignsSendRequest } from '../../../contract/campaigns';
import { SendCampaign } from '../../../contract/statusCodes';
import { nextSendingTime } from '../../../domain/sendingRules';
import { parseCampaignSettings, type KeptRequest } from '../../campaigns/settings';
import { markContentKey } from '../../campaigns/store';
import type { Db } from '../../db/database';
import { acceptRun, contentKeyOf } from './acceptance';
import { checkSender, senderRulesOf } from './sendingChecks';

export interface AnsweredCampaign {
  id: number;
  account_id: number;
  user_id: number;
  name: string;
  settings: string;
}

export interface Answer {
  /** Who answers: the campaign's sender for an automatic answer, the chat's user for a chat answer. */
  userId: number;
  phone: string;
  text: string;
  /** The answer campaign's name: the campaign's, with this after it. */
  nameSuffix: string;
  /** The answer's content-key prefix (messaging/repliedCampaign.ts answerKeyPrefixes). */
  keyPrefix: string;
  now: number;
  host: string;
}

/** SendCampaign's status (sent with the answer campaign's id, or the refusal); writes nothing when refused. */
export async function sendAnswer(tx: Db, campaign: AnsweredCampaign, request: KeptRequest, answer: Answer): Promise<{ status: number; campaignId?: number }> {
  const rules = await senderRulesOf(tx, answer.userId);
  if (rules.blocked || !rules.canSend) return { status: SendCampaign.noPermission };
  // The number the campaign went from must still be the account's attached number.
  const sender = await checkSender(tx, campaign.account_id, { sourceType: request.sourceType, sourceNumber: request.sourceNumber }, answer.userId);
  if ('refusal' in sender) return { status: sender.refusal };
  // Outside the user's permitted hours the answer waits for the next opening, like any send.
  const start = nextSendingTime(rules.hours, answer.now);
  if (start === null) return { status: SendCampaign.noPermission };
  const body: CampaignsSendRequest = { campaign_name: `${campaign.name} ${answer.nameSuffix}`, smsContent: answer.text, phones: [answer.phone], destinations: [], unsubscribeOption: 0, validation: false };
  const sending = { account: campaign.account_id, userId: answer.userId, now: answer.now, host: parseCampaignSettings(campaign.settings).host ?? answer.host };
  // `repeating`: an answer is not refused as "the same message within the hour" (each is to one phone).
  const accepted = await acceptRun(tx, sending, body, { start, status: start > answer.now ? 'future' : 'waiting', sender: sender.sender, dailyLimit: rules.dailyLimit, repeating: true });
  const id = accepted.data.campaignId;
  if (accepted.data.status !== SendCampaign.sent || id === undefined) return { status: accepted.data.status };
  await markContentKey(tx, id, answer.keyPrefix + contentKeyOf(body));
  return { status: SendCampaign.sent, campaignId: id };
}
