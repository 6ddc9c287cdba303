/**
 * admin.search-100k-p95: the 95th percentile time of super-admin/search/main-autocomplete
 * (through the real API, app.inject) over 100,000 users, as a super-administrator types names
 * letter by letter in the management search box (search by everything, 10 rows: the page's
 * defaults): 34 names, each typed from 1 to 6 letters, 204 searches. On a fresh SQLite file,
 * the users written in bulk. Runnable alone: node -r esbuild-register scripts/benches/adminSearch.ts
 */
import { Group } from '../../src/domain/access';
import { withBenchApp } from './benchApp';

type Print = (name: string, value: string | number, unit: string) => void;

const userCount = 100_000;

const firstNames = ['David', 'Sarah', 'Moshe', 'Rachel', 'Yosef', 'Miriam', 'Avraham', 'Noa', 'Daniel', 'Tamar', 'Michael', 'Yael', 'Ariel', 'Shira', 'Itai', 'Maya', 'Omer', 'Lior', 'Eitan', 'Hila', 'Ivan', 'Olga', 'Ahmad', 'Layla', 'Nir', 'Gal', 'Roni', 'Tal', 'Ofer', 'Dana', 'Amit', 'Yonatan', 'Efrat', 'Boaz'];
const lastNames = ['Cohen', 'Levi', 'Mizrahi', 'Peretz', 'Biton', 'Dahan', 'Avraham', 'Friedman', 'Azoulay', 'Katz', 'Yosef', 'Malka', 'Amar', 'Ohana', 'Hadad', 'Gabay', 'Ben-David', 'Shapiro', 'Klein', 'Rosenberg', 'Petrov', 'Haddad', 'Sasson', 'Golan', 'Segal'];

const p95 = (times: number[]): number => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)];
};

/** A deterministic spread of values (no Math.random: the same users on every run). */
const pick = <T>(list: readonly T[], n: number): T => list[(n * 2654435761) % list.length];

export async function benchAdminSearch(print: Print): Promise<void> {
  await withBenchApp('admin-search', [], async ({ app, db, userId, token }) => {
    await db.updateTable('users').set({ group_id: Group.superAdmin }).where('id', '=', userId).execute();
    const now = Date.now();
    await db.transaction().execute(async (trx) => {
      for (let start = 0; start < userCount; start += 1000) {
        const rows = Array.from({ length: Math.min(1000, userCount - start) }, (_, k) => {
          const i = start + k;
          const first = pick(firstNames, i);
          const last = pick(lastNames, Math.floor(i / 7));
          // Most accounts are primary users; every fifth a sub-user of the one before.
          const sub = i % 5 === 4;
          return {
            admin_id: 0,
            group_id: sub ? Group.subUser : Group.customer,
            username: `${first.toLowerCase()}.${last.toLowerCase()}${i}`,
            password_hash: '!',
            first_name: first,
            last_name: last,
            email: `${first.toLowerCase()}${i}@mail${i % 13}.example.com`,
            customer_number: String(200000 + i),
            national_id: String(100000000 + ((i * 7919) % 899999999)).padStart(9, '0'),
            company_name: i % 3 === 0 ? `${last} ${pick(['Ltd', 'Trading', 'Systems', 'Foods'], i)}` : '',
            phones: JSON.stringify([`05${String((i * 48271) % 100000000).padStart(8, '0')}`]),
            password_changed_at: now,
            created_at: now,
          };
        });
        await trx.insertInto('users').values(rows).execute();
      }
    });

    const typed = firstNames.flatMap((name) => Array.from({ length: 6 }, (_, n) => name.slice(0, n + 1).toLowerCase()));
    const headers = { authorization: `Bearer ${token}` };
    const search = (query: string) => app.inject({ method: 'GET', url: '/api/super-admin/search/main-autocomplete', query: { query }, headers });
    // Warm the statement cache and SQLite's pages, as a server that has answered before.
    for (const query of typed.slice(0, 20)) await search(query);
    const times: number[] = [];
    for (const query of typed) {
      const started = process.hrtime.bigint();
      const res = await search(query);
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
      if (res.statusCode !== 200 || res.json().data.length === 0) throw new Error(`search "${query}" answered ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    print('admin.search-100k-p95', p95(times).toFixed(1), 'ms');
  });
}

if (require.main === module) {
  benchAdminSearch((name, value, unit) => console.log(`bench ${name}: ${value} ${unit}`)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
