/**
 * send-url-cg-response-mail, on each database: the result page's call mails the payment's
 * recorded outcome to the payer once; a forged type changes nothing, an unknown or pending
 * payment mails nothing, and nobody picks the address.
 */
import { Group } from '../../../domain/access';
import { onEachDatabase } from '../../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../../test/testApp';
import { post, staff } from '../superAdmin/customers/testKit';

onEachDatabase('card payment result mail', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());

  const mailResult = async (body: object) => (await t.app.inject({ method: 'POST', url: '/api/auth/send-url-cg-response-mail', payload: body })).json().data;
  const mailsOf = (userId: number) => t.db.selectFrom('outbox').select(['recipient', 'subject', 'body']).where('user_id', '=', userId).where('channel', '=', 'mail').execute();

  test('the recorded outcome is mailed once to the payer; a pending or unknown payment mails nothing', async () => {
    const admin = await staff(t, Group.superAdmin);
    const payer = await insertUser(t.db);
    await t.db.updateTable('users').set({ email: 'payer@example.com' }).where('id', '=', payer).execute();
    const opened = (await post(t, admin.token, 'get-url-cg', { userId: payer, purpose: 'charge', amount: 50 })).json().data;
    const token = opened.url.split('/').pop();
    // Still pending: nothing to tell.
    expect(await mailResult({ type: '2', params: { payment: token } })).toEqual({ status: -1 });
    const paid = await t.app.inject({ method: 'POST', url: opened.url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ cardNumber: '4000000000000002', expiry: '12/40', cvv: '123' }).toString() });
    const params = Object.fromEntries(new URL(paid.headers.location as string, 'http://x').searchParams);
    expect(params.payment).toBe(token);
    // The page claims success; the mail says what the processor reported (declined).
    expect(await mailResult({ type: '2', params: { ...params, email: 'attacker@example.com' } })).toEqual({ status: 1 });
    const mails = await mailsOf(payer);
    expect(mails).toEqual([expect.objectContaining({ recipient: 'payer@example.com', subject: 'Card payment result' })]);
    expect(mails[0].body).toContain('not approved');
    // Once only; an unknown token, or none, mails nothing.
    expect(await mailResult({ type: '2', params })).toEqual({ status: -1 });
    expect(await mailResult({ type: '2', params: { payment: 'no-such-payment' } })).toEqual({ status: -1 });
    expect(await mailResult({ type: '2' })).toEqual({ status: -1 });
    expect(await mailsOf(payer)).toHaveLength(1);
  });
});
