import { Group } from '../../../../domain/access';
import { israelWallTime } from '../../../../domain/israelTime';
import { createSession } from '../../../http/session';
import { bearer, onEachDatabase } from '../../../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../../../test/testApp';
import { recordCreditPurchase } from './purchase';

const tokenOf = async (t: TestApp, userId: number) => (await createSession(t.db, { userId, lifetimeMs: 3_600_000, keepLoggedIn: false, now: Date.now() })).token;

onEachDatabase('invoices report and documents', (dbOptions) => {
  let t: TestApp;
  let admin: { userId: number; token: string };
  let otherAdmin: { userId: number; token: string };
  let customerToken: string;
  let systemToken: string;
  let bought: { invoiceId: number; receiptId: number };
  let theirs: { invoiceId: number; receiptId: number };

  const report = (token: string, body: object = {}) => t.app.inject({ method: 'POST', url: '/api/reports/invoices-report', headers: bearer(token), payload: body });
  const file = (token: string, type: string, id: number) => t.app.inject({ method: 'GET', url: `/api/reports/${type}/${id}`, headers: bearer(token) });
  const remove = (token: string, body: object) => t.app.inject({ method: 'POST', url: '/api/reports/delete-invoice-or-receipt-file', headers: bearer(token), payload: body });

  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
    const adminId = await insertUser(t.db, { group: Group.administrator });
    await t.db.updateTable('users').set({ first_name: 'דנה', last_name: 'כהן' }).where('id', '=', adminId).execute();
    admin = { userId: adminId, token: await tokenOf(t, adminId) };
    const otherId = await insertUser(t.db, { group: Group.administrator });
    otherAdmin = { userId: otherId, token: await tokenOf(t, otherId) };
    // A user the administrator manages buys: the account is the administrator's.
    const managed = await insertUser(t.db, { adminId, group: Group.customer });
    customerToken = await tokenOf(t, await insertUser(t.db, { group: Group.customer }));
    systemToken = await tokenOf(t, await insertUser(t.db, { group: Group.systemManager }));
    bought = await recordCreditPurchase(t.db, { account: adminId, userId: managed, service: 'sms', credits: 5000, amount: 100, paymentReference: 'CG-1', now: Date.now() });
    theirs = await recordCreditPurchase(t.db, { account: otherId, userId: otherId, service: 'voice', credits: 100, amount: 50, now: Date.now() });
  });
  afterAll(() => t.close());

  test('a purchase loads the credits in the ledger and issues an invoice and a receipt, numbered per type', async () => {
    const balance = await t.db.selectFrom('balances').select('amount').where('user_id', '=', admin.userId).where('service', '=', 'sms').executeTakeFirstOrThrow();
    expect(Number(balance.amount)).toBe(5000);
    const entry = await t.db.selectFrom('balance_entries').select(['id', 'delta', 'reason', 'reference']).where('user_id', '=', admin.userId).executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ delta: 5000, reason: 'purchase', reference: 'CG-1' });
    const rows = await t.db.selectFrom('invoices').select(['type', 'number', 'balance_entry_id', 'total']).where('account_id', '=', admin.userId).orderBy('id').execute();
    expect(rows).toEqual([
      { type: 'invoice', number: 1, balance_entry_id: entry.id, total: 118 },
      { type: 'receipt', number: 1, balance_entry_id: entry.id, total: 118 },
    ]);
    expect((await t.db.selectFrom('invoices').select('number').where('id', '=', theirs.invoiceId).executeTakeFirstOrThrow()).number).toBe(2);
  });

  test('nothing is half-written: a purchase that fails part way (no such customer) loads no credits and issues nothing', async () => {
    const count = async () => [(await t.db.selectFrom('balance_entries').select('id').execute()).length, (await t.db.selectFrom('invoices').select('id').execute()).length];
    const before = await count();
    const error = await recordCreditPurchase(t.db, { account: 999_999, userId: 999_999, service: 'sms', credits: 10, amount: 1, now: Date.now() }).then(
      (done) => new Error(`issued ${JSON.stringify(done)}`),
      (e: unknown) => e,
    );
    expect(String(error)).not.toMatch(/^Error: issued/);
    expect(await count()).toEqual(before);
  });

  test("the administrator's report lists its account's invoice and receipt for the month; another administrator's are not there", async () => {
    const data = (await report(admin.token)).json().data;
    const now = israelWallTime(Date.now());
    const period = `${String(now.month).padStart(2, '0')}/${now.year}`;
    expect(data.status).toBe(1);
    expect(data.rows).toEqual([
      { id: bought.receiptId, type: 'receipt', period, paymentDate: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/), status: 'paid', amount: 118, fileName: 'receipt-1.html' },
      { id: bought.invoiceId, type: 'invoice', period, paymentDate: expect.any(String), status: 'paid', amount: 118, fileName: 'invoice-1.html' },
    ]);
    expect(data.totals).toEqual({ amount: 236 });
    expect((await report(admin.token, { month: 1, year: 2020 })).json().data.rows).toEqual([]);
    const system = (await report(systemToken)).json().data;
    expect(system.rows.map((r: { id: number }) => r.id).sort()).toEqual([bought.invoiceId, bought.receiptId, theirs.invoiceId, theirs.receiptId].sort());
    expect((await report(systemToken, { userId: otherAdmin.userId })).json().data.rows).toHaveLength(2);
    expect((await report(admin.token, { userId: otherAdmin.userId })).statusCode).toBe(404);
  });

  test('non-administrators get 403 for the report, the document and deleting it', async () => {
    expect((await report(customerToken)).statusCode).toBe(403);
    expect((await file(customerToken, 'invoice', bought.invoiceId)).statusCode).toBe(403);
    expect((await remove(customerToken, { invoiceId: bought.invoiceId, type: 'invoice' })).statusCode).toBe(403);
  });

  test("the document is a Hebrew HTML page; another administrator's invoice, or the wrong type, is 404; deleting keeps the record without its file", async () => {
    const res = await file(admin.token, 'invoice', bought.invoiceId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('חשבונית מס מספר 1');
    expect(res.body).toContain('דנה כהן');
    expect(res.body).toContain('₪118.00');
    expect((await file(admin.token, 'receipt', bought.receiptId)).body).toContain('קבלה מספר 1');
    expect((await file(admin.token, 'receipt', bought.invoiceId)).statusCode).toBe(404);
    expect((await file(admin.token, 'invoice', theirs.invoiceId)).statusCode).toBe(404);
    expect((await remove(admin.token, { invoiceId: theirs.invoiceId, type: 'invoice' })).statusCode).toBe(404);
    expect((await file(otherAdmin.token, 'invoice', theirs.invoiceId)).statusCode).toBe(200);

    expect((await remove(admin.token, { invoiceId: bought.invoiceId, type: 'invoice' })).json().data).toEqual({ status: 1 });
    expect((await file(admin.token, 'invoice', bought.invoiceId)).statusCode).toBe(404);
    const row = (await report(admin.token)).json().data.rows.find((r: { id: number }) => r.id === bought.invoiceId);
    expect(row).toMatchObject({ id: bought.invoiceId, type: 'invoice', amount: 118 });
    expect(row.fileName).toBeUndefined();
    expect((await remove(admin.token, { invoiceId: bought.invoiceId, type: 'invoice' })).json().data).toEqual({ status: -1 });
    expect((await remove(admin.token, { invoiceId: bought.invoiceId, type: 'bill' })).statusCode).toBe(400);
    expect((await file(admin.token, 'bill', bought.invoiceId)).statusCode).toBe(400);
  });
});
