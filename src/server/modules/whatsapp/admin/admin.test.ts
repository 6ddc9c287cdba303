/**
 * The administrators' WhatsApp operations on the real server: the customers list in the
 * caller's reach, a customer's standing, taking the permission away (audited), rates per
 * country (>0 saved, 0 no such country, -1 no permission), and the package price with VAT.
 */
import { Group } from '../../../../domain/access';
import { Permission } from '../../../../domain/permissions';
import { insertUser } from '../../../test/testApp';
import { activeNumber, callWhatsapp, startWhatsAppApp, whatsappUser, type WaTestApp } from '../numbers/testWhatsApp';

let t: WaTestApp;
beforeAll(async () => {
  t = await startWhatsAppApp();
});
afterAll(() => t.close());

test('an administrator lists the WhatsApp customers assigned to it, with their numbers; the system group sees all', async () => {
  const admin = await whatsappUser(t, { group: Group.administrator, permissions: [] });
  const superAdmin = await whatsappUser(t, { group: Group.superAdmin, permissions: [] });
  const mine = await whatsappUser(t);
  const notMine = await whatsappUser(t);
  await t.db.updateTable('users').set({ administrator_id: admin.userId }).where('id', '=', mine.userId).execute();
  const { phone } = await activeNumber(t, mine);
  const listed = await callWhatsapp(t, admin, 'POST', 'get-whatsapp-users', {});
  const rows = (listed.data as unknown as { rows: { userId: number; phones: { phone: string; state: string }[] }[] }).rows;
  expect(rows.map((r) => r.userId)).toEqual([mine.userId]);
  expect(rows[0].phones).toMatchObject([{ phone, state: 'active' }]);
  const all = await callWhatsapp(t, superAdmin, 'POST', 'get-whatsapp-users', { query: phone.slice(-6) });
  expect((all.data as unknown as { rows: { userId: number }[] }).rows.map((r) => r.userId)).toEqual([mine.userId]);
  expect((await callWhatsapp(t, admin, 'GET', `get-wa-user-meta-data/${mine.userId}`)).data).toMatchObject({ userId: mine.userId, hasWhatsappPermission: true, phones: [{ phone }] });
  expect((await callWhatsapp(t, admin, 'GET', `get-wa-user-meta-data/${notMine.userId}`)).code).toBe(404);
  expect((await callWhatsapp(t, mine, 'POST', 'get-whatsapp-users', {})).code).toBe(403);
});

test('taking the WhatsApp permission away blocks it and is in the audit log; another admin\'s customer is 404', async () => {
  const admin = await whatsappUser(t, { group: Group.administrator, permissions: [] });
  const customer = await whatsappUser(t);
  const other = await whatsappUser(t);
  await t.db.updateTable('users').set({ administrator_id: admin.userId }).where('id', '=', customer.userId).execute();
  expect((await callWhatsapp(t, admin, 'POST', 'delete-whatsapp-permission', { userId: other.userId })).code).toBe(404);
  expect((await callWhatsapp(t, admin, 'POST', 'delete-whatsapp-permission', { userId: customer.userId })).data.status).toBe(1);
  expect((await callWhatsapp(t, admin, 'GET', `get-wa-user-meta-data/${customer.userId}`)).data).toMatchObject({ hasWhatsappPermission: false });
  expect((await callWhatsapp(t, customer, 'GET', 'get-user-meta-data')).code).toBe(403);
  const audit = await t.db.selectFrom('audit_log').select(['operation']).where('operation', '=', 'deleteWhatsappPermission').execute();
  expect(audit.length).toBe(1);
});

test('rates per country: saved (>0), no such country (0), customer without WhatsApp (-1); read back', async () => {
  const superAdmin = await whatsappUser(t, { group: Group.superAdmin, permissions: [] });
  const customer = await whatsappUser(t);
  const withoutWhatsapp = await insertUser(t.db, { permissions: [Permission.createCampaigns] });
  expect((await callWhatsapp(t, superAdmin, 'POST', 'set_product_rate', { userId: customer.userId, countryCode: '972', rate: 0.18 })).data.status).toBeGreaterThan(0);
  expect((await callWhatsapp(t, superAdmin, 'POST', 'set_product_rate', { userId: customer.userId, countryCode: '999', rate: 0.5 })).data.status).toBe(0);
  expect((await callWhatsapp(t, superAdmin, 'POST', 'set_product_rate', { userId: withoutWhatsapp, countryCode: '972', rate: 0.5 })).data.status).toBe(-1);
  expect((await callWhatsapp(t, superAdmin, 'GET', `get-product-rate-wa/${customer.userId}`)).data).toEqual([{ countryCode: '972', country: 'IL', rate: 0.18 }]);
  expect((await callWhatsapp(t, customer, 'GET', `get-product-rate-wa/${customer.userId}`)).code).toBe(403);
});

test('package price: at least 1000 messages, the customer\'s rate or its list\'s volume price, VAT of the day', async () => {
  const customer = await whatsappUser(t);
  const now = t.clock.now();
  const list = await t.db.insertInto('price_lists').values({ name: 'wa list', created_at: now }).returning('id').executeTakeFirstOrThrow();
  await t.db.updateTable('users').set({ price_list_id: list.id }).where('id', '=', customer.userId).execute();
  expect((await callWhatsapp(t, customer, 'GET', 'calc-credit-user-amount?messages=1000')).data.status).toBe(-2);
  await t.db
    .insertInto('price_list_products')
    .values([
      { price_list_id: list.id, name: 'WhatsApp 1000', service: 'whatsapp', quantity: 1000, rate: 300, created_at: now },
      { price_list_id: list.id, name: 'WhatsApp 5000', service: 'whatsapp', quantity: 5000, rate: 1000, created_at: now },
    ])
    .execute();
  expect((await callWhatsapp(t, customer, 'GET', 'calc-credit-user-amount?messages=999')).code).toBe(400);
  expect((await callWhatsapp(t, customer, 'GET', 'calc-credit-user-amount?messages=6000')).data).toMatchObject({ status: 1, messages: 6000, amount: 1200, vatMultiplier: 1.18, amountWithVat: 1416, pricePerMessage: 0.2 });
  await t.db.insertInto('wa_rates').values({ user_id: customer.userId, country_code: '972', rate: 0.25, updated_at: now }).execute();
  expect((await callWhatsapp(t, customer, 'GET', 'calc-credit-user-amount?messages=2000')).data).toMatchObject({ status: 1, amount: 500, amountWithVat: 590 });
  const other = await whatsappUser(t);
  expect((await callWhatsapp(t, other, 'GET', `calc-credit-user-amount?messages=1000&userId=${customer.userId}`)).code).toBe(404);
});

test("postpaid details: the customer, its price list and rate per message, its open request, what it has left; another administrator's customer is 404", async () => {
  // Approving postpaid packages is its own permission (48) among the administrators'.
  const admin = await whatsappUser(t, { group: Group.administrator, permissions: [Permission.approvePostpaid] });
  const customer = await whatsappUser(t);
  const other = await whatsappUser(t);
  await t.db.updateTable('users').set({ administrator_id: admin.userId }).where('id', '=', customer.userId).execute();
  const now = t.clock.now();
  const list = await t.db.insertInto('price_lists').values({ name: 'postpaid list', created_at: now }).returning('id').executeTakeFirstOrThrow();
  await t.db.updateTable('users').set({ price_list_id: list.id }).where('id', '=', customer.userId).execute();
  await t.db.insertInto('price_list_products').values({ price_list_id: list.id, name: 'WhatsApp 5000', service: 'whatsapp', quantity: 5000, rate: 1000, created_at: now }).execute();
  const { phone } = await activeNumber(t, customer);
  const before = (await callWhatsapp(t, admin, 'GET', `get-whatsapp-postpaid-user-details/${customer.userId}`)).data;
  expect(before).toMatchObject({ userId: customer.userId, priceListId: list.id, priceListName: 'postpaid list', hasOpenRequest: false, accounts: [{ PHONE: phone }] });
  expect(before).not.toHaveProperty('requestedMessages');
  await t.db.insertInto('postpaid_requests').values({ account_id: customer.userId, user_id: customer.userId, product_id: null, service: 'whatsapp', credits: 5000, amount: 1000, created_at: now }).execute();
  expect((await callWhatsapp(t, admin, 'GET', `get-whatsapp-postpaid-user-details/${customer.userId}`)).data).toMatchObject({ hasOpenRequest: true, requestedMessages: 5000, requestedAmount: 1000, messageRate: 0.2, requestedOn: new Date(now).toISOString() });
  expect((await callWhatsapp(t, admin, 'GET', `get-whatsapp-postpaid-user-details/${other.userId}`)).code).toBe(404);
  expect((await callWhatsapp(t, customer, 'GET', `get-whatsapp-postpaid-user-details/${customer.userId}`)).code).toBe(403);
  const withoutPermission = await whatsappUser(t, { group: Group.administrator, permissions: [] });
  expect((await callWhatsapp(t, withoutPermission, 'GET', `get-whatsapp-postpaid-user-details/${customer.userId}`)).code).toBe(403);
});

test("WhatsApp status for the super-administrator: numbers by state, Meta's blocks and warnings, waiting approvals and templates, today's messages, who needs attention", async () => {
  const superAdmin = await whatsappUser(t, { group: Group.superAdmin, permissions: [] });
  const before = (await callWhatsappSuper(superAdmin, 'whatsApp-status')).data as { totalAccounts: number; byStatus: Record<string, number>; blockedByMeta: number; accounts: { PHONE: string }[] };
  const warned = await whatsappUser(t);
  const { phone } = await activeNumber(t, warned);
  await t.db.updateTable('wa_numbers').set({ state: 'activeWithWarning', is_blocked_by_meta: 1 }).where('phone', '=', phone).execute();
  const after = (await callWhatsappSuper(superAdmin, 'whatsApp-status')).data as typeof before & { activeWithWarning: number; templatesPending: number; messagesToday: number };
  expect(after.totalAccounts).toBe(before.totalAccounts + 1);
  expect(after.byStatus.activeWithWarning).toBe((before.byStatus.activeWithWarning ?? 0) + 1);
  expect(after.blockedByMeta).toBe(before.blockedByMeta + 1);
  expect(after.accounts[0]).toMatchObject({ PHONE: phone, IS_BLOCKED_BY_META: true });
  expect(typeof after.templatesPending).toBe('number');
  expect((await callWhatsappSuper(warned, 'whatsApp-status')).code).toBe(403);
});

test("prepaid-to-pup-whatsapp charges the price the page showed (the customer's own rate for Israel), and a postpaid sale approves the WhatsApp request only", async () => {
  const superAdmin = await whatsappUser(t, { group: Group.superAdmin, permissions: [] });
  const customer = await whatsappUser(t);
  const now = t.clock.now();
  const list = await t.db.insertInto('price_lists').values({ name: 'sale list', created_at: now }).returning('id').executeTakeFirstOrThrow();
  await t.db.updateTable('users').set({ price_list_id: list.id }).where('id', '=', customer.userId).execute();
  await t.db.insertInto('price_list_products').values({ price_list_id: list.id, name: 'WhatsApp 1000', service: 'whatsapp', quantity: 1000, rate: 300, created_at: now }).execute();
  await t.db.insertInto('wa_rates').values({ user_id: customer.userId, country_code: '972', rate: 0.25, updated_at: now }).execute();
  // An SMS package request is open: not the WhatsApp sale's to close.
  const sms = await t.db.insertInto('postpaid_requests').values({ account_id: customer.userId, user_id: customer.userId, product_id: null, service: 'sms', credits: 1000, amount: 100, created_at: now }).returning('id').executeTakeFirstOrThrow();
  const sell = () => t.app.inject({ method: 'POST', url: '/api/super-admin/prepaid-to-pup-whatsapp', headers: superAdmin.headers, payload: { userId: customer.userId, messages: 2000, paymentMethod: 'postpaid' } });

  const shown = (await callWhatsapp(t, superAdmin, 'GET', `calc-credit-user-amount?messages=2000&userId=${customer.userId}`)).data;
  const sold = (await sell()).json().data;
  expect(shown).toMatchObject({ amount: 500, amountWithVat: 590 });
  expect(sold).toMatchObject({ status: 1, amount: 500, total: 590 });
  expect(await t.db.selectFrom('postpaid_requests').select('state').where('id', '=', sms.id).executeTakeFirstOrThrow()).toEqual({ state: 'open' });

  await t.db.updateTable('postpaid_requests').set({ state: 'approved' }).where('id', '=', sms.id).execute();
  const whatsapp = await t.db.insertInto('postpaid_requests').values({ account_id: customer.userId, user_id: customer.userId, product_id: null, service: 'whatsapp', credits: 2000, amount: 500, created_at: now }).returning('id').executeTakeFirstOrThrow();
  const approved = (await sell()).json().data;
  expect(approved).toMatchObject({ status: 1, invoiceId: expect.any(Number) });
  expect(await t.db.selectFrom('postpaid_requests').select(['state', 'invoice_id']).where('id', '=', whatsapp.id).executeTakeFirstOrThrow()).toEqual({ state: 'approved', invoice_id: approved.invoiceId });
  const balance = await t.db.selectFrom('balances').select('amount').where('user_id', '=', customer.userId).where('service', '=', 'whatsapp').executeTakeFirstOrThrow();
  expect(Number(balance.amount)).toBe(4000);
  // Another account's customer is out of an administrator's reach.
  const admin = await whatsappUser(t, { group: Group.administrator, permissions: [] });
  expect((await t.app.inject({ method: 'POST', url: '/api/super-admin/prepaid-to-pup-whatsapp', headers: admin.headers, payload: { userId: customer.userId, messages: 2000, paymentMethod: 'postpaid' } })).statusCode).toBe(403);
});

async function callWhatsappSuper(user: { headers: Record<string, string> }, op: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/super-admin/${op}`, headers: user.headers });
  return { code: res.statusCode, data: res.statusCode === 200 ? res.json().data : null };
}
