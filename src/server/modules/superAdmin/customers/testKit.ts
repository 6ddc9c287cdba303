/** Test kit of the customer operations: administrators with customers assigned to them, and calls as them. */
import { Group } from '../../../../domain/access';
import { familyPathOf } from '../../../../domain/family';
import { Permission } from '../../../../domain/permissions';
import { createSession } from '../../../http/session';
import { bearer } from '../../../test/signIn';
import { insertUser, type TestApp } from '../../../test/testApp';

export interface Staff {
  id: number;
  token: string;
}

export async function tokenOf(t: TestApp, userId: number): Promise<string> {
  return (await createSession(t.db, { userId, lifetimeMs: 3_600_000, keepLoggedIn: false, now: t.clock.now() })).token;
}

/** A signed-in user of a group; an administrator holds what the demo administrator does (permission 49 among them). */
export async function staff(t: TestApp, group: number, permissions: number[] = group === Group.administrator ? [Permission.manageSubUserBalances, Permission.loginAsSubUser] : []): Promise<Staff> {
  const id = await insertUser(t.db, { group, permissions });
  return { id, token: await tokenOf(t, id) };
}

export interface Family {
  primary: number;
  sub: number;
  /** A sub-user of the sub-user. */
  grandchild: number;
}

/** A primary user with a sub-user and its sub-user, assigned to the administrator (null: to none). */
export async function family(t: TestApp, administratorId: number | null): Promise<Family> {
  const primary = await insertUser(t.db);
  const sub = await insertUser(t.db, { group: Group.subUser, adminId: primary });
  const grandchild = await insertUser(t.db, { group: Group.subUser, adminId: primary });
  const primaryPath = familyPathOf('', primary);
  const subPath = familyPathOf(primaryPath, sub);
  await t.db.updateTable('users').set({ family_path: primaryPath }).where('id', '=', primary).execute();
  await t.db.updateTable('users').set({ family_path: subPath, parent_id: primary }).where('id', '=', sub).execute();
  await t.db.updateTable('users').set({ family_path: familyPathOf(subPath, grandchild), parent_id: sub }).where('id', '=', grandchild).execute();
  await t.db.updateTable('users').set({ administrator_id: administratorId }).where('id', 'in', [primary, sub, grandchild]).execute();
  return { primary, sub, grandchild };
}

export const post = (t: TestApp, token: string, op: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/super-admin/${op}`, headers: bearer(token), payload });

/** A super-admin call's HTTP status and envelope data. */
export async function answerOf(t: TestApp, token: string, op: string, payload: object) {
  const answer = await post(t, token, op, payload);
  return { code: answer.statusCode, data: answer.json().data };
}

export async function setBalance(t: TestApp, userId: number, service: string, amount: number): Promise<void> {
  await t.db.insertInto('balances').values({ user_id: userId, service, amount }).onConflict((oc) => oc.columns(['user_id', 'service']).doUpdateSet({ amount })).execute();
}

export async function balanceOf(t: TestApp, userId: number, service: string): Promise<number> {
  return Number((await t.db.selectFrom('balances').select('amount').where('user_id', '=', userId).where('service', '=', service).executeTakeFirst())?.amount ?? 0);
}
