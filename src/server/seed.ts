/**
 * The demo a newcomer signs into: on an empty database, the default brand, a
 * super-administrator, an administrator, a primary user with credits and two sub-users (one
 * may send, one may not).
 */
import { hash } from '@node-rs/argon2';
import { Group } from '../domain/access';
import { Permission } from '../domain/permissions';
import { familyPathOf } from '../domain/family';
import type { Db } from './db/database';
import type { BalanceService, SenderIdentityKind } from './db/schema';
import { seedCustomers } from './seedCustomers';

export interface DemoLogin {
  role: string;
  username: string;
  password: string;
}

interface DemoUser extends DemoLogin {
  group: number;
  firstName: string;
  lastName: string;
  customerNumber: string;
  nationalId: string;
  phone: string;
  permissions: number[];
  credits: Partial<Record<BalanceService, number>>;
  /** Whose sub-user it is (the key of another demo user). */
  subUserOf?: string;
  /** Senders the account owns: an approved name, and an attached number that receives replies. */
  senders?: { kind: SenderIdentityKind; value: string; permanent?: boolean }[];
}

const adminExtras = [40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53];

/** The demo accounts; every password passes the rules of src/domain/passwords.ts. */
const demoUsers: DemoUser[] = [
  {
    role: 'super-administrator',
    username: 'superadmin',
    password: 'Super-2026!x',
    group: Group.superAdmin,
    firstName: 'Sara',
    lastName: 'Super',
    customerNumber: '1000',
    nationalId: '000000018',
    phone: '0500000001',
    permissions: [],
    credits: {},
  },
  {
    role: 'administrator',
    username: 'admin',
    password: 'Admin-2026!x',
    group: Group.administrator,
    firstName: 'Adam',
    lastName: 'Admin',
    customerNumber: '1001',
    nationalId: '000000026',
    phone: '0500000002',
    permissions: [Permission.createCampaigns, Permission.usersSection, Permission.createTemplates, Permission.createContactLists, ...adminExtras],
    credits: {},
  },
  {
    role: 'primary user',
    username: 'demo',
    password: 'Demo-2026!x',
    group: Group.customer,
    firstName: 'Dana',
    lastName: 'Demo',
    customerNumber: '1002',
    nationalId: '000000034',
    phone: '0500000003',
    permissions: [
      Permission.createCampaigns,
      Permission.usersSection,
      Permission.createTemplates,
      Permission.createContactLists,
      Permission.editSenderNumber,
      Permission.voice,
      Permission.overseasSms,
      Permission.whatsapp,
      Permission.newsletter,
    ],
    credits: { sms: 10000, overseas_sms: 500, voice: 1000, whatsapp: 2000, emails: 5000 },
    senders: [
      { kind: 'name', value: 'DemoShop' },
      { kind: 'attached', value: '531234567', permanent: true },
      // Its own mobile, verified: the caller-id of its voice campaigns.
      { kind: 'verified', value: '500000003' },
    ],
  },
  {
    role: 'sub-user',
    username: 'demo-sub',
    password: 'Sub-2026!xy',
    group: Group.subUser,
    firstName: 'Sami',
    lastName: 'Sub',
    customerNumber: '1003',
    nationalId: '000000042',
    phone: '0500000004',
    permissions: [Permission.createCampaigns, Permission.createTemplates, Permission.createContactLists],
    credits: { sms: 1000 },
    subUserOf: 'demo',
  },
  {
    // A colleague who keeps the contact lists and reads the reports but may not send.
    role: 'sub-user without sending',
    username: 'demo-reader',
    password: 'Read-2026!xy',
    group: Group.subUser,
    firstName: 'Rina',
    lastName: 'Reader',
    customerNumber: '1004',
    nationalId: '000000059',
    phone: '0500000005',
    permissions: [Permission.createContactLists],
    credits: {},
    subUserOf: 'demo',
  },
];

export const demoLogins: DemoLogin[] = demoUsers.map(({ role, username, password }) => ({ role, username, password }));

/**
 * Seeds the demo when the users table is empty, all in one transaction; answers the logins
 * it created (none when there were users already).
 */
export async function seedDemo(db: Db, now: number): Promise<DemoLogin[]> {
  const anyone = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyone) return [];
  // Hashing is slow on purpose; it is done before the transaction holds the database.
  const hashes = await Promise.all(demoUsers.map((u) => hash(u.password)));
  const created = await db.transaction().execute(async (trx) => {
    // Another process may have seeded while this one hashed.
    const anyoneNow = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (anyoneNow) return false;
    const brand = await trx
      .insertInto('brands')
      .values({
        host: '*',
        logo_name: 'Messaging',
        app_logo_src: '/favicon.svg',
        support_phone: '03-555-0100',
        support_email: 'support@example.com',
        is_white_label: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ids = new Map<string, number>();
    for (const [i, u] of demoUsers.entries()) {
      const row = await trx
        .insertInto('users')
        .values({
          admin_id: u.subUserOf ? ids.get(u.subUserOf)! : 0,
          group_id: u.group,
          username: u.username,
          password_hash: hashes[i],
          first_name: u.firstName,
          last_name: u.lastName,
          email: `${u.username}@example.com`,
          customer_number: u.customerNumber,
          national_id: u.nationalId,
          phones: JSON.stringify([u.phone]),
          brand_id: brand.id,
          password_changed_at: now,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.set(u.username, row.id);
      // Its place in the family (migration 0025): a demo sub-user is its primary user's child.
      const parentId = u.subUserOf ? ids.get(u.subUserOf)! : 0;
      await trx
        .updateTable('users')
        .set({ parent_id: parentId, family_path: familyPathOf(parentId ? familyPathOf('', parentId) : '', row.id) })
        .where('id', '=', row.id)
        .execute();
      await trx.insertInto('password_history').values({ user_id: row.id, password_hash: hashes[i], created_at: now }).execute();
      if (u.permissions.length) {
        await trx
          .insertInto('user_permissions')
          .values(u.permissions.map((permission_id) => ({ user_id: row.id, permission_id, mode: 'enable' })))
          .execute();
      }
      if (u.senders?.length) {
        await trx
          .insertInto('sender_identities')
          .values(u.senders.map((sender) => ({ account_id: row.id, kind: sender.kind, value: sender.value, status: 'approved' as const, permanent: sender.permanent ? 1 : 0, created_at: now })))
          .execute();
      }
      const credits = Object.entries(u.credits) as [BalanceService, number][];
      if (credits.length) {
        await trx
          .insertInto('balance_entries')
          .values(credits.map(([service, amount]) => ({ user_id: row.id, service, delta: amount, balance_after: amount, reason: 'seed', created_at: now })))
          .execute();
        await trx
          .insertInto('balances')
          .values(credits.map(([service, amount]) => ({ user_id: row.id, service, amount })))
          .execute();
      }
    }
    const family = ['demo', 'demo-sub', 'demo-reader'].map((username) => ids.get(username)!);
    await seedCustomers(trx, { adminUserId: ids.get('admin')!, demoFamily: family, brandId: brand.id, now });
    return true;
  });
  return created ? demoLogins : [];
}

/** The demo logins whose accounts still exist (printed at every start, not only the first). */
export async function presentDemoLogins(db: Db): Promise<DemoLogin[]> {
  const rows = await db
    .selectFrom('users')
    .select('username')
    .where('username', 'in', demoLogins.map((l) => l.username))
    .execute();
  const present = new Set(rows.map((r) => r.username));
  return demoLogins.filter((l) => present.has(l.username));
}

/** A plain-text table for the console. */
export function loginsTable(logins: DemoLogin[]): string {
  const header: DemoLogin = { role: 'role', username: 'username', password: 'password' };
  const rows = [header, ...logins];
  const width = (key: keyof DemoLogin) => Math.max(...rows.map((r) => r[key].length));
  const line = (r: DemoLogin) => `  ${r.role.padEnd(width('role'))}  ${r.username.padEnd(width('username'))}  ${r.password}`;
  const rule = `  ${'-'.repeat(width('role'))}  ${'-'.repeat(width('username'))}  ${'-'.repeat(width('password'))}`;
  return [line(header), rule, ...logins.map(line)].join('\n');
}
