/** Test helpers for voice campaigns: an account that may call, its recording and its voice credits. */
import { Permission } from '../../../domain/permissions';
import type { Db } from '../../db/database';
import { refundCredits } from '../../messaging/credits';
import { bearer } from '../../test/signIn';
import type { TestApp } from '../../test/testApp';
import { ownSender, sendingAccount, type SendingAccount } from './sendTesting';

export interface CallingAccount extends SendingAccount {
  /** Its verified calling number, as the composer sends it. */
  callingNumber: string;
}

/** A signed-in account with the voice permission, voice credits, a verified number and a list of these numbers. */
export async function callingAccount(t: TestApp, voiceCredits: number, phones: string[]): Promise<CallingAccount> {
  const account = await sendingAccount(t, 0, phones);
  await t.db.insertInto('user_permissions').values({ user_id: account.userId, permission_id: Permission.voice, mode: 'enable' }).execute();
  if (voiceCredits) await refundCredits(t.db, { account: account.userId, service: 'voice', amount: voiceCredits, reason: 'test.grant', now: Date.now() });
  const callingNumber = '0501234567';
  // Stored as the senders module keeps numbers: without the leading 0.
  await ownSender(t.db, account.userId, 'verified', '501234567');
  return { ...account, callingNumber };
}

/** A recording row of the account (the file itself only where a test plays it). */
export async function recordingRow(db: Db, account: number, hash: string, durationMs: number, path = `recordings/${hash}.ul`): Promise<void> {
  await db.insertInto('voice_files').values({ hash, account_id: account, user_id: account, source: 'upload', original_name: `${hash}.mp3`, tts_text: null, language: null, duration_ms: durationMs, path, created_at: Date.now(), deleted_at: null }).execute();
}

export const sendVoiceCall = (t: TestApp, token: string, body: object) => t.app.inject({ method: 'POST', url: '/api/campaigns/send-voice-campaign', headers: bearer(token), payload: body });

export async function balanceOf(db: Db, userId: number, service: 'sms' | 'voice'): Promise<number> {
  const row = await db.selectFrom('balances').select('amount').where('user_id', '=', userId).where('service', '=', service).executeTakeFirst();
  return Number(row?.amount ?? 0);
}
