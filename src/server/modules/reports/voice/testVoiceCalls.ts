/**
 * Test helpers of the voice report: campaigns of an account and their calls written straight
 * into the database (message rows with their call columns, and the daily counts the pipeline
 * keeps), as the voice dispatch leaves them.
 */
import { acceptCampaign, endShipment, markSending, openCampaign, shipmentMade } from '../../../campaigns/store';
import type { Db } from '../../../db/database';
import type { MessageStatus } from '../../../db/schema';
import { countMadeMessages } from '../messages/messageDays';

export interface SeededCall {
  phone: string;
  callStatus: string | null;
  status: MessageStatus;
  answeredAt?: number;
  listenedMs?: number;
  hangupBy?: 'caller' | 'callee';
  sipCode?: number;
  attempts?: number;
  credits?: number;
  doneAt?: number;
}

/** A sent campaign of the account (kind sms or voice) with one shipment and these messages; answers its id. */
export async function seedCampaign(db: Db, o: { account: number; kind: 'sms' | 'voice'; name: string; at: number; calls: SeededCall[]; settings?: object }): Promise<number> {
  const credits = o.calls.reduce((sum, c) => sum + (c.credits ?? 1), 0);
  // Through the campaigns store, the one writer of campaigns and shipments: accepted, made, sent.
  const sender = '0501234567';
  const id = await openCampaign(db, { account: o.account, userId: o.account, name: o.name, content: '', sender, kind: o.kind, settings: o.settings, now: o.at });
  await acceptCampaign(db, id, { account: o.account, name: o.name, sender, status: 'waiting', parentId: null, schedule: { kind: 'now' }, settings: o.settings ?? {}, contentKey: o.name, recipients: o.calls.length, creditsReserved: credits, shipments: [{ from: 1, to: o.calls.length, at: o.at }], now: o.at });
  const campaign = { id };
  const shipment = await db.selectFrom('shipments').select(['id', 'seq_to']).where('campaign_id', '=', id).executeTakeFirstOrThrow();
  await db
    .insertInto('messages')
    .values(
      o.calls.map((c, i) => ({
        shipment_id: shipment.id,
        campaign_id: campaign.id,
        account_id: o.account,
        seq: i + 1,
        phone: c.phone,
        text: o.kind === 'sms' ? 'hello' : '',
        parts: c.credits ?? 1,
        credits: c.credits ?? 1,
        status: c.status,
        attempts: c.attempts ?? 1,
        created_at: o.at,
        submitted_at: c.status === 'queued' ? null : o.at,
        done_at: c.doneAt ?? (c.status === 'delivered' || c.status === 'failed' ? o.at + 60_000 : null),
        call_status: c.callStatus,
        answered_at: c.answeredAt ?? null,
        listened_ms: c.listenedMs ?? null,
        hangup_by: c.hangupBy ?? null,
        sip_code: c.sipCode ?? null,
      })),
    )
    .execute();
  await countMadeMessages(db, { account: o.account, campaign: campaign.id, at: o.at, messages: o.calls.length, parts: credits, credits });
  await markSending(db, id, o.at);
  await shipmentMade(db, shipment, shipment.seq_to, o.at);
  await endShipment(db, { id: shipment.id, campaign_id: id }, o.at);
  return campaign.id;
}
