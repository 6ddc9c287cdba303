/**
 * The demo's customer base (issue 18): enough accounts for the support pages to show something
 * real — a few hundred customers in Hebrew, English, Russian and Arabic names, with sub-users
 * (families two levels deep), credits bought and spent, sign-ins over the last two months, and a
 * few blocked after failed sign-ins. Every third account, and the demo family, is assigned to
 * the demo administrator, who sees only those. The same data on every first start (a fixed
 * seed). These customers cannot sign in (no password); the demo logins are the ones printed.
 */
import { Group } from '../domain/access';
import { familyPathOf } from '../domain/family';
import type { Db } from './db/database';

const customers = 300;
const day = 86_400_000;

const firstNames = ['נועה', 'יוסי', 'Michal', 'David', 'Анна', 'Дмитрий', 'محمد', 'ليلى', 'אבי', 'Sarah', 'Ольга', 'أحمد', 'רונית', 'Daniel', 'Игорь', 'نور'];
const lastNames = ['כהן', 'לוי', 'Mizrahi', 'Peretz', 'Иванова', 'Смирнов', 'حداد', 'خوري', 'ביטון', 'Friedman', 'Кузнецова', 'عيسى', 'אזולאי', 'Goldberg', 'Попов', 'منصور'];

/** A small fixed-seed generator: the same customers on every first start. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

interface SeedUsers {
  adminUserId: number;
  /** The demo family's users, assigned to the administrator. */
  demoFamily: number[];
  brandId: number;
  now: number;
}

/** Writes the customer base in the seed's transaction. */
export async function seedCustomers(trx: Db, seed: SeedUsers): Promise<void> {
  const { now } = seed;
  const random = generator(20_261_127);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  await trx.updateTable('users').set({ administrator_id: seed.adminUserId }).where('id', 'in', seed.demoFamily).execute();

  for (let i = 0; i < customers; i++) {
    const first = pick(firstNames);
    const last = pick(lastNames);
    const assigned = i % 3 === 0 ? seed.adminUserId : null;
    const created = now - Math.floor(random() * 700) * day;
    const user = (n: number, adminId: number, parentPath: string, group: number) => ({
      admin_id: adminId,
      group_id: group,
      username: n === 0 ? `customer${String(i + 1).padStart(3, '0')}` : `customer${String(i + 1).padStart(3, '0')}-${n}`,
      // No password: only the printed demo logins sign in.
      password_hash: '!',
      first_name: n === 0 ? first : pick(firstNames),
      last_name: last,
      email: `customer${i + 1}${n ? `.${n}` : ''}@example.com`,
      customer_number: String(2000 + i * 10 + n),
      phones: JSON.stringify([`05${Math.floor(random() * 10)}${String(Math.floor(random() * 10_000_000)).padStart(7, '0')}`]),
      brand_id: seed.brandId,
      administrator_id: assigned,
      blocked: random() < 0.03 ? 1 : 0,
      password_changed_at: created,
      created_at: created,
      family_path: parentPath,
    });
    const primary = user(0, 0, '', Group.customer);
    const primaryRow = await trx.insertInto('users').values(primary).returning('id').executeTakeFirstOrThrow();
    const primaryPath = familyPathOf('', primaryRow.id);
    await trx.updateTable('users').set({ family_path: primaryPath }).where('id', '=', primaryRow.id).execute();
    // Sub-users: none to three, the first of them sometimes with a sub-user of its own.
    const subs = Math.floor(random() * 4);
    let parentPath = primaryPath;
    let parentId = primaryRow.id;
    const family = [primaryRow.id];
    for (let n = 1; n <= subs; n++) {
      const nested = n === 2 && random() < 0.5;
      const row = await trx
        .insertInto('users')
        .values({ ...user(n, primaryRow.id, '', Group.subUser), parent_id: nested ? parentId : primaryRow.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      const path = familyPathOf(nested ? parentPath : primaryPath, row.id);
      await trx.updateTable('users').set({ family_path: path }).where('id', '=', row.id).execute();
      family.push(row.id);
      parentPath = path;
      parentId = row.id;
    }
    await trx.updateTable('users').set({ blocked_reason: 'failedLogins', failed_logins: 5 }).where('id', 'in', family).where('blocked', '=', 1).execute();

    // Credits: the seed's grant, then a purchase or two and what campaigns took.
    const bought = [1_000, 5_000, 10_000, 50_000][Math.floor(random() * 4)]!;
    const spent = Math.floor(random() * bought * 0.9);
    const entries = [
      { delta: bought, balance_after: bought, reason: 'seed', created_at: created },
      { delta: -spent, balance_after: bought - spent, reason: 'campaign.reserve', created_at: now - Math.floor(random() * 30) * day },
    ];
    await trx.insertInto('balance_entries').values(entries.map((e) => ({ user_id: primaryRow.id, service: 'sms' as const, ...e }))).execute();
    await trx.insertInto('balances').values({ user_id: primaryRow.id, service: 'sms', amount: bought - spent }).execute();

    // Sign-ins over the last two months, some of them wrong.
    const logins = Math.floor(random() * 12);
    const audit = Array.from({ length: logins }, () => ({
      user_id: primaryRow.id,
      username: primary.username,
      outcome: random() < 0.85 ? 'ok' : 'wrongPassword',
      ip: `192.0.2.${Math.floor(random() * 254) + 1}`,
      created_at: now - Math.floor(random() * 60 * day),
    }));
    if (audit.length) await trx.insertInto('login_audit').values(audit).execute();
  }
}
