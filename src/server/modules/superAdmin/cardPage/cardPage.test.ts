/**
 * The card-payment page a super-administrator opens for a customer (issue 20), on each database:
 * a card saved through the processor's page keeps its token and loads nothing; an amount charged
 * is paid at that amount; the page is tested open; the address is the processor's; a missing
 * customer is 404, a customer calling is refused; each call audited on the customer.
 */
import { Group } from '../../../../domain/access';
import { onEachDatabase } from '../../../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../../../test/testApp';
import { answerOf, staff, type Staff } from '../customers/testKit';

onEachDatabase('card-payment page of a customer', (dbOptions) => {
  let t: TestApp;
  let admin: Staff;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
    admin = await staff(t, Group.superAdmin);
  });
  afterAll(() => t.close());

  const call = (op: string, body: object, token = admin.token) => answerOf(t, token, op, body);
  const pay = (url: string, cardNumber = '4580 0000 0000 0000') =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ cardNumber, expiry: '12/40', cvv: '123' }).toString() });
  const paymentOf = (url: string) => t.db.selectFrom('package_payments').selectAll().where('token', '=', decodeURIComponent(url.split('/').pop()!)).executeTakeFirstOrThrow();
  const audited = (operation: string) => t.db.selectFrom('audit_log').select('subject_user_id').where('operation', '=', operation).execute();

  test('a card saved through the page keeps its token and loads no credits', async () => {
    const customer = await insertUser(t.db);
    const opened = await call('get-url-cg', { userId: customer, purpose: 'saveCard', amount: 999 });
    expect(opened.data).toEqual({ status: 1, success: 'y', url: expect.stringMatching(/^\/payment-simulator\/[\w-]+$/) });
    const page = await t.app.inject({ method: 'GET', url: opened.data.url });
    expect(page.body).toContain('Card saved for later payments');
    expect((await pay(opened.data.url)).statusCode).toBe(303);
    const payment = await paymentOf(opened.data.url);
    expect(payment).toMatchObject({ user_id: customer, purpose: 'saveCard', total: 0, state: 'paid', invoice_id: null });
    expect(payment.card_token).toMatch(/^simcard_/);
    expect(await t.db.selectFrom('balances').select('amount').where('user_id', '=', customer).execute()).toEqual([]);
    expect((await audited('getUrlCg')).map((a) => a.subject_user_id)).toContain(customer);
  });

  test('an amount is charged at that amount; without one nothing is opened; the link can go by e-mail', async () => {
    const customer = await insertUser(t.db);
    // Without an address the page is not mailed, and no payment is started.
    await t.db.updateTable('users').set({ email: '' }).where('id', '=', customer).execute();
    expect((await call('get-url-cg', { userId: customer, purpose: 'saveCard', sendByMail: true })).data).toEqual({ status: -1, success: 'n' });
    expect(await t.db.selectFrom('package_payments').select('id').where('user_id', '=', customer).execute()).toEqual([]);
    await t.db.updateTable('users').set({ email: 'payer@example.com' }).where('id', '=', customer).execute();
    expect((await call('get-url-cg', { userId: customer, purpose: 'charge' })).data).toEqual({ status: -1, success: 'n' });
    const opened = await call('get-url-cg', { userId: customer, purpose: 'charge', amount: 117.5, sendByMail: true });
    expect(opened.data.status).toBe(1);
    const mail = await t.db.selectFrom('outbox').select(['recipient', 'body']).where('user_id', '=', customer).where('channel', '=', 'mail').executeTakeFirstOrThrow();
    expect(mail.recipient).toBe('payer@example.com');
    expect(mail.body).toContain(opened.data.url);
    await pay(opened.data.url);
    expect(await paymentOf(opened.data.url)).toMatchObject({ purpose: 'charge', total: 117.5, state: 'paid', invoice_id: null });
    // A declined card stays unpaid.
    const again = await call('get-url-cg', { userId: customer, purpose: 'charge', amount: 10 });
    await pay(again.data.url, '4000000000000002');
    expect((await paymentOf(again.data.url)).state).toBe('declined');
  });

  test('test-url-cg opens the page for the customer and answers y; audited', async () => {
    const customer = await insertUser(t.db);
    const tested = await call('test-url-cg', { userId: customer });
    expect(tested.data).toEqual({ status: 1, success: 'y', url: expect.stringMatching(/^\/payment-simulator\//) });
    expect((await audited('testUrlCg')).map((a) => a.subject_user_id)).toEqual([customer]);
  });

  test('a missing customer is 404; a customer may not open pages; a system manager may (x-access system)', async () => {
    expect((await call('get-url-cg', { userId: 999_999, purpose: 'saveCard' })).code).toBe(404);
    expect((await call('test-url-cg', { userId: 999_999 })).code).toBe(404);
    const customer = await staff(t, Group.customer);
    const other = await insertUser(t.db);
    expect((await call('get-url-cg', { userId: other, purpose: 'saveCard' }, customer.token)).code).toBe(403);
    expect((await call('test-url-cg', { userId: other }, customer.token)).code).toBe(403);
    const manager = await staff(t, Group.systemManager);
    expect((await call('test-url-cg', { userId: other }, manager.token)).data.success).toBe('y');
    expect(await t.db.selectFrom('package_payments').select('id').where('user_id', '=', customer.id).execute()).toEqual([]);
  });
});
