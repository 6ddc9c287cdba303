/** Test helpers of the support-lists suites: an administrator with an assigned customer, and its calls. */
import { Group } from '../../../../domain/access';
import type { Db } from '../../../db/database';
import { createSession } from '../../../http/session';
import { bearer } from '../../../test/signIn';
import { insertUser, type TestApp } from '../../../test/testApp';
import { caller, type Caller } from '../../contacts/testLists';

export interface Support {
  userId: number;
  token: string;
}

export async function signedIn(db: Db, group: number): Promise<Support> {
  const userId = await insertUser(db, { group });
  const session = await createSession(db, { userId, lifetimeMs: 3_600_000, keepLoggedIn: false, now: Date.now() });
  return { userId, token: session.token };
}

/** An administrator (group 3) and a customer (a primary user who keeps lists) assigned to it. */
export async function assignedCustomer(db: Db): Promise<{ admin: Support; customer: Caller }> {
  const admin = await signedIn(db, Group.administrator);
  const customer = await caller(db);
  await db.updateTable('users').set({ administrator_id: admin.userId }).where('id', '=', customer.userId).execute();
  return { admin, customer };
}

/** Calls a super-admin operation with a JSON body. */
export const superAdminCall = (t: TestApp) => (token: string, op: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/super-admin/${op}`, headers: bearer(token), payload });
