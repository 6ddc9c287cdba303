/**
 * campaigns/get-campaign-credits-number: the estimate the composer shows before sending. It
 * finds the recipients by the same sources and rules as sending (recipientsPreview.ts), by
 * reading only, so the figure is the real one and nothing is written.
 */
import type { Campaign, GetCampaignCreditsNumberApiArg, GetCampaignCreditsNumberApiResponse } from '../../../contract/campaigns';
import { usesCoupon } from '../../../domain/coupons';
import type { BillingFigures } from '../../../domain/messageParts';
import { billingFiguresOfAccount, callCreditsAt } from '../../pricing/accountPrices';
import { openCampaign } from '../../campaigns/store';
import type { Db } from '../../db/database';
import { accountOf } from '../../http/account';
import { HttpError } from '../../http/envelope';
import type { Handler, RequestContext } from '../../http/handler';
import { permissionHolderOf } from '../auth/queries';
import { parseHeaders } from '../contacts/lists';
import { linkBaseOf, publicHostOf } from '../links/base';
import { campaignLinksPreview, takeCampaignLinks } from '../links/store';
import { estimateCost, type CostEstimate } from './estimate';
import { resolveRecipients, type RecipientChoice, type RecipientCounts } from './recipients';
import type { QuietHours } from '../../../domain/quietHours';
import { quietHoursNotice } from './quietHoursNotice';
import { timingOf } from './timing';
import { previewRecipients, storedRecipients, type RecipientsPreview } from './recipientsPreview';
import { GetCampaignCreditsNumber } from '../../../contract/statusCodes';


/** The titles the message's [fields] name: the composer's, or the first chosen list's. */
export async function fieldTitles(db: Db, campaign: Campaign): Promise<string[]> {
  if (campaign.dynamicHeaders?.length) return campaign.dynamicHeaders;
  const firstList = campaign.destinations?.find((d) => d.type === 'cl')?.id;
  if (firstList === undefined) return [];
  const row = await db.selectFrom('contact_lists').select('headers').where('id', '=', firstList).executeTakeFirst();
  return row ? parseHeaders(row.headers) : [];
}

export interface CampaignEstimate {
  /** The campaign row the recipients hang on: scratch, unless the caller keeps it. */
  campaignId: number;
  counts: RecipientCounts;
  cost: CostEstimate;
  /** The titles the message's [fields] were filled by; sending must use the same. */
  titles: string[];
  /** The figures the cost was measured by; the messages are billed by the same (settings.billingFigures). */
  figures: BillingFigures;
}


/** Who sends and when: a signed-in request, or a repeating campaign's run with its owner. */
export interface Sending {
  account: number;
  userId: number;
  now: number;
  /** The product's host in short links (PUBLIC_HOST or the request's; links/base.ts). */
  host: string;
  /** The quiet hours of brands without their own (config.quietHoursDefault), for the quiet-hours notice. */
  quietHoursDefault?: QuietHours;
}

export const sendingOf = (ctx: RequestContext): Sending => ({ account: accountOf(ctx.user!), userId: ctx.user!.userId, now: ctx.now(), host: publicHostOf(ctx), quietHoursDefault: ctx.config.quietHoursDefault });

/**
 * What else an estimate needs: a birthday campaign's run, or a voice campaign's call price. A
 * voice campaign has the same recipients as a text one, but no text: no short links, no parts;
 * each call costs its units (domain/voice.ts callUnits).
 */
export interface EstimateExtra extends Pick<RecipientChoice, 'birthday'> {
  voice?: { unitsPerCall: number };
}

/** Calls × units at the price list's voice rate: what a voice campaign's recipients cost, in a text estimate's shape. */
const callsCost = (recipients: number, unitsPerCall: number, figures: BillingFigures): CostEstimate => ({
  credits: recipients * callCreditsAt(unitsPerCall, figures),
  parts: unitsPerCall,
  totalParts: recipients * unitsPerCall,
  messageLength: 0,
  encoding: 'gsm7',
  tooLong: false,
  maxLength: 0,
});

/** Recipients and cost of a campaign not yet saved, in the caller's transaction (a scratch row holds them). */
export async function estimateCampaign(trx: Db, sending: Sending, campaign: Campaign, extra: EstimateExtra = {}): Promise<CampaignEstimate> {
  const { account, now } = sending;
  const { voice, ...choice } = extra;
  const campaignId = await openCampaign(trx, { account, userId: sending.userId, name: campaign.campaign_name ?? '', content: voice ? '' : (campaign.smsContent ?? ''), sender: campaign.sourceNumber ?? '', kind: voice ? 'voice' : 'sms', now });
  const counts = await resolveRecipients(trx, account, campaignId, { ...recipientChoiceOf(campaign), ...choice }, now);
  const figures = await billingFiguresOfAccount(trx, account);
  if (voice) return { campaignId, counts, cost: callsCost(counts.recipients, voice.unitsPerCall, figures), titles: [], figures };
  const titles = await fieldTitles(trx, campaign);
  // The campaign takes its short links here, in the transaction that writes it (links/store.ts).
  const content = campaign.smsContent ?? '';
  const linkBase = linkBaseOf(sending.host);
  const coupon = usesCoupon(campaign.coupon);
  const { personalLinks } = await takeCampaignLinks(trx, { account, campaignId, content, unsubscribeOption: campaign.unsubscribeOption, coupon, base: linkBase, now });
  // The sender's rights as they are now (a repeating campaign's run too): permission 42, or a system group, allows 1,005 characters.
  const sender = await permissionHolderOf(trx, sending.userId);
  const cost = await estimateCost(storedRecipients(trx, campaignId), { content, unsubscribeOption: campaign.unsubscribeOption, coupon, titles, personalLinks, linkBase, sender, figures });
  return { campaignId, counts, cost, titles, figures };
}

/** The same estimate by reading only: nothing is written, so nothing is undone (the validation pass, the composer's estimate). */
export async function previewCampaign(db: Db, sending: Sending, campaign: Campaign, extra: EstimateExtra = {}): Promise<Omit<CampaignEstimate, 'campaignId'> & Pick<RecipientsPreview, 'abroad'>> {
  const { account, now } = sending;
  const { voice, ...choice } = extra;
  const preview = await previewRecipients(db, account, { ...recipientChoiceOf(campaign), ...choice }, now);
  const figures = await billingFiguresOfAccount(db, account);
  const { abroad } = preview;
  if (voice) return { counts: preview.counts, cost: callsCost(preview.counts.recipients, voice.unitsPerCall, figures), titles: [], figures, abroad };
  const titles = await fieldTitles(db, campaign);
  const content = campaign.smsContent ?? '';
  const linkBase = linkBaseOf(sending.host);
  const coupon = usesCoupon(campaign.coupon);
  const { personalLinks } = await campaignLinksPreview(db, { account, content, now });
  const sender = await permissionHolderOf(db, sending.userId);
  const cost = await estimateCost(preview.recipients, { content, unsubscribeOption: campaign.unsubscribeOption, coupon, titles, personalLinks, linkBase, sender, figures });
  return { counts: preview.counts, cost, titles, figures, abroad };
}

/** Who the campaign goes to, as the composer chose. */
export const recipientChoiceOf = (campaign: Campaign): RecipientChoice => ({
  destinations: campaign.destinations ?? [],
  phones: campaign.phones,
  temporaryBlacklistDays: campaign.temporaryBlacklistDays,
  contactListsFiltering: campaign.contactListsFiltering,
  campaignsFiltering: campaign.campaignsFiltering,
  overseasFiltering: campaign.overseasFiltering,
});

export const getCampaignCreditsNumber: Handler<GetCampaignCreditsNumberApiArg> = async ({ body }, ctx): Promise<GetCampaignCreditsNumberApiResponse> => {
  const account = accountOf(ctx.user!);
  try {
    const sending = sendingOf(ctx);
    const { counts, cost, abroad } = await previewCampaign(ctx.db, sending, body);
    const balance = await ctx.db.selectFrom('balances').select('amount').where('user_id', '=', account).where('service', '=', 'sms').executeTakeFirst();
    // Due at its start (or first run); an invalid timing is the send's own refusal, so now here.
    const timing = timingOf({ ...body, validation: true }, sending.now);
    const due = timing === null ? sending.now : timing.kind === 'once' ? timing.start : timing.first;
    const quietHours = await quietHoursNotice(ctx.db, sending, { count: counts.recipients, abroad: await abroad() }, { unsubscribeOption: body.unsubscribeOption, due });
    return { data: { status: GetCampaignCreditsNumber.calculated, credits: cost.credits, recipients: counts.recipients, parts: cost.parts, remaining: Number(balance?.amount ?? 0), ...(quietHours ? { quietHours } : {}) } };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    ctx.request.log.warn({ err: error }, 'credit estimate failed');
    return { data: { status: GetCampaignCreditsNumber.calculationError } };
  }
};
