/**
 * Answering a reply, inside the transaction that records it (receipts.ts onIncoming): when the
 * campaign replied to has automatic answers and the reply matches one, the answer goes back
 * to that phone from the campaign's number as a small campaign of its own, accepted like any
 * send (acceptRun: blacklist, credits reserved, then made, dispatched and billed per part by
 * the pipeline), its content key marked 'autoReply:'.
 *
 * Once per recipient per campaign: the auto_replies row (unique campaign_id + phone) is taken
 * first, so a second reply, or the SMSC handing the same reply again, answers nothing. The
 * row keeps the outcome, a refusal too (no credits, blacklisted, sender withdrawn): a refused
 * answer is not tried again on the next reply. A refused answer's writes are undone by a
 * savepoint (plain SQL both databases share), so the reply itself is always recorded.
 *
 * The answer goes with the replier's own dynamic fields filled (answerText.ts), and is
 * measured as filled: one too long for this replier is refused -14 like a message (acceptRun),
 * kept as the row's outcome; send-campaign refused only what is too long for anyone
 * (campaigns/autoReplyChecks.ts).
 */
import { sql } from 'kysely';
import type { CampaignsSendRequest } from '../../../contract/campaigns';
import { nextSendingTime } from '../../../domain/sendingRules';
import { parseCampaignSettings, type KeptRequest } from '../../campaigns/settings';
import { markContentKey } from '../../campaigns/store';
import type { Db } from '../../db/database';
import type { RecordedReply } from '../../messaging/hooks';
import { autoReplyKeyPrefix } from '../../messaging/repliedCampaign';
import { acceptRun, contentKeyOf } from '../campaigns/acceptance';
import { receivesReplies } from '../campaigns/autoReplyChecks';
import { checkSender, senderRulesOf } from '../campaigns/sendingChecks';
import { answerFor, autoRepliesOf, rulesOf } from '../../../domain/autoReplies';
import { answerTextFor } from './answerText';
import { SendCampaign } from '../../../contract/statusCodes';


/** The composer's request the campaign keeps; a run of a repeating campaign keeps it on its parent. */
async function requestOf(db: Db, campaign: { settings: string; parent_id: number | null }): Promise<KeptRequest | undefined> {
  const own = parseCampaignSettings(campaign.settings).request;
  if (own || campaign.parent_id === null) return own;
  const parent = await db.selectFrom('campaigns').select('settings').where('id', '=', campaign.parent_id).executeTakeFirst();
  return parent ? parseCampaignSettings(parent.settings).request : undefined;
}

/** Runs `work` so that what it wrote is undone when it answers false or throws; the rest of the transaction stays. */
async function underSavepoint<T>(tx: Db, work: () => Promise<{ keep: boolean; value: T }>): Promise<T> {
  await sql`savepoint auto_reply`.execute(tx);
  try {
    const { keep, value } = await work();
    if (!keep) await sql`rollback to savepoint auto_reply`.execute(tx);
    await sql`release savepoint auto_reply`.execute(tx);
    return value;
  } catch (error) {
    await sql`rollback to savepoint auto_reply`.execute(tx);
    await sql`release savepoint auto_reply`.execute(tx);
    throw error;
  }
}

/** Answers the reply when it should be; `tx` is the transaction recording it. */
export async function answerReply(tx: Db, reply: RecordedReply, options: { now: number; host: string }): Promise<void> {
  // Unsubscribing is never answered: the number was just blacklisted.
  if (reply.is_unsubscribe || reply.account_id === null || reply.campaign_id === null) return;
  const campaign = await tx
    .selectFrom('campaigns')
    .select(['id', 'account_id', 'user_id', 'name', 'settings', 'parent_id'])
    .where('id', '=', reply.campaign_id)
    .where('account_id', '=', reply.account_id)
    .executeTakeFirst();
  if (!campaign) return;
  const request = await requestOf(tx, campaign);
  const answer = answerFor(rulesOf(autoRepliesOf(request)), reply.text);
  if (answer === null || !request || !receivesReplies(request)) return;

  const { now } = options;
  const taken = await tx
    .insertInto('auto_replies')
    .values({ campaign_id: campaign.id, account_id: campaign.account_id, phone: reply.phone, incoming_id: reply.id, status: 0, answer_campaign_id: null, created_at: now })
    .onConflict((oc) => oc.columns(['campaign_id', 'phone']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!taken) return;

  const outcome = await underSavepoint(tx, async () => {
    const refusal = (status: number) => ({ keep: false, value: { status, answerCampaignId: null } });
    const rules = await senderRulesOf(tx, campaign.user_id);
    if (rules.blocked || !rules.canSend) return refusal(SendCampaign.noPermission);
    // The number the campaign went from must still be the account's attached number.
    const sender = await checkSender(tx, campaign.account_id, { sourceType: request.sourceType, sourceNumber: request.sourceNumber }, campaign.user_id);
    if ('refusal' in sender) return refusal(sender.refusal);
    // Outside the user's permitted hours the answer waits for the next opening, like any send.
    const start = nextSendingTime(rules.hours, now);
    if (start === null) return refusal(SendCampaign.noPermission);
    const smsContent = await answerTextFor(tx, campaign, reply.phone, answer);
    const body: CampaignsSendRequest = { campaign_name: `${campaign.name} (auto reply)`, smsContent, phones: [reply.phone], destinations: [], unsubscribeOption: 0, validation: false };
    const sending = { account: campaign.account_id, userId: campaign.user_id, now, host: parseCampaignSettings(campaign.settings).host ?? options.host };
    // `repeating`: an answer is not refused as "the same message within the hour" (each is to one phone, once).
    const accepted = await acceptRun(tx, sending, body, { start, status: start > now ? 'future' : 'waiting', sender: sender.sender, dailyLimit: rules.dailyLimit, repeating: true });
    const id = accepted.data.campaignId;
    if (accepted.data.status !== SendCampaign.sent || id === undefined) return refusal(accepted.data.status);
    await markContentKey(tx, id, autoReplyKeyPrefix + contentKeyOf(body));
    return { keep: true, value: { status: SendCampaign.sent as number, answerCampaignId: id as number | null } };
  }).catch(() => ({ status: SendCampaign.saveError as number, answerCampaignId: null }));
  await tx.updateTable('auto_replies').set({ status: outcome.status, answer_campaign_id: outcome.answerCampaignId }).where('id', '=', taken.id).execute();
}
