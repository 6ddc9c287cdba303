/**
 * whatsapp/create-campaign-wa/{campaignId}: a WhatsApp template campaign, in the two passes of
 * the SMS composer (sendCampaign.ts): validate=true checks everything by reading only and
 * answers the estimate (status 3); validate=false commits the campaign (kind 'whatsapp'), its
 * recipients, its shipment and the reservation from the 'whatsapp' balance in one transaction,
 * and the pipeline sends it in its own lane (messaging/whatsapp/desk.ts) when due.
 *
 * Recipients are found exactly as the SMS composer finds them (campaigns/recipients.ts: lists,
 * contacts, pasted and uploaded numbers, blacklist, filters); each costs one message credit.
 * The variables are the template's {{1}}..{{n}} values; a list field in [brackets] is filled per
 * recipient by the composer's dynamic-field rules (messaging/whatsapp/sending/templateMessage.ts).
 * campaignId -1 makes a new campaign; another id replaces that campaign of the account while it
 * may still change (campaigns/edits.ts rules), its reservation given back in the same transaction.
 */
import { createHash } from 'node:crypto';
import type { CreateWhatsappCampaignApiArg, CreateWhatsappCampaignApiResponse, WhatsAppCampaignRequest, WhatsAppTemplate } from '../../../../contract/whatsapp';
import { CreateWhatsappCampaign } from '../../../../contract/statusCodes';
import { futureStartProblem } from '../../../../domain/campaignTiming';
import { formatIsraelDateTime, parseIsraelDateTime } from '../../../../domain/israelTime';
import { nextSendingTime } from '../../../../domain/sendingRules';
import { acceptCampaign, openCampaign, removeCampaign } from '../../../campaigns/store';
import type { Db } from '../../../db/database';
import { RollbackWith, transactionOrAnswer } from '../../../db/rollbackWith';
import { HttpError, notFound } from '../../../http/envelope';
import type { Handler, RequestContext } from '../../../http/handler';
import { refundCredits, reserveCredits } from '../../../messaging/credits';
import { billingFiguresOfAccount, whatsAppCreditsAt, whatsAppCreditsOfAccount } from '../../../pricing/accountPrices';
import type { Campaign } from '../../../../contract/campaigns';
import { fieldTitles, sendingOf, type Sending } from '../../campaigns/creditsNumber';
import { editableCampaign } from '../../campaigns/edits';
import { resolveRecipients, type RecipientChoice } from '../../campaigns/recipients';
import { previewRecipients } from '../../campaigns/recipientsPreview';
import { quietHoursNotice } from '../../campaigns/quietHoursNotice';
import { senderRulesOf } from '../../campaigns/sendingChecks';
import { cloudApiOf } from '../numbers/store';
import { whatsappMediaOf } from '../numbers/media';
import { templateForbiddenWords } from '../templates/forbiddenTemplateText';
import { campaignSource, overDailyRecipients, type CampaignSource } from './campaignSource';

type Answer = { data: NonNullable<CreateWhatsappCampaignApiResponse['data']> };
const refused = (status: number): Answer => ({ data: { status } });
const hourMs = 3_600_000;

export const recipientChoiceOfWhatsApp = (body: Pick<WhatsAppCampaignRequest, 'destinations' | 'contactListsFiltering' | 'temporaryBlacklistDays'>): RecipientChoice => ({
  destinations: body.destinations ?? [],
  contactListsFiltering: body.contactListsFiltering,
  temporaryBlacklistDays: body.temporaryBlacklistDays,
});

/** The same template with the same values to the same destinations: what "the same message in the last hour" compares. */
const contentKeyOf = (body: WhatsAppCampaignRequest): string =>
  createHash('sha256')
    .update(JSON.stringify(['whatsapp', body.sourcePhone, body.templateId, body.variables ?? [], [...body.destinations].map((d) => `${d.type}:${d.id ?? d.upload_id ?? d.phone}`).sort()]))
    .digest('hex');

/** The list titles [fields] are read by: the first chosen list's, as the SMS composer does. */
const titlesOf = (db: Db, body: WhatsAppCampaignRequest): Promise<string[]> => fieldTitles(db, { destinations: body.destinations } satisfies Campaign);

async function balanceOf(db: Db, account: number): Promise<number> {
  const row = await db.selectFrom('balances').select('amount').where('user_id', '=', account).where('service', '=', 'whatsapp').executeTakeFirst();
  return Number(row?.amount ?? 0);
}

/** A media header's file, uploaded to Meta once for the whole campaign; null when the template has none; 'missing' when it needs one. */
async function headerOf(ctx: RequestContext, source: CampaignSource, account: number, headerFile: string | undefined): Promise<{ type: 'image' | 'video' | 'document'; mediaId: string } | null | 'missing'> {
  const type = source.content.header;
  if (type !== 'image' && type !== 'video' && type !== 'document') return null;
  const hash = headerFile ?? source.content.headerSample;
  if (!hash) return 'missing';
  const media = await whatsappMediaOf(ctx.db, account, hash);
  const uploaded = await cloudApiOf(ctx).uploadMedia(source.number.phone_number_id!, { data: Buffer.from(media.data), mimeType: media.mime_type, fileName: media.original_name });
  return uploaded.ok ? { type, mediaId: uploaded.mediaId } : 'missing';
}

export const createWhatsappCampaign: Handler<CreateWhatsappCampaignApiArg> = async ({ campaignId, body }, ctx): Promise<CreateWhatsappCampaignApiResponse> => {
  const sending = sendingOf(ctx);
  const { account, now } = sending;
  // The campaign this one replaces: the account's WhatsApp campaign, while it may still change.
  let replaced: { id: number; refund: number } | null = null;
  if (campaignId !== -1) {
    const kind = await ctx.db.selectFrom('campaigns').select('kind').where('id', '=', campaignId).where('account_id', '=', account).executeTakeFirst();
    if (kind?.kind !== 'whatsapp') throw notFound();
    const editable = await editableCampaign(ctx.db, account, campaignId, now);
    if ('refusal' in editable) return refused(CreateWhatsappCampaign.cannotChange);
    replaced = editable;
  }
  if (!body.destinations?.length) return refused(CreateWhatsappCampaign.noDestinations);
  const checked = await campaignSource(ctx.db, account, body.sourcePhone, body.templateId, body.variables ?? []);
  if (!checked.ok) return refused(checked.status);
  const { source } = checked;
  if ((await templateForbiddenWords(ctx.db, sending.userId, source.content, body.variables ?? [])).length) return refused(CreateWhatsappCampaign.forbiddenText);

  const asked = body.isFuture ? parseIsraelDateTime(body.startDate ?? '') : now;
  if (asked === null || (body.isFuture && futureStartProblem(asked, now))) return refused(CreateWhatsappCampaign.startTooSoon);
  const rules = await senderRulesOf(ctx.db, sending.userId);
  if (rules.blocked) return refused(CreateWhatsappCampaign.error);
  // Outside the user's permitted hours it is kept and goes at the next opening (status 4).
  const start = nextSendingTime(rules.hours, asked);
  if (start === null) return refused(CreateWhatsappCampaign.error);
  const choice = recipientChoiceOfWhatsApp(body);

  if (body.validate !== false) {
    const preview = await previewRecipients(ctx.db, account, choice, now);
    const recipients = preview.counts.recipients;
    if (recipients === 0) return refused(preview.counts.gathered === 0 ? CreateWhatsappCampaign.noDestinations : CreateWhatsappCampaign.allFiltered);
    if (await overDailyRecipients(ctx.db, source.number, recipients, now)) return refused(CreateWhatsappCampaign.dailyLimit);
    const needed = recipients * (await whatsAppCreditsOfAccount(ctx.db, account));
    const balance = await balanceOf(ctx.db, account) + (replaced?.refund ?? 0);
    if (balance < needed) return { data: { status: CreateWhatsappCampaign.notEnough, recipients, creditsNeeded: needed, creditsLeft: balance } };
    // Who will wait for their quiet hours when it is due, as the SMS composer's summary tells
    // (the same rules its messages are made by; a WhatsApp campaign has no unsubscribe option,
    // so it is not advertising for the rest days).
    const quietHours = await quietHoursNotice(ctx.db, sending, { count: recipients, abroad: await preview.abroad() }, { due: start });
    return { data: { status: CreateWhatsappCampaign.readyToSend, recipients, creditsNeeded: needed, creditsLeft: balance - needed, ...(quietHours ? { quietHours } : {}) } };
  }

  try {
    const header = await headerOf(ctx, source, account, body.headerFile);
    if (header === 'missing') return refused(CreateWhatsappCampaign.error);
    const titles = await titlesOf(ctx.db, body);
    const answer = await transactionOrAnswer<Answer, Answer>(ctx.db, (trx) => accept(trx, sending, body, { source, titles, header, start, choice, replaced }));
    const { status } = answer.data;
    if (status !== CreateWhatsappCampaign.sent) return answer;
    const outcome = start > asked ? CreateWhatsappCampaign.outsidePermittedHours : start > now ? CreateWhatsappCampaign.scheduled : CreateWhatsappCampaign.sent;
    return { data: { ...answer.data, status: outcome } };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    ctx.request.log.error({ err: error }, 'whatsapp campaign could not be saved');
    return refused(CreateWhatsappCampaign.error);
  }
};

interface Accepting {
  source: CampaignSource;
  titles: string[];
  header: { type: 'image' | 'video' | 'document'; mediaId: string } | null;
  start: number;
  choice: RecipientChoice;
  replaced: { id: number; refund: number } | null;
}

/** The campaign, its recipients, its shipment and its reservation, in the caller's transaction; a refusal undoes it all. */
async function accept(trx: Db, sending: Sending, body: WhatsAppCampaignRequest, a: Accepting): Promise<Answer> {
  const { account, now, userId } = sending;
  const fail = (status: number): never => {
    throw new RollbackWith(refused(status));
  };
  if (a.replaced) {
    if (a.replaced.refund > 0) await refundCredits(trx, { account, service: 'whatsapp', amount: a.replaced.refund, reason: 'campaign.edit', reference: String(a.replaced.id), userId, now });
    await removeCampaign(trx, a.replaced.id);
  }
  const contentKey = contentKeyOf(body);
  const recent = await trx.selectFrom('campaigns').select('id').where('account_id', '=', account).where('content_key', '=', contentKey).where('created_at', '>=', now - hourMs).where('status', '!=', 'draft').executeTakeFirst();
  if (recent) fail(CreateWhatsappCampaign.sameMessageLastHour);
  const { number, template, content } = a.source;
  const name = body.campaign_name?.trim() || formatIsraelDateTime(now);
  const id = await openCampaign(trx, { account, userId, name, content: (content as WhatsAppTemplate).body ?? '', sender: number.phone, kind: 'whatsapp', now });
  const counts = await resolveRecipients(trx, account, id, a.choice, now);
  if (counts.recipients === 0) fail(counts.gathered === 0 ? CreateWhatsappCampaign.noDestinations : CreateWhatsappCampaign.allFiltered);
  if (await overDailyRecipients(trx, number, counts.recipients, now)) fail(CreateWhatsappCampaign.dailyLimit);
  // The price list's WhatsApp rate now, kept in the campaign: its messages are billed by it later.
  const figures = await billingFiguresOfAccount(trx, account);
  const credits = counts.recipients * whatsAppCreditsAt(figures);
  const reservation = await reserveCredits(trx, { account, service: 'whatsapp', amount: credits, reason: 'campaign.reserve', reference: String(id), userId, now });
  if (!reservation.ok) fail(CreateWhatsappCampaign.notEnough);
  await acceptCampaign(trx, id, {
    account,
    name,
    sender: number.phone,
    status: a.start > now ? 'future' : 'waiting',
    parentId: null,
    schedule: { kind: a.start > now ? 'future' : 'now', start: a.start, packets: null },
    settings: {
      fieldTitles: a.titles,
      billingFigures: figures,
      whatsapp: {
        numberId: number.id,
        phoneNumberId: number.phone_number_id!,
        templateId: template.id,
        templateName: template.name,
        language: template.language,
        body: content.body ?? '',
        variables: body.variables ?? [],
        ...(a.header ? { header: a.header } : {}),
      },
    },
    contentKey,
    recipients: counts.recipients,
    creditsReserved: credits,
    shipments: [{ from: 1, to: counts.recipients, at: a.start }],
    now,
  });
  return { data: { status: CreateWhatsappCampaign.sent, campaignId: id, recipients: counts.recipients, creditsNeeded: credits, creditsLeft: reservation.ok ? reservation.balanceAfter : 0 } };
}
