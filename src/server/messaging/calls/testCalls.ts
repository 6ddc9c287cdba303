/** Test helpers for calls: a voice campaign accepted as send-voice-campaign accepts it, reserving voice credits. */
import { callUnits } from '../../../domain/voice';
import { acceptCampaign, openCampaign } from '../../campaigns/store';
import type { Db } from '../../db/database';
import { reserveCredits } from '../credits';

export interface TestVoiceCampaign {
  accountId: number;
  /** Recipients in international form (9725XXXXXXXX). */
  phones: string[];
  fileHash: string;
  durationMs: number;
  callingNumber?: string;
  retryCount?: number;
  retryIntervalMinutes?: number;
}

export async function insertVoiceCampaign(db: Db, input: TestVoiceCampaign): Promise<{ campaignId: number; reserved: number }> {
  const now = Date.now();
  const unitsPerCall = callUnits(input.durationMs);
  const reserved = unitsPerCall * input.phones.length;
  const sender = input.callingNumber ?? '972501234567';
  return db.transaction().execute(async (tx) => {
    const reservation = await reserveCredits(tx, { account: input.accountId, service: 'voice', amount: reserved, reason: 'campaign.reserve', now });
    if (!reservation.ok) throw new Error('not enough voice credits for the test campaign');
    const id = await openCampaign(tx, { account: input.accountId, userId: input.accountId, name: 'calls', content: '', sender, kind: 'voice', now });
    for (let i = 0; i < input.phones.length; i += 1_000) {
      await tx
        .insertInto('campaign_recipients')
        .values(input.phones.slice(i, i + 1_000).map((phone, j) => ({ campaign_id: id, seq: i + j + 1, phone, field1: null, field2: null, field3: null, field4: null, field5: null, field6: null })))
        .execute();
    }
    await acceptCampaign(tx, id, {
      account: input.accountId,
      name: 'calls',
      sender,
      status: 'waiting',
      parentId: null,
      schedule: { kind: 'now' },
      settings: { retryCount: input.retryCount ?? 0, retryInterval: input.retryIntervalMinutes ?? 0, voice: { fileHash: input.fileHash, durationMs: input.durationMs, unitsPerCall } },
      contentKey: `calls${now}${Math.random()}`,
      recipients: input.phones.length,
      creditsReserved: reserved,
      shipments: [{ from: 1, to: input.phones.length, at: now }],
      now,
    });
    return { campaignId: id, reserved };
  });
}
