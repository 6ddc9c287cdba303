/**
 * Test helpers of the voice report: campaigns of an account and their calls written straight
 * into the database (message rows with their call columns, and the daily counts the pipeline
 * keeps), as the voice dispatch leaves them.
 */
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
  const campaign = await db
    .insertInto('campaigns')
    .values({ account_id: o.account, user_id: o.account, name: o.name, kind: o.kind, content: '', sender: '0501234567', status: 'sent', schedule: '{}', settings: JSON.stringify(o.settings ?? {}), content_key: o.name, created_at: o.at, updated_at: o.at, sent_at: o.at })
    .returning('id')
    .executeTakeFirstOrThrow();
  const shipment = await db
    .insertInto('shipments')
    .values({ campaign_id: campaign.id, account_id: o.account, seq_from: 1, seq_to: o.calls.length, run_at: o.at, status: 'done', created_at: o.at })
    .returning('id')
    .executeTakeFirstOrThrow();
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
  const credits = o.calls.reduce((sum, c) => sum + (c.credits ?? 1), 0);
  await countMadeMessages(db, { account: o.account, campaign: campaign.id, at: o.at, messages: o.calls.length, parts: credits, credits });
  return campaign.id;
}
