/**
 * Issue 21, "brute force on every code-checking operation hits its limit": the operations that
 * check a password or a code are found in the contract (a field code, otpCode, currentPassword or
 * password); each is either guessed at here until its limit, after which even the right secret
 * is refused, or named with the reason it checks nothing. A new one fails the enumeration until
 * it is added to one of the two tables.
 */
import { Permission } from '../../domain/permissions';
import { senderVerification } from '../../domain/senderVerification';
import { verificationCode } from '../../domain/signIn';
import { contractOperations, loadContract, type ContractOperation } from '../http/contract';
import { createSession } from '../http/session';
import { rateRules } from '../http/rateLimit';
import { sendCode } from '../modules/auth/codes';
import { sendingAccount } from '../modules/campaigns/sendTesting';
import { Login, VerifyCode, VerifyOtp } from '../../contract/statusCodes';
import { bearer, lastCodeTo, onEachDatabase, otherCode, smsTo } from '../test/signIn';
import { insertUserWithPassword, startTestApp, type TestApp } from '../test/testApp';

jest.setTimeout(120_000);

const operations = contractOperations(loadContract());
const secretField = /^(code|otpCode|currentPassword|password)$/;

/** Operations with such a field that check no secret of anyone's, and why. */
const checksNoSecret: Record<string, string> = {
  checkGoogleAuth: 'code: answers "not set up" whatever it is given (no authenticator app in this product)',
  whatsappVerifyNumber: 'code: checked by Meta, which limits the tries; the codes sent are limited here (rateRules.whatsappCodesPerNumber)',
  followShortLink: 'code: a link\'s random code, opened by the public (the coupon page, get-coupon, is the code-guessing one and is limited)',
};

const codeCheckingOperations = operations.filter((op) =>
  [op.paramsSchema, op.querySchema, op.bodySchema].some((schema) => Object.keys((schema?.properties ?? {}) as object).some((name) => secretField.test(name))),
);

const byId = (operationId: string): ContractOperation => operations.find((op) => op.operationId === operationId)!;

/** The scenarios, by operation: each guesses until its limit and then tries the right secret. */
const guessed = [
  'login', 'handleInactiveUser', 'verifyCode', 'setNewPassword', 'verifyOtp', 'verifyPhone', 'verifyPhoneNumber', 'getCoupon',
  'verifyUserPassword', 'usersUpdateUserPassword', 'updateUserPassword',
];

test('every operation that checks a password or a code is guessed at here, or says why it checks none', () => {
  const unknown = codeCheckingOperations.map((op) => op.operationId).filter((id) => !guessed.includes(id) && !(id in checksNoSecret));
  expect(unknown.map((id) => `${id}: add a guessing scenario to bruteForce.test.ts, or say in checksNoSecret why it checks nothing`)).toEqual([]);
  expect([...guessed, ...Object.keys(checksNoSecret)].filter((id) => !codeCheckingOperations.some((op) => op.operationId === id))).toEqual([]);
});

onEachDatabase('brute force', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());

  /** Calls an operation as the contract describes it (its URL, method, and body kind). */
  async function call(operationId: string, body: Record<string, unknown>, token?: string, ip = '10.9.0.1') {
    const op = byId(operationId);
    const form = op.bodyKind === 'form';
    const payload = form ? new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString() : JSON.stringify(body);
    const headers: Record<string, string> = { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json', ...(token ? bearer(token) : {}) };
    const answer = await t.app.inject({ method: op.method, url: op.url, headers, payload, remoteAddress: ip });
    return { status: answer.statusCode, data: (answer.json() as { data?: { status?: unknown } }).data };
  }
  const statusOf = (answer: { data?: { status?: unknown } }) => Number(answer.data?.status);

  const account = async (password = 'Guess-me-2026!x') => {
    const user = await insertUserWithPassword(t.db, { password, permissions: [Permission.editSenderNumber, Permission.createCampaigns] });
    const { token } = await createSession(t.db, { userId: user.id, lifetimeMs: 3_600_000, keepLoggedIn: false, now: Date.now() });
    return { ...user, token };
  };

  test('sign-in and the inactive-user request count wrong passwords toward one block: then the right one is refused', async () => {
    const a = await account();
    let last = 0;
    for (let i = 0; i < 10 && last !== Number(Login.blocked); i += 1) last = statusOf(await call('login', { username: a.username, password: `wrong${i}` }));
    expect(last).toBe(Number(Login.blocked));
    expect(statusOf(await call('login', { username: a.username, password: a.password }))).toBe(Number(Login.blocked));

    const b = await account();
    for (let i = 0; i < 10; i += 1) await call('handleInactiveUser', { username: b.username, password: `wrong${i}` });
    expect(statusOf(await call('login', { username: b.username, password: b.password }))).toBe(Number(Login.blocked));
  });

  test('a password-reset code: five wrong ones spend it, for verify-code and set-new-password alike', async () => {
    const a = await account();
    const phone = '0527100001';
    const { customer_number: identifier } = await t.db.selectFrom('users').select('customer_number').where('id', '=', a.id).executeTakeFirstOrThrow();
    await sendCode(t.db, { userId: a.id, purpose: 'resetPassword', phone, now: Date.now() });
    const code = await lastCodeTo(t.db, phone);
    for (let i = 0; i < verificationCode.maxWrongTries; i += 1) await call('verifyCode', { identifier, code: otherCode(code) });
    expect(statusOf(await call('verifyCode', { identifier, code }))).toBe(VerifyCode.tooManyWrongCodes);
    const fresh = 'Fresh-pass-2026!y';
    expect(statusOf(await call('setNewPassword', { identifier, code, password: fresh, confirmPassword: fresh }))).not.toBe(0);
  });

  test('a two-step phone code: five wrong ones spend it', async () => {
    const a = await account();
    const phone = '0527100002';
    await sendCode(t.db, { userId: a.id, purpose: 'otpPhone', phone, now: Date.now() });
    const code = await lastCodeTo(t.db, phone);
    for (let i = 0; i < verificationCode.maxWrongTries; i += 1) await call('verifyOtp', { phone, code: otherCode(code) }, a.token);
    expect(statusOf(await call('verifyOtp', { phone, code }, a.token))).toBe(VerifyOtp.tooManyWrongCodes);
  });

  test('a sender number\'s code: five wrong ones spend it, on the public page and in the composer', async () => {
    const a = await sendingAccount(t, 10, ['527600001']);
    await t.db.insertInto('user_permissions').values({ user_id: a.userId, permission_id: Permission.editSenderNumber, mode: 'enable' }).execute();
    for (const [phone, operationId] of [['0543100001', 'verifyPhone'], ['0543100002', 'verifyPhoneNumber']] as const) {
      await call('verifyPhoneNumber', { phone }, a.token);
      const hash = (await smsTo(t.db, phone)).at(-1)?.match(/\/ver\/([0-9a-f]{64})\b/)?.[1];
      const code = await lastCodeTo(t.db, phone);
      const attempt = (guess: string) => call(operationId, operationId === 'verifyPhone' ? { hash, code: guess } : { phone, code: guess }, operationId === 'verifyPhone' ? undefined : a.token);
      for (let i = 0; i < senderVerification.maxWrongTries; i += 1) await attempt(otherCode(code));
      // 7: verified, in both operations' codes.
      expect(statusOf(await attempt(code))).not.toBe(7);
    }
  });

  test('the coupon page: codes that name no coupon are limited per address, then every code is refused (429)', async () => {
    const ip = '10.9.0.77';
    for (let i = 0; i < rateRules.couponMissesPerIp.limit; i += 1) expect((await call('getCoupon', { code: `nothing${i}` }, undefined, ip)).status).toBe(200);
    expect((await call('getCoupon', { code: 'any' }, undefined, ip)).status).toBe(429);
    // Another address is not held back.
    expect((await call('getCoupon', { code: 'any' }, undefined, '10.9.0.78')).status).toBe(200);
  });

  test('the signed-in user\'s own password, asked again: wrong ones are limited per user, then the right one is refused (429)', async () => {
    const limit = rateRules.passwordChecksPerUser.limit;
    const fresh = 'Fresh-pass-2026!z';
    const asks: [string, (password: string) => Record<string, unknown>][] = [
      ['verifyUserPassword', (password) => ({ password })],
      ['usersUpdateUserPassword', (currentPassword) => ({ currentPassword, newPassword: fresh, confirmPassword: fresh })],
      ['updateUserPassword', (currentPassword) => ({ currentPassword, password: fresh, confirmPassword: fresh })],
    ];
    for (const [operationId, body] of asks) {
      const a = await account();
      for (let i = 0; i < limit; i += 1) expect((await call(operationId, body(`wrong${i}`), a.token)).status).toBe(200);
      expect((await call(operationId, body(a.password), a.token)).status).toBe(429);
    }
  });
});
