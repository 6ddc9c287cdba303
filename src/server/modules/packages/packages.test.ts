import { Group } from '../../../domain/access';
import { fromIsraelWallTime, israelWallTime } from '../../../domain/israelTime';
import { Permission } from '../../../domain/permissions';
import { bearer, onEachDatabase } from '../../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../../test/testApp';
import { createSession } from '../../http/session';
import { paymentSecretOf, paymentSignatureHeader, signPaymentReport, type PaymentReport } from './signature';

/** The next moment an Israeli clock shows this weekday (1 Sunday .. 7 Saturday) at this hour, at least a day ahead. */
function nextIsrael(from: number, weekday: number, hour: number): number {
  for (let days = 1; days <= 8; days += 1) {
    const w = israelWallTime(from + days * 86_400_000);
    if (w.weekday === weekday) return fromIsraelWallTime(w.year, w.month, w.day, hour, 0);
  }
  throw new Error('no such day');
}

onEachDatabase('packages and card payment', (dbOptions) => {
  let t: TestApp;
  let buyer: { id: number; token: string };
  let systemToken: string;

  const post = (url: string, token: string, payload: object) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  const details = (token: string, userId: number) => post('/api/main/get-details-for-package', token, { userId });
  const buy = (token: string, productId: number, paymentMethod: 'card' | 'postpaid') => post('/api/main/buy-package', token, { productId, paymentMethod });
  const form = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: new URLSearchParams(fields).toString() });
  const balanceOf = async (account: number, service = 'sms') =>
    Number((await t.db.selectFrom('balances').select('amount').where('user_id', '=', account).where('service', '=', service as 'sms').executeTakeFirst())?.amount ?? 0);
  const invoicesOf = async (account: number) => t.db.selectFrom('invoices').select(['type', 'credits', 'amount', 'total', 'payment_reference']).where('account_id', '=', account).orderBy('id').execute();

  /** A primary user who can sign in, with a phone on record (the number a representative calls). */
  async function newBuyer(): Promise<{ id: number; token: string }> {
    const id = await insertUser(t.db, { group: Group.administrator, permissions: [Permission.usersSection] });
    await t.db.updateTable('users').set({ phones: JSON.stringify(['0521234567']) }).where('id', '=', id).execute();
    const session = await createSession(t.db, { userId: id, lifetimeMs: 3_600_000, keepLoggedIn: false, now: t.clock.now() });
    return { id, token: session.token };
  }

  async function smsPackage(token: string, userId: number) {
    const answer = details(token, userId);
    const data = (await answer).json().data;
    return data.user_price_list.products.find((p: { service: string }) => p.service === 'sms') as { productId: number; quantity: number; rate: number; priceWithVat: number };
  }

  async function startPayment(who: { id: number; token: string }) {
    const product = await smsPackage(who.token, who.id);
    const started = (await buy(who.token, product.productId, 'card')).json().data;
    expect(started.status).toBe(1);
    return { product, url: started.paymentUrl as string, total: started.total as number, token: (started.paymentUrl as string).split('/').pop()! };
  }

  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
    // Tuesday 10:00 in Israel: within purchase hours.
    t.clock.advance(nextIsrael(t.clock.now(), 3, 10) - t.clock.now());
    buyer = await newBuyer();
    const system = await insertUser(t.db, { group: Group.systemManager });
    systemToken = (await createSession(t.db, { userId: system, lifetimeMs: 3_600_000, keepLoggedIn: false, now: t.clock.now() })).token;
  });
  afterAll(() => t.close());

  test('get-details-for-package: status 1 in purchase hours, with the package, the price list and the VAT of the day', async () => {
    const data = (await details(buyer.token, buyer.id)).json().data;
    expect(data.status).toBe(1);
    expect(data.vatMultiplier).toBe(1.18);
    expect(data.product).toMatchObject({ service: 'sms', quantity: 1000, rate: 80, priceWithVat: 94.4 });
    expect(data.user_price_list.products.length).toBeGreaterThan(2);
  });

  test('get-details-for-package for a user outside the caller’s reach is 404', async () => {
    const stranger = await insertUser(t.db, { group: Group.customer });
    expect((await details(buyer.token, stranger)).statusCode).toBe(404);
  });

  test('an approved card loads the credits, issues the invoice and receipt, and sends the browser to the result page with status 2', async () => {
    const who = await newBuyer();
    const { product, url, total, token } = await startPayment(who);
    expect(url).toBe(`/payment-simulator/${token}`);
    expect(total).toBe(product.priceWithVat);
    // Nothing is loaded by starting a payment.
    expect(await balanceOf(who.id)).toBe(0);

    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('name="cardNumber"');

    const paid = await form(url, { cardNumber: '4580 0000 0000 0000', expiry: '12/40', cvv: '123' });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/credit-guard-result/2/0521234567?payment=${token}`);
    expect(await balanceOf(who.id)).toBe(product.quantity);
    const invoices = await invoicesOf(who.id);
    expect(invoices.map((i) => i.type)).toEqual(['invoice', 'receipt']);
    expect(invoices[0]).toMatchObject({ credits: product.quantity, amount: product.rate, total: product.priceWithVat });
    // The invoices report is no longer empty.
    const report = (await post('/api/reports/invoices-report', who.token, {})).json();
    expect(JSON.stringify(report)).toContain(String(product.priceWithVat));
    // The page of a finished payment is gone.
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  test('a payment report delivered twice loads the credits once and answers the first outcome again', async () => {
    const who = await newBuyer();
    const { product, token, total } = await startPayment(who);
    const report: PaymentReport = { token, outcome: 'approved', amount: total, reference: 'CG-777', cardToken: 'simcard_0000_x' };
    const deliver = () =>
      t.app.inject({ method: 'POST', url: '/api/main/card-payment-result', headers: { [paymentSignatureHeader]: signPaymentReport(paymentSecretOf(t.config), report) }, payload: report });
    const [first, second] = await Promise.all([deliver(), deliver()]);
    const third = await deliver();
    expect([first.json().data.status, second.json().data.status, third.json().data.status]).toEqual([2, 2, 2]);
    expect(await balanceOf(who.id)).toBe(product.quantity);
    expect((await invoicesOf(who.id)).length).toBe(2);
  });

  test('a declined card adds nothing and the result page says -6', async () => {
    const who = await newBuyer();
    const { url, token } = await startPayment(who);
    const declined = await form(url, { cardNumber: '4000000000000002', expiry: '12/40', cvv: '123' });
    expect(declined.headers.location).toBe(`/credit-guard-result/-6/0521234567?payment=${token}`);
    expect(await balanceOf(who.id)).toBe(0);
    expect(await invoicesOf(who.id)).toEqual([]);
  });

  test('an expired card is declined; a processor failure in working hours is -3; a cancel is -6; none loads anything', async () => {
    const who = await newBuyer();
    expect((await form((await startPayment(who)).url, { cardNumber: '4580000000000000', expiry: '01/20', cvv: '123' })).headers.location).toMatch(/^\/credit-guard-result\/-6\//);
    expect((await form((await startPayment(who)).url, { cardNumber: '4000000000000119', expiry: '12/40', cvv: '123' })).headers.location).toMatch(/^\/credit-guard-result\/-3\//);
    expect((await form((await startPayment(who)).url, { cancel: '1' })).headers.location).toMatch(/^\/credit-guard-result\/-6\//);
    expect(await balanceOf(who.id)).toBe(0);
  });

  test('a card number failing the Luhn check shows the form again with the error and charges nothing', async () => {
    const who = await newBuyer();
    const { url, token } = await startPayment(who);
    const again = await form(url, { cardNumber: '4580000000000001', expiry: '13/40', cvv: '12' });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('The card number is not valid.');
    expect(again.body).toContain('Write the expiry as MM/YY.');
    expect(again.body).toContain('The CVV is 3 or 4 digits.');
    const payment = await t.db.selectFrom('package_payments').select('state').where('token', '=', token).executeTakeFirstOrThrow();
    expect(payment.state).toBe('pending');
  });

  test('the redirect and the report address never come from the request (no open redirect)', async () => {
    const who = await newBuyer();
    const { url, token } = await startPayment(who);
    const answer = await form(
      `${url}?returnUrl=https://evil.example/&notifyUrl=https://evil.example/hook`,
      { cardNumber: '4580000000000000', expiry: '12/40', cvv: '123' },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example', referer: 'https://evil.example/' },
    );
    expect(answer.headers.location).toBe(`/credit-guard-result/2/0521234567?payment=${token}`);
    // The report reached this server (the credits are there), not the named hook.
    expect(await balanceOf(who.id)).toBeGreaterThan(0);
  });

  test('an unsigned, wrongly signed or altered report is refused with 403 and loads nothing', async () => {
    const who = await newBuyer();
    const { token, total } = await startPayment(who);
    const report: PaymentReport = { token, outcome: 'approved', amount: total, reference: 'CG-1' };
    const signature = signPaymentReport(paymentSecretOf(t.config), report);
    const send = (payload: PaymentReport, sig: string) => t.app.inject({ method: 'POST', url: '/api/main/card-payment-result', headers: { [paymentSignatureHeader]: sig }, payload });
    expect((await send(report, 'f'.repeat(64))).statusCode).toBe(403);
    expect((await send({ ...report, amount: total * 10 }, signature)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/main/card-payment-result', payload: report })).statusCode).toBe(403);
    expect(await balanceOf(who.id)).toBe(0);
    // A signed report of an unknown payment is 404.
    const unknown = { ...report, token: 'no-such-payment' };
    expect((await send(unknown, signPaymentReport(paymentSecretOf(t.config), unknown))).statusCode).toBe(404);
  });

  test('a signed report of another amount than the payment’s loads nothing: -1', async () => {
    const who = await newBuyer();
    const { token, total } = await startPayment(who);
    const report: PaymentReport = { token, outcome: 'approved', amount: total - 1, reference: 'CG-2' };
    const answer = await t.app.inject({ method: 'POST', url: '/api/main/card-payment-result', headers: { [paymentSignatureHeader]: signPaymentReport(paymentSecretOf(t.config), report) }, payload: report });
    expect(answer.json().data.status).toBe(-1);
    expect(await balanceOf(who.id)).toBe(0);
  });

  test('buy-package of a package outside the price list is -9', async () => {
    expect((await buy(buyer.token, 999_999, 'card')).json().data.status).toBe(-9);
  });

  test('postpaid: the request awaits confirmation (-7), a second is already open (-8), details say -3; an administrator approves it with prepaid-to-pup', async () => {
    const who = await newBuyer();
    const product = await smsPackage(who.token, who.id);
    expect((await buy(who.token, product.productId, 'postpaid')).json().data.status).toBe(-7);
    expect((await buy(who.token, product.productId, 'postpaid')).json().data.status).toBe(-8);
    expect((await buy(who.token, product.productId, 'card')).json().data.status).toBe(-8);
    expect((await details(who.token, who.id)).json().data.status).toBe(-3);
    expect(await balanceOf(who.id)).toBe(0);

    const approved = (await post('/api/super-admin/prepaid-to-pup', systemToken, { userId: who.id, productId: product.productId, paymentMethod: 'postpaid' })).json().data;
    expect(approved).toMatchObject({ status: 1, amount: product.rate, total: product.priceWithVat });
    expect(approved.invoiceId).toEqual(expect.any(Number));
    expect(await balanceOf(who.id)).toBe(product.quantity);
    const request = await t.db.selectFrom('postpaid_requests').selectAll().where('account_id', '=', who.id).executeTakeFirstOrThrow();
    expect(request).toMatchObject({ state: 'approved', invoice_id: approved.invoiceId });
    expect((await details(who.token, who.id)).json().data.status).toBe(1);
  });

  test('five postpaid requests at once open exactly one (the others are -8)', async () => {
    const who = await newBuyer();
    const product = await smsPackage(who.token, who.id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => buy(who.token, product.productId, 'postpaid')));
    expect(answers.map((a) => a.json().data.status).sort()).toEqual([-7, -8, -8, -8, -8]);
    expect(await t.db.selectFrom('postpaid_requests').select('id').where('account_id', '=', who.id).execute()).toHaveLength(1);
  });

  test('prepaid-to-pup by card: -5 without a saved card; with one, the card is charged (2) and the invoice issued', async () => {
    const who = await newBuyer();
    const product = await smsPackage(who.token, who.id);
    const sale = () => post('/api/super-admin/prepaid-to-pup', systemToken, { userId: who.id, productId: product.productId, quantity: 2, paymentMethod: 'card' });
    expect((await sale()).json().data.status).toBe(-5);
    await form((await startPayment(who)).url, { cardNumber: '4580000000000000', expiry: '12/40', cvv: '123' });
    const charged = (await sale()).json().data;
    expect(charged).toMatchObject({ status: 2, amount: product.rate * 2 });
    expect(await balanceOf(who.id)).toBe(product.quantity * 3);
    expect((await invoicesOf(who.id)).length).toBe(4);
  });

  test('prepaid-to-pup: an unknown price list is -9, an unknown user 404, and only system groups may call it', async () => {
    expect((await post('/api/super-admin/prepaid-to-pup', systemToken, { userId: buyer.id, productId: 1, priceListId: 999_999, paymentMethod: 'postpaid' })).json().data.status).toBe(-9);
    expect((await post('/api/super-admin/prepaid-to-pup', systemToken, { userId: 999_999, productId: 1, paymentMethod: 'postpaid' })).statusCode).toBe(404);
    expect((await post('/api/super-admin/prepaid-to-pup', buyer.token, { userId: buyer.id, productId: 1, paymentMethod: 'postpaid' })).statusCode).toBe(403);
  });

  test('prepaid-to-pup-whatsapp sells messages at the volume price of the list (2,500 at the 1,000 package: 750 before VAT)', async () => {
    const who = await newBuyer();
    const sold = (await post('/api/super-admin/prepaid-to-pup-whatsapp', systemToken, { userId: who.id, messages: 2500, paymentMethod: 'postpaid' })).json().data;
    expect(sold).toMatchObject({ status: 1, amount: 750, total: 885 });
    expect(await balanceOf(who.id, 'whatsapp')).toBe(2500);
    expect((await post('/api/super-admin/prepaid-to-pup-whatsapp', systemToken, { userId: who.id, messages: 999, paymentMethod: 'postpaid' })).statusCode).toBe(400);
  });

  test('outside purchase hours details say -2 and buy-package starts nothing (-2)', async () => {
    const product = await smsPackage(buyer.token, buyer.id);
    // Saturday 10:00 in Israel.
    t.clock.advance(nextIsrael(t.clock.now(), 7, 10) - t.clock.now());
    const who = await newBuyer();
    expect((await details(who.token, who.id)).json().data.status).toBe(-2);
    expect((await buy(who.token, product.productId, 'card')).json().data.status).toBe(-2);
    expect((await buy(who.token, product.productId, 'postpaid')).json().data.status).toBe(-2);
    expect(await t.db.selectFrom('package_payments').select('id').where('account_id', '=', who.id).execute()).toEqual([]);
  });
});

describe('a processor report address set by PAYMENT_NOTIFY_URL', () => {
  test('the simulator posts the signed report there (server to server), and the browser still goes to our result page', async () => {
    const { createServer } = await import('node:http');
    const received: { headers: Record<string, unknown>; body: PaymentReport }[] = [];
    const hook = createServer((req, res) => {
      let text = '';
      req.on('data', (c: Buffer) => (text += c.toString()));
      req.on('end', () => {
        received.push({ headers: req.headers, body: JSON.parse(text) as PaymentReport });
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ data: { status: 2 } }));
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const port = (hook.address() as { port: number }).port;
    const t = await startTestApp({ payment: { processor: 'simulator', secret: 'shared-with-the-processor', notifyUrl: `http://127.0.0.1:${port}/hook`, anyHour: false } });
    try {
      t.clock.advance(nextIsrael(t.clock.now(), 3, 10) - t.clock.now());
      const id = await insertUser(t.db, { group: Group.administrator });
      const token = (await createSession(t.db, { userId: id, lifetimeMs: 3_600_000, keepLoggedIn: false, now: t.clock.now() })).token;
      const details = (await t.app.inject({ method: 'POST', url: '/api/main/get-details-for-package', headers: bearer(token), payload: { userId: id } })).json().data;
      const started = (await t.app.inject({ method: 'POST', url: '/api/main/buy-package', headers: bearer(token), payload: { productId: details.product.productId, paymentMethod: 'card' } })).json().data;
      const paid = await t.app.inject({
        method: 'POST',
        url: started.paymentUrl,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ cardNumber: '4580000000000000', expiry: '12/40', cvv: '123' }).toString(),
      });
      expect(paid.headers.location).toMatch(/^\/credit-guard-result\/2\?payment=[\w-]+$/);
      expect(received).toHaveLength(1);
      const [report] = received;
      expect(report!.body).toMatchObject({ outcome: 'approved', amount: started.total });
      expect(report!.headers[paymentSignatureHeader]).toBe(signPaymentReport('shared-with-the-processor', report!.body));
    } finally {
      await t.close();
      hook.close();
    }
  });
});

test('PAYMENT_ANY_HOUR=1 lifts the purchase hours (end-to-end tests): on a Saturday details say 1 and a card payment starts', async () => {
  const t = await startTestApp({ payment: { processor: 'simulator', secret: null, notifyUrl: null, anyHour: true } });
  try {
    t.clock.advance(nextIsrael(t.clock.now(), 7, 10) - t.clock.now());
    const id = await insertUser(t.db, { group: Group.administrator });
    const token = (await createSession(t.db, { userId: id, lifetimeMs: 3_600_000, keepLoggedIn: false, now: t.clock.now() })).token;
    const details = (await t.app.inject({ method: 'POST', url: '/api/main/get-details-for-package', headers: bearer(token), payload: { userId: id } })).json().data;
    expect(details.status).toBe(1);
    const started = (await t.app.inject({ method: 'POST', url: '/api/main/buy-package', headers: bearer(token), payload: { productId: details.product.productId, paymentMethod: 'card' } })).json().data;
    expect(started.status).toBe(1);
  } finally {
    await t.close();
  }
});
