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
import { parseCampaignSettings, type KeptRequest } from '../../campaigns/settings';
import type { Db } from '../../db/database';
import type { RecordedReply } from '../../messaging/hooks';
import { autoReplyKeyPrefix } from '../../messaging/repliedCampaign';
import { sendAnswer } from '../campaigns/answerSend';
import { receivesReplies } from '../campaigns/autoReplyChecks';
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
    const smsContent = await answerTextFor(tx, campaign, reply.phone, answer);
    const sent = await sendAnswer(tx, campaign, request, { userId: campaign.user_id, phone: reply.phone, text: smsContent, nameSuffix: '(auto reply)', keyPrefix: autoReplyKeyPrefix, now, host: options.host });
    const id = sent.campaignId;
    if (sent.status !== SendCampaign.sent || id === undefined) return { keep: false, value: { status: sent.status, answerCampaignId: null } };
    return { keep: true, value: { status: SendCampaign.sent as number, answerCampaignId: id as number | null } };
  }).catch(() => ({ status: SendCampaign.saveError as number, answerCampaignId: null }));
  await tx.updateTable('auto_replies').set({ status: outcome.status, answer_campaign_id: outcome.answerCampaignId }).where('id', '=', taken.id).execute();
}
