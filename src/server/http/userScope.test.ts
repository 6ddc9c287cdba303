import { Group } from '../../domain/access';
import { operations } from '../app';
import { handlers } from '../modules';
import type { ContractOperation, JsonSchema } from './contract';
import { insertUser, signedInToken, startTestApp, type TestApp } from '../test/testApp';

/** A value that passes a schema, for filling an operation's required fields. */
function sample(schema: JsonSchema | undefined): unknown {
  const s = (schema ?? {}) as { type?: string | string[]; enum?: unknown[]; const?: unknown; properties?: Record<string, JsonSchema>; required?: string[]; minLength?: number; minimum?: number; format?: string; pattern?: string; oneOf?: JsonSchema[]; anyOf?: JsonSchema[]; allOf?: JsonSchema[]; items?: JsonSchema; minItems?: number };
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  const branch = s.oneOf?.[0] ?? s.anyOf?.[0];
  if (branch) return sample(branch);
  if (s.allOf) return Object.assign({}, ...s.allOf.map((part) => sample(part) as object));
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (type === 'object' || s.properties) {
    return Object.fromEntries((s.required ?? []).map((name) => [name, sample(s.properties?.[name])]));
  }
  if (type === 'array') return Array.from({ length: s.minItems ?? 0 }, () => sample(s.items));
  if (type === 'integer' || type === 'number') return Math.max(1, s.minimum ?? 1);
  if (type === 'boolean') return false;
  if (s.format === 'date') return '2026-01-01';
  if (s.format === 'date-time') return '2026-01-01T00:00:00Z';
  const plain = 'x'.repeat(Math.max(1, s.minLength ?? 1));
  if (!s.pattern) return plain;
  // A valid value, so the call reaches its handler's scope check rather than the body's validation.
  const pattern = new RegExp(s.pattern);
  return [plain, '1'.repeat(Math.max(1, s.minLength ?? 1)), '0501234567', '972501234567'].find((candidate) => pattern.test(candidate)) ?? plain;
}

const hasUserId = (schema: JsonSchema | undefined) => Boolean((schema?.properties as Record<string, unknown> | undefined)?.userId);

/** Every implemented operation of the contract that takes a userId (body, query or path). */
const namingAUser = (): ContractOperation[] =>
  operations().filter((op) => op.operationId in handlers && !op.eventStream && op.bodyKind !== 'multipart' && (hasUserId(op.bodySchema) || hasUserId(op.querySchema) || hasUserId(op.paramsSchema)));

describe('one scope rule for every operation that names a user (issue 13)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const call = (op: ContractOperation, token: string, userId: number) => {
    const url = op.url.replace(/:([A-Za-z_]+)/g, (_m, name: string) => (name === 'userId' ? String(userId) : String(sample((op.paramsSchema?.properties as Record<string, JsonSchema>)[name]))));
    const query = hasUserId(op.querySchema) ? { ...(sample(op.querySchema) as object), userId: String(userId) } : op.querySchema ? (sample(op.querySchema) as Record<string, string>) : undefined;
    const payload = op.bodySchema ? { ...(sample(op.bodySchema) as object), ...(hasUserId(op.bodySchema) ? { userId } : {}) } : undefined;
    return t.app.inject({ method: op.method, url, query: query as Record<string, string> | undefined, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  };

  test("an administrator naming a customer it does not manage gets exactly what it gets for a user that does not exist (404, or the operation's own refusal)", async () => {
    const admin = await signedInToken(t.db, { group: Group.administrator });
    const customer = await insertUser(t.db);
    await insertUser(t.db, { adminId: customer });
    const ops = namingAUser();
    expect(ops.map((o) => o.operationId)).toEqual(expect.arrayContaining(['addNumberToBlacklist', 'removeNumberFromBlacklist', 'getBlockNumberHistory', 'getPushApiSettings', 'addNewPushUrl']));
    const leaks: string[] = [];
    for (const op of ops) {
      const other = await call(op, admin, customer);
      const nobody = await call(op, admin, 999_999);
      if (other.statusCode === 403) continue;
      const same = other.statusCode === nobody.statusCode && other.body === nobody.body;
      // Identical answers cannot carry the customer's data (otp-off refuses both with its status -2).
      if (!same || other.statusCode === 400) leaks.push(`${op.operationId}: ${other.statusCode} ${other.body.slice(0, 80)} / ${nobody.statusCode}`);
    }
    expect(leaks).toEqual([]);
  });

  test('the blacklist report and the bulk add (multipart) refuse another customer 404 as well', async () => {
    const admin = await signedInToken(t.db, { group: Group.administrator });
    const customer = await insertUser(t.db);
    await t.db.insertInto('blacklist').values({ account_id: customer, phone: '541234567', source: 'user', added_by: customer, created_at: Date.now() }).execute();
    const report = (userId: number) => t.app.inject({ method: 'POST', url: '/api/reports/blacklist-report', headers: { authorization: `Bearer ${admin}` }, payload: { userId } });
    expect((await report(customer)).statusCode).toBe(404);
    expect((await report(customer)).body).toBe((await report(999_999)).body);
    const boundary = 'scope-test';
    const form = (userId: number) => [`--${boundary}`, 'Content-Disposition: form-data; name="userId"', '', String(userId), `--${boundary}`, 'Content-Disposition: form-data; name="numbers"', '', '0549998877', `--${boundary}--`, ''].join('\r\n');
    const submit = (userId: number) =>
      t.app.inject({ method: 'POST', url: '/api/reports/submit-blacklist', headers: { authorization: `Bearer ${admin}`, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: form(userId) });
    expect((await submit(customer)).statusCode).toBe(404);
    expect((await submit(999_999)).statusCode).toBe(404);
    expect(await t.db.selectFrom('blacklist').select('phone').where('account_id', '=', customer).execute()).toEqual([{ phone: '541234567' }]);
  });

  test('an administrator may still work for a customer it manages', async () => {
    const adminId = await insertUser(t.db, { group: Group.administrator });
    const { createSession } = await import('./session');
    const { token } = await createSession(t.db, { userId: adminId, lifetimeMs: 3_600_000, keepLoggedIn: false, now: Date.now() });
    const managed = await insertUser(t.db, { adminId });
    const res = await t.app.inject({ method: 'POST', url: '/api/reports/add-number-to-blacklist', headers: { authorization: `Bearer ${token}` }, payload: { userId: managed, phone: '0541112299' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe(1);
  });
});
