import { Permission } from '../../../domain/permissions';
import { senderVerification } from '../../../domain/senderVerification';
import { bearer, lastCodeTo, onEachDatabase, otherCode, smsTo } from '../../test/signIn';
import { startTestApp, type TestApp } from '../../test/testApp';
import { sendCampaignCall, sendingAccount } from '../campaigns/sendTesting';

onEachDatabase('the /ver/:hash page: auth/get-verify-phone-data and auth/verify-phone', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());

  const composer = async () => {
    const a = await sendingAccount(t, 10, ['527600001']);
    await t.db.insertInto('user_permissions').values({ user_id: a.userId, permission_id: Permission.editSenderNumber, mode: 'enable' }).execute();
    await t.db.updateTable('users').set({ first_name: 'Dana', last_name: 'Shop' }).where('id', '=', a.userId).execute();
    return a;
  };
  const askToVerify = (token: string, phone: string) => t.app.inject({ method: 'POST', url: '/api/campaigns/verify-phone-number', headers: bearer(token), payload: { phone } });
  /** The link's hash in the latest message to the phone. */
  const linkHashTo = async (phone: string) => {
    const hash = (await smsTo(t.db, phone)).at(-1)?.match(/\/ver\/([0-9a-f]{64})\b/)?.[1];
    if (!hash) throw new Error(`no link was sent to ${phone}`);
    return hash;
  };
  const pageData = (hash: string) => t.app.inject({ method: 'POST', url: '/api/auth/get-verify-phone-data', payload: { hash } });
  const pageVerify = async (hash: string, code?: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/auth/verify-phone', payload: code === undefined ? { hash } : { hash, code } })).json().data;

  test('end to end: the message\'s link opens the page, a new code can be asked, the right code verifies, and send-campaign then accepts the number', async () => {
    const a = await composer();
    const check = (sourceNumber: string) =>
      sendCampaignCall(t, a.token, { smsContent: 'hi', destinations: [{ type: 'cl', id: a.listId }], sourceType: 2, sourceNumber, validation: true }).then((r) => r.json().data.status);
    expect(await check('0543000001')).toBe(-16);

    expect((await askToVerify(a.token, '0543000001')).json().data).toEqual({ status: 0 });
    const hash = await linkHashTo('0543000001');
    const first = await lastCodeTo(t.db, '0543000001');
    // Public: no session needed; it shows whom the number is being verified for.
    const data = (await pageData(hash)).json().data;
    expect(data).toMatchObject({ phone: '0543000001', accountName: 'Dana Shop', isLandline: false, alreadyVerified: false });
    expect(data.expiresOn).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);

    expect(await pageVerify(hash, otherCode(first))).toEqual({ status: -2 });
    // "Send again" from the page: a new code on the same link; the old one no longer works.
    expect(await pageVerify(hash)).toEqual({ status: 0 });
    expect(await smsTo(t.db, '0543000001')).toHaveLength(2);
    expect(await linkHashTo('0543000001')).toBe(hash);
    const second = await lastCodeTo(t.db, '0543000001');
    if (second !== first) expect(await pageVerify(hash, first)).toEqual({ status: -2 });
    expect(await pageVerify(hash, second)).toEqual({ status: 7 });

    expect((await pageData(hash)).json().data).toMatchObject({ alreadyVerified: true });
    expect(await pageVerify(hash, second)).toEqual({ status: 1 });
    const numbers = (await t.app.inject({ method: 'POST', url: '/api/campaigns/get-verified-numbers', headers: bearer(a.token), payload: { userId: a.userId } })).json().data;
    expect(numbers).toEqual([expect.objectContaining({ phone: '0543000001', isAttached: false })]);

    expect(await check('0543000001')).toBe(6);
    expect(await check('054-3000001')).toBe(6);
    // A number still waiting for its code is not a sender.
    await askToVerify(a.token, '0543000002');
    expect(await check('0543000002')).toBe(-16);
  });

  test('the page says 2 when another account verified the number first, 5 for an attached number, 4 after three messages', async () => {
    const a = await composer();
    const b = await composer();
    await askToVerify(a.token, '0543000003');
    const hashA = await linkHashTo('0543000003');
    await askToVerify(b.token, '0543000003');
    const hashB = await linkHashTo('0543000003');
    expect(await pageVerify(hashB, await lastCodeTo(t.db, '0543000003'))).toEqual({ status: 7 });
    expect(await pageVerify(hashA)).toEqual({ status: 2 });

    await askToVerify(a.token, '0543000004');
    const hashAttached = await linkHashTo('0543000004');
    await t.db.insertInto('sender_identities').values({ account_id: b.userId, kind: 'attached', value: '543000004', status: 'approved', created_at: Date.now() }).execute();
    expect(await pageVerify(hashAttached, await lastCodeTo(t.db, '0543000004'))).toEqual({ status: 5 });

    await askToVerify(a.token, '0543000005');
    const hash = await linkHashTo('0543000005');
    expect(await pageVerify(hash)).toEqual({ status: 0 });
    expect(await pageVerify(hash)).toEqual({ status: 0 });
    const refused = await pageVerify(hash);
    expect(refused.status).toBe(4);
    expect(refused.resendAfterSeconds).toBeGreaterThan(3500);
    expect(await smsTo(t.db, '0543000005')).toHaveLength(senderVerification.perHour);
  });

  test('five wrong codes spend the code; a newer request from the composer retires the older link', async () => {
    const a = await composer();
    await askToVerify(a.token, '0543000006');
    const oldHash = await linkHashTo('0543000006');
    const code = await lastCodeTo(t.db, '0543000006');
    for (let i = 0; i < senderVerification.maxWrongTries; i += 1) expect(await pageVerify(oldHash, otherCode(code))).toEqual({ status: -2 });
    expect(await pageVerify(oldHash, code)).toEqual({ status: -2 });
    await askToVerify(a.token, '0543000006');
    const newHash = await linkHashTo('0543000006');
    expect(newHash).not.toBe(oldHash);
    expect(await pageVerify(oldHash)).toEqual({ status: -3 });
    expect((await pageData(oldHash)).statusCode).toBe(404);
    expect(await pageVerify(newHash, await lastCodeTo(t.db, '0543000006'))).toEqual({ status: 7 });
  });

  test('an unknown link is 404 and -3; a link expires after 24 hours', async () => {
    expect((await pageData('f'.repeat(64))).statusCode).toBe(404);
    expect(await pageVerify('f'.repeat(64), '123456')).toEqual({ status: -3 });
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/verify-phone', payload: {} })).statusCode).toBe(400);
    const a = await composer();
    await askToVerify(a.token, '0543000007');
    const hash = await linkHashTo('0543000007');
    const code = await lastCodeTo(t.db, '0543000007');
    t.clock.advance(senderVerification.linkLifetimeMs + 1000);
    expect((await pageData(hash)).statusCode).toBe(404);
    expect(await pageVerify(hash, code)).toEqual({ status: -3 });
    const stored = await t.db.selectFrom('sender_identities').select('id').where('value', '=', '543000007').execute();
    expect(stored).toEqual([]);
  });
});
