/** Test helpers for the approval suites: an approver with a phone, the calls, the link sent. */
import { Group } from '../../../domain/access';
import type { Db } from '../../db/database';
import { createSession } from '../../http/session';
import { bearer, smsTo } from '../../test/signIn';
import { insertUser, type TestApp } from '../../test/testApp';

/** A signed-in system manager whose phone receives approval links. */
export async function approver(db: Db, phone: string): Promise<{ userId: number; token: string }> {
  const userId = await insertUser(db, { group: Group.systemManager });
  await db.updateTable('users').set({ phones: JSON.stringify([phone]) }).where('id', '=', userId).execute();
  const { token } = await createSession(db, { userId, lifetimeMs: 3_600_000, keepLoggedIn: false, now: Date.now() });
  return { userId, token };
}

/** The token of the latest /security link of that type texted to the phone. */
export async function linkTokenTo(db: Db, phone: string, type: string): Promise<string> {
  const texts = await smsTo(db, phone);
  const match = [...texts].reverse().map((t) => t.match(new RegExp(`/security/([A-Za-z0-9_-]+)/${type}\\b`))).find(Boolean);
  if (!match) throw new Error(`no ${type} approval link was sent to ${phone}`);
  return match[1];
}

export const getApproval = (t: TestApp, token: string, operation: string, hash: string) =>
  t.app.inject({ method: 'GET', url: `/api/main/${operation}/${encodeURIComponent(hash)}`, headers: bearer(token) });

export const decideApproval = (t: TestApp, token: string, operation: string, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/main/${operation}`, headers: bearer(token), payload: body });
