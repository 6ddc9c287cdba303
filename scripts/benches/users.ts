/**
 * users.family-report-10k-p95: the 95th percentile time of the users report's first page
 * (users/all-sub-users/{id}, through the real handler, app.inject) for a primary user with
 * 10,000 sub-users holding credits, sorted by SMS balance, highest first.
 * credits.transfer-concurrent: transfers per second (reports/set-new-messages-balance)
 * with 50 in flight at once from one parent to its sub-users, each a locked, two-row ledger
 * move in one transaction.
 * Both on a fresh SQLite file; runnable alone: node -r esbuild-register scripts/benches/users.ts
 */
import { Permission } from '../../src/domain/permissions';
import { withBenchApp } from './benchApp';

type Print = (name: string, value: string | number, unit: string) => void;

const familySize = 10_000;

const p95 = (times: number[]): number => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)];
};

export async function benchUsers(print: Print): Promise<void> {
  await withBenchApp('users', [Permission.usersSection], async ({ app, db, userId, token }) => {
    const now = Date.now();
    // The family written in bulk: rows as create-sub-user writes them.
    const ids: number[] = [];
    for (let start = 0; start < familySize; start += 500) {
      const rows = Array.from({ length: Math.min(500, familySize - start) }, (_, i) => ({
        admin_id: userId,
        parent_id: userId,
        group_id: 4,
        username: `bench-sub-${start + i}`,
        password_hash: '!',
        first_name: `Name${(start + i) % 997}`,
        last_name: 'Levi',
        email: `bench-sub-${start + i}@example.com`,
        customer_number: String(500000 + start + i),
        password_changed_at: now,
        created_at: now,
      }));
      const inserted = await db.insertInto('users').values(rows).returning('id').execute();
      ids.push(...inserted.map((r) => r.id));
    }
    await db
      .updateTable('users')
      .set((eb) => ({ family_path: eb.fn<string>('printf', [eb.val('/%d/%d/'), 'admin_id', 'id']) }))
      .where('admin_id', '=', userId)
      .execute();
    for (let start = 0; start < ids.length; start += 500) {
      await db
        .insertInto('balances')
        .values(ids.slice(start, start + 500).map((id, i) => ({ user_id: id, service: 'sms', amount: ((start + i) * 7919) % 100_000 })))
        .execute();
    }
    const headers = { authorization: `Bearer ${token}` };
    const url = `/api/users/all-sub-users/${userId}?sortField=balance.sms&sortOrder=desc&page=1&pageSize=50`;
    const times: number[] = [];
    for (let i = 0; i < 60; i += 1) {
      const started = process.hrtime.bigint();
      const res = await app.inject({ method: 'GET', url, headers });
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (res.statusCode !== 200 || res.json().data.length !== 50) throw new Error(`users report answered ${res.statusCode}`);
      if (i >= 10) times.push(ms); // the first calls warm the caches
    }
    print('users.family-report-10k-p95', p95(times).toFixed(1), 'ms');

    await db.insertInto('balances').values({ user_id: userId, service: 'voice', amount: 10_000_000 }).execute();
    const targets = ids.slice(0, 50);
    const rounds = 20;
    const started = process.hrtime.bigint();
    for (let round = 0; round < rounds; round += 1) {
      const answers = await Promise.all(
        targets.map((id) => app.inject({ method: 'POST', url: '/api/reports/set-new-messages-balance', headers, payload: { userId: id, product: 'voice', amount: 10 + round } })),
      );
      if (answers.some((a) => a.json().data?.status !== 1)) throw new Error('a transfer failed');
    }
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    print('credits.transfer-concurrent', Math.round((rounds * targets.length) / seconds), 'transfers/s');
  });
}

if (require.main === module) {
  benchUsers((name, value, unit) => console.log(`bench ${name}: ${value} ${unit}`)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
