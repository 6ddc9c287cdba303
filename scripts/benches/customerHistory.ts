/**
 * admin.customer-history-p95: the 95th percentile time of super-admin/customer-history/{id}
 * (through the real API, app.inject) for a customer with 10,000 history rows — 5,000 audit log
 * rows (written by recordAction, chained, as the product writes them), 3,000 sign-ins, 1,000
 * campaigns, 1,000 payments — among 200,000 rows of the same tables of 200 other customers:
 * 200 reads of 50 entries, the newest page and pages walked deep into the history by `next`.
 * The history reads no message, so the customer's messages would not change what is measured
 * and are not written. On a fresh SQLite file. Runnable alone:
 * node -r esbuild-register scripts/benches/customerHistory.ts
 */
import { Group } from '../../src/domain/access';
import { recordAction } from '../../src/server/audit/auditLog';
import type { Db } from '../../src/server/db/database';
import { insertUser } from '../../src/server/test/testApp';
import { withBenchApp } from './benchApp';

type Print = (name: string, value: string | number, unit: string) => void;

const p95 = (times: number[]): number => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!;
};

/** One customer's history, its rows spread over the year before `end`. */
async function writeHistory(db: Db, customer: number, actor: number, end: number, rows: { actions: number; signIns: number; campaigns: number; payments: number }): Promise<void> {
  const spread = 365 * 86_400_000;
  const at = (i: number, n: number) => end - Math.floor((spread * (n - i)) / n);
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.actions; i += 1) {
      await recordAction(trx, { actor: { userId: actor, group: Group.administrator }, ip: '10.0.0.1', operation: 'startOrStopCampaign', subjectUserId: customer, account: customer, before: { blocked: 0 }, after: { blocked: 1 }, details: { status: 1 }, now: at(i, rows.actions) });
    }
    const batches = <T>(n: number, make: (i: number) => T): T[][] => {
      const all = Array.from({ length: n }, (_, i) => make(i));
      return Array.from({ length: Math.ceil(n / 500) }, (_, b) => all.slice(b * 500, b * 500 + 500));
    };
    for (const batch of batches(rows.signIns, (i) => ({ user_id: customer, username: `c${customer}`, outcome: 'success', ip: '10.0.0.2', created_at: at(i, rows.signIns) }))) {
      await trx.insertInto('login_audit').values(batch).execute();
    }
    for (const batch of batches(rows.campaigns, (i) => ({ account_id: customer, user_id: customer, name: `campaign ${i}`, content: 'hello', sender: 'Shop', status: 'sent' as const, schedule: '{}', settings: '{}', content_key: `k${i}`, created_at: at(i, rows.campaigns), updated_at: at(i, rows.campaigns) }))) {
      await trx.insertInto('campaigns').values(batch).execute();
    }
    for (const batch of batches(rows.payments, (i) => ({ token: `p-${customer}-${i}`, account_id: customer, user_id: customer, service: 'sms' as const, credits: 1000, amount: 100, total: 118, created_at: at(i, rows.payments) }))) {
      await trx.insertInto('package_payments').values(batch).execute();
    }
  });
}

export async function benchCustomerHistory(print: Print): Promise<void> {
  await withBenchApp('customer-history', [], async ({ app, db, userId, token }) => {
    await db.updateTable('users').set({ group_id: Group.superAdmin }).where('id', '=', userId).execute();
    const end = Date.now();
    const customer = await insertUser(db);
    for (let other = 0; other < 200; other += 1) {
      await writeHistory(db, await insertUser(db), userId, end, { actions: 250, signIns: 500, campaigns: 150, payments: 100 });
    }
    await writeHistory(db, customer, userId, end, { actions: 5_000, signIns: 3_000, campaigns: 1_000, payments: 1_000 });
    const read = async (before: string | null) => {
      const started = process.hrtime.bigint();
      const res = await app.inject({ method: 'GET', url: `/api/super-admin/customer-history/${customer}?limit=50${before ? `&before=${before}` : ''}`, headers: { authorization: `Bearer ${token}` } });
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (res.statusCode !== 200) throw new Error(`customer-history answered ${res.statusCode}`);
      return { ms, next: (res.json().data as { next: string | null }).next };
    };
    await read(null);
    const times: number[] = [];
    // 100 newest pages, and one walk of 100 pages (5,000 entries) into the history.
    for (let i = 0; i < 100; i += 1) times.push((await read(null)).ms);
    let before: string | null = null;
    for (let i = 0; i < 100; i += 1) {
      const page = await read(before);
      times.push(page.ms);
      before = page.next;
    }
    print('admin.customer-history-p95', p95(times).toFixed(1), 'ms');
  });
}

if (require.main === module) {
  benchCustomerHistory((name, value, unit) => console.log(`bench ${name}: ${value} ${unit}`)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
