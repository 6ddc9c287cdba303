/**
 * Making a shipment's message rows, a chunk of recipients at a time: each recipient's text
 * with its dynamic fields filled, its network parts and its credits. The rows and the
 * shipment's made_to move in one transaction, and (shipment_id, seq) is unique with
 * "on conflict do nothing", so a crash anywhere resumes at made_to and never makes a row twice.
 */
import { messageCost } from '../../domain/messageParts';
import { callCreditsAt, whatsAppCreditsAt } from '../pricing/accountPrices';
import { internationalPhone } from '../../domain/phones';
import { billingFiguresOf, parseCampaignSettings, shipmentContent, type CampaignSettings } from '../campaigns/settings';
import { markSending, shipmentMade } from '../campaigns/store';
import type { Db } from '../db/database';
import type { BalanceService } from '../db/schema';
import { sendingHooks } from './hooks';
import { quietHoursOfAccount, quietWaits } from './quietHours';
import { messageComposer } from '../../domain/messageText';
import { noQuietHours, type QuietHours } from '../../domain/quietHours';
import { CallStatus } from './voice/types';
import { whatsAppBodyFiller } from './whatsapp/sending/templateMessage';

export interface SendingCampaign {
  id: number;
  accountId: number;
  sender: string;
  content: string;
  service: BalanceService;
  /** As acceptance wrote them (campaigns/settings.ts). */
  settings: CampaignSettings;
  /** Its account's brand's quiet hours when it was loaded: what its retries and redials keep (quietHours.ts queuedAgainAt). */
  quietHours: QuietHours;
}

/** `quietHoursDefault`: the installation's (config.quietHoursDefault), for a brand without its own. */
export async function loadCampaign(db: Db, id: number, quietHoursDefault: QuietHours = noQuietHours): Promise<SendingCampaign | null> {
  const row = await db.selectFrom('campaigns').select(['id', 'account_id', 'sender', 'content', 'settings', 'kind']).where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  // A voice campaign's messages are calls, a WhatsApp one's are template sends: each its lane, its provider and its balance.
  const service: BalanceService = row.kind === 'voice' ? 'voice' : row.kind === 'whatsapp' ? 'whatsapp' : 'sms';
  const quietHours = await quietHoursOfAccount(db, row.account_id, quietHoursDefault);
  return { id: row.id, accountId: row.account_id, sender: row.sender, content: row.content, service, settings: parseCampaignSettings(row.settings), quietHours };
}

export interface ShipmentToMake {
  id: number;
  campaign_id: number;
  account_id: number;
  seq_from: number;
  seq_to: number;
  made_to: number;
}

const insertBatch = 400;

/** Makes the next chunk; answers the shipment's made_to after it (unchanged when it was all made). */
export async function makeNextChunk(db: Db, shipment: ShipmentToMake, campaign: SendingCampaign, chunkSize: number, now: number, quietHoursDefault: QuietHours = noQuietHours): Promise<number> {
  // The same composition the estimate measured, with each recipient's own short links (the
  // campaign's personal links and its unsubscribe link, option 3), or the reply line (option 2;
  // acceptance made sure the campaign goes from an attached number that receives the reply).
  const hooks = sendingHooks();
  const links = await hooks.campaignLinkBook(db, campaign.id);
  const option = campaign.settings.unsubscribeOption;
  const composerOf = (content: string) => messageComposer({
    content,
    titles: (campaign.settings.fieldTitles ?? []).map((t) => t ?? ''),
    personalLinks: links.personalLinks,
    // A campaign accepted with option 3 always has its link (takeCampaignLinks); without one an
    // empty line would be billed and sent, so none is added.
    unsubscribeOption: option === 3 && links.hasUnsubscribe ? 3 : option === 2 ? 2 : undefined,
    // The coupon link exists exactly when the campaign was accepted with a coupon.
    coupon: links.hasCoupon,
  });
  const figures = billingFiguresOf(campaign.settings);
  // A recipient whose clock is in quiet hours gets the message when they end: the row waits
  // queued with next_attempt_at, which the claim honours and the scheduler hands out when due.
  const quietWait = quietWaits(await quietHoursOfAccount(db, campaign.accountId, quietHoursDefault), option, now);
  return db.transaction().execute(async (tx) => {
    const current = await tx.selectFrom('shipments').select(['made_to', 'status', 'variant']).where('id', '=', shipment.id).executeTakeFirstOrThrow();
    // An A/B test's shipment sends its variant's text (modules/campaigns/abTests.ts).
    const compose = composerOf(shipmentContent(campaign, current.variant));
    const from = Math.max(shipment.seq_from, current.made_to + 1);
    if (from > shipment.seq_to || current.status === 'cancelled' || current.status === 'done') return current.made_to;
    const to = Math.min(shipment.seq_to, from + chunkSize - 1);
    const recipients = await tx
      .selectFrom('campaign_recipients')
      .select(['seq', 'phone', 'field1', 'field2', 'field3', 'field4', 'field5', 'field6'])
      .where('campaign_id', '=', shipment.campaign_id)
      .where('seq', '>=', from)
      .where('seq', '<=', to)
      .orderBy('seq')
      .execute();
    const call = campaign.service === 'voice' ? campaign.settings.voice : undefined;
    // Never text what was meant to call: a voice campaign without its recording makes no rows.
    if (campaign.service === 'voice' && !call) throw new Error(`voice campaign ${campaign.id} has no recording`);
    // Nor what was meant for WhatsApp: its message is the template body filled for the recipient, one credit each.
    const template = campaign.service === 'whatsapp' ? campaign.settings.whatsapp : undefined;
    if (campaign.service === 'whatsapp' && !template) throw new Error(`whatsapp campaign ${campaign.id} has no template`);
    const fillBody = template ? whatsAppBodyFiller(template, campaign.settings.fieldTitles ?? []) : null;
    const rows = recipients.map((r) => {
      // A call has no text: it costs its units (domain/voice.ts callUnits), whoever answers.
      const text = call ? '' : fillBody ? fillBody(r) : compose(r, links.forRecipient(r.seq));
      const quietUntil = quietWait(r.phone);
      // Each at the rates the campaign was accepted with (domain/pricing.ts), whatever its price list says now.
      const cost = call ? { parts: call.unitsPerCall, credits: callCreditsAt(call.unitsPerCall, figures) } : fillBody ? { parts: 1, credits: whatsAppCreditsAt(figures) } : messageCost(text, figures);
      return {
        shipment_id: shipment.id,
        campaign_id: shipment.campaign_id,
        account_id: shipment.account_id,
        seq: r.seq,
        // What goes out, and what receipts name: the international form.
        phone: internationalPhone(r.phone),
        text,
        parts: cost.parts,
        credits: cost.credits,
        status: 'queued' as const,
        call_status: call ? CallStatus.queued : null,
        next_attempt_at: quietUntil,
        quiet_until: quietUntil,
        created_at: now,
      };
    });
    // Only the rows really inserted count in the reports' daily totals (a chunk made again adds none).
    const made = { account: shipment.account_id, campaign: shipment.campaign_id, at: now, messages: 0, parts: 0, credits: 0 };
    for (let i = 0; i < rows.length; i += insertBatch) {
      const inserted = await tx
        .insertInto('messages')
        .values(rows.slice(i, i + insertBatch))
        .onConflict((oc) => oc.columns(['shipment_id', 'seq']).doNothing())
        .returning(['parts', 'credits'])
        .execute();
      for (const r of inserted) {
        made.messages += 1;
        made.parts += r.parts;
        made.credits += r.credits;
      }
    }
    await hooks.countMadeMessages(tx, made);
    await links.markSent(tx, now);
    if (current.made_to === 0) await markSending(tx, shipment.campaign_id, now);
    await shipmentMade(tx, shipment, to, now);
    return to;
  });
}
