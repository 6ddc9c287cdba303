/**
 * campaigns/send-campaign, the two passes of section 4: with validation on, everything is
 * checked and the summary answered (status 6) by reading only, nothing written; with
 * it off, the same steps commit — the campaign, its recipients, its shipment(s) and the credit
 * reservation in one transaction — and the pipeline sends it when due.
 *
 * Order of the checks (section 8): the text and the destinations, the user's permission, the
 * forbidden words (before any credit is counted), the timing, the sender, the automatic
 * answers (autoReplyChecks.ts); then, with the recipients resolved, the rest
 * (acceptance.ts). Drafts are kept unchecked; an edit replaces
 * the campaign it names in the same transaction; repeating and birthday campaigns keep their
 * schedule and each run is accepted when due.
 *
 * A voice campaign (send-voice-campaign, sendVoiceCampaign.ts) goes the same way with its own
 * content and sender checks (a recording, a calling number): sendChecked below is the one flow.
 */
import type { CampaignsAbTest, CampaignsSendRequest, SendCampaignApiArg, SendCampaignApiResponse } from '../../../contract/campaigns';
import { formatIsraelDateTime } from '../../../domain/israelTime';
import { forbiddenWordsIn, nextSendingTime } from '../../../domain/sendingRules';
import { removeCampaign } from '../../campaigns/store';
import type { Db } from '../../db/database';
import { RollbackWith, transactionOrAnswer } from '../../db/rollbackWith';
import { HttpError } from '../../http/envelope';
import type { AccessSubject } from '../../../domain/access';
import type { Handler, RequestContext } from '../../http/handler';
import type { VoiceSettings } from '../../campaigns/settings';
import { abTestRefusal, bodyForAcceptance, keptAbRequest } from './abTests';
import { autoReplyRefusal } from './autoReplyChecks';
import { acceptRun, keptRequest, refused, type Answer } from './acceptance';
import { sendingOf, type Sending } from './creditsNumber';
import { draftOf, saveDraft } from './drafts';
import { editableCampaign, withdraw } from './edits';
import { acceptRepeating } from './repeating';
import { checkSender, forbiddenWordList, senderRulesOf } from './sendingChecks';
import { timingOf } from './timing';
import { SendCampaign } from '../../../contract/statusCodes';


/**
 * What a channel checks of its own: the content (text: the forbidden words; voice: the
 * recording), then, after the timing, who it comes from (text: the sender and the automatic
 * answers; voice: the calling number). Each answers a refusal, or what acceptance needs.
 */
export interface ChannelChecks {
  content(): Promise<Answer | { voice?: VoiceSettings }>;
  sender(): Promise<Answer | { sender: string }>;
  /** A text campaign's A/B test (abTests.ts), accepted with its split and decision. */
  abTest?: CampaignsAbTest;
}

const isAnswer = (value: object): value is Answer => 'data' in value;

/**
 * What sending needs of its caller: the database, who sends, and a log. A request gives it;
 * so does mail-to-SMS (modules/mailToSms), which sends as the account whose address mailed.
 */
export type SendingContext = Pick<RequestContext, 'db'> & { user: AccessSubject | null; request: { log: { error(detail: object, message: string): void } } };

export const sendCampaign: Handler<SendCampaignApiArg> = async ({ body }, ctx): Promise<SendCampaignApiResponse> => {
  const sending = sendingOf(ctx);
  if (body.isDraft) return saveDraft(ctx.db, sending, body);
  return sendText(ctx, sending, body);
};

/** A text campaign through every check and the acceptance: the composer's send and mail-to-SMS alike. */
export async function sendText(ctx: SendingContext, sending: Sending, request: CampaignsSendRequest): Promise<Answer> {
  const abRefusal = abTestRefusal(request);
  if (abRefusal !== null) return refused(abRefusal);
  const { abTest } = request;
  const body = abTest ? bodyForAcceptance({ ...request, abTest }) : request;
  if (!body.smsContent?.trim()) return refused(SendCampaign.emptyContent);
  let forbidden: string[] = [];
  return sendChecked(ctx, sending, body, {
    abTest,
    async content() {
      // The forbidden words are read once for the message (every variant of a test) and its automatic answers alike.
      forbidden = await forbiddenWordList(ctx.db, sending.userId);
      const forbiddenWords = forbiddenWordsIn(abTest ? abTest.variants.join('\n') : (body.smsContent ?? ''), forbidden);
      return forbiddenWords.length ? refused(SendCampaign.forbiddenText, { forbiddenWords }) : {};
    },
    async sender() {
      const sender = await checkSender(ctx.db, sending.account, body, sending.userId);
      if ('refusal' in sender) return refused(sender.refusal);
      // The automatic answers to replies: well-formed, from a number that receives replies, sendable.
      return autoReplyRefusal(body, ctx.user!, forbidden) ?? sender;
    },
  });
}

/** The checks and acceptance every channel shares, in section 8's order, around the channel's own. */
export async function sendChecked(ctx: SendingContext, sending: Sending, body: CampaignsSendRequest, checks: ChannelChecks): Promise<Answer> {
  const { account, now } = sending;
  if (!body.destinations?.length && !body.phones?.length) return refused(SendCampaign.noDestinations);
  const rules = await senderRulesOf(ctx.db, sending.userId);
  if (rules.blocked) return refused(SendCampaign.noPermission);
  const content = await checks.content();
  if (isAnswer(content)) return content;
  const { voice } = content;
  const timing = timingOf(body, now);
  if (!timing) return refused(SendCampaign.invalidTiming);
  const sender = await checks.sender();
  if (isAnswer(sender)) return sender;

  // The campaign this one replaces: a draft being sent, or a campaign being edited.
  let draft: { id: number } | null = null;
  let edited: Awaited<ReturnType<typeof editableCampaign>> | null = null;
  if (body.campaignId !== undefined && body.updateType !== 'duplicate') {
    draft = await draftOf(ctx.db, account, body.campaignId);
    if (!draft) {
      edited = await editableCampaign(ctx.db, account, body.campaignId, now);
      if ('refusal' in edited) return refused(edited.refusal);
    }
  }
  const replace = async (trx: Db) => {
    if (draft) await removeCampaign(trx, draft.id);
    if (edited && !('refusal' in edited)) await withdraw(trx, account, edited, sending.userId, now);
  };

  try {
    if (timing.kind === 'repeat') {
      const answer = await acceptRepeating(ctx.db, sending, body, { schedule: timing.schedule, first: timing.first, sender: sender.sender, held: !rules.canSend, voice }, replace);
      return draft && answer.data.status === SendCampaign.sent ? { data: { ...answer.data, status: SendCampaign.draftSent } } : answer;
    }
    // Outside the permitted hours the campaign is kept and goes at the next opening (status 7).
    const start = nextSendingTime(rules.hours, timing.start);
    if (start === null) return refused(SendCampaign.noPermission);
    const postponed = start > timing.start;
    const status = !rules.canSend ? 'held' : start > now ? 'future' : 'waiting';
    const options = { start, status, sender: sender.sender, dailyLimit: rules.dailyLimit, request: keptRequest(keptAbRequest(body, checks.abTest)), voice, abTest: checks.abTest } as const;
    // The validation pass only reads (acceptRun): no transaction, nothing to undo.
    if (body.validation) return await acceptRun(ctx.db, sending, body, options);
    // A refusal found inside must also undo what was written before it (the campaign, its recipients).
    const run = async (trx: Db) => {
      await replace(trx);
      const answer = await acceptRun(trx, sending, body, options);
      if (answer.data.status !== SendCampaign.sent) throw new RollbackWith(answer);
      return answer;
    };
    const answer = await transactionOrAnswer<Answer, Answer>(ctx.db, run);
    if (answer.data.status !== SendCampaign.sent) return answer;
    const outcome = !rules.canSend ? SendCampaign.savedWithoutPermission : postponed ? SendCampaign.outsideHours : draft ? SendCampaign.draftSent : SendCampaign.sent;
    return { data: { ...answer.data, status: outcome, ...(postponed ? { allowedFrom: formatIsraelDateTime(start) } : {}) } };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    ctx.request.log.error({ err: error }, 'campaign could not be saved');
    return refused(SendCampaign.saveError);
  }
}
