/**
 * Issue 21, "every operation attacked": enumerated from the contract, so an operation is
 * attacked the day it lands.
 * - Every role the contract's x-access (and x-permission) keeps out is refused, 401 or 403,
 *   before the operation runs.
 * - Every operation, called by a role it lets in, with the schema-driven hostile requests of
 *   hostileInputs.ts (missing, wrong-typed, extra and prototype fields, huge strings, unicode and
 *   right-to-left marks, SQL-looking strings, path traversal, formula injection, an internal URL,
 *   JSON nested 5,000 deep, broken JSON): never a 5xx, never a stack trace or the database's words,
 *   and a refused call (4xx) writes nothing: triggers on every table (changeJournal.ts) name what
 *   each call wrote, and a refused one may only have kept its own books (bookkeeping below).
 * The server answers are checked against the contract as in every test (validateResponses), so
 * an answer outside its schema is a 500 here too.
 */
import { accessRoles, Group, mayCall, type AccessSubject } from '../../domain/access';
import { Permission } from '../../domain/permissions';
import { contractOperations, loadContract, type ContractOperation } from '../http/contract';
import { createSession } from '../http/session';
import { insertUser, startTestApp, type TestApp } from '../test/testApp';
import { startChangeJournal, type ChangeJournal } from './changeJournal';
import { answersRefusalCode, hostileRequests, leakIn, sampleOf, type HostileRequest } from './hostileInputs';

jest.setTimeout(600_000);

const operations = contractOperations(loadContract()).filter((op) => !op.eventStream);
const tags = [...new Set(operations.map((op) => op.tag))].sort();
const everyPermission: number[] = Object.values(Permission);

type Role = 'anonymous' | 'customer' | 'subUser' | 'administrator' | 'systemManager' | 'superAdmin';
interface Caller {
  role: Role;
  subject: AccessSubject | null;
}

let t: TestApp;
let journal: ChangeJournal;
const callers: Caller[] = [];

/**
 * What a refused call may write: the session it came with (last seen), the counters of the
 * limits a refusal counts toward, and the records of attempts kept on purpose (sign-ins, and an
 * administrator's calls with their result code, src/server/audit).
 */
const bookkeeping = new Set(['sessions', 'rate_limits', 'login_audit', 'audit_log']);

beforeAll(async () => {
  t = await startTestApp();
  journal = await startChangeJournal(t.db);
  const make = async (role: Role, group: number, permissions: number[], adminId = 0): Promise<Caller> => {
    const userId = await insertUser(t.db, { group, permissions, adminId });
    return { role, subject: { userId, adminId, group, permissions } };
  };
  const customer = await make('customer', Group.customer, []);
  callers.push(
    { role: 'anonymous', subject: null },
    customer,
    await make('subUser', Group.subUser, [], customer.subject!.userId),
    await make('administrator', Group.administrator, []),
    await make('systemManager', Group.systemManager, []),
    await make('superAdmin', Group.superAdmin, everyPermission),
  );
});
afterAll(() => t.close());

/** A fresh session each call: an operation that ends the caller's session (log out) spoils no other. */
async function tokenOf(caller: Caller): Promise<string | null> {
  if (!caller.subject) return null;
  return (await createSession(t.db, { userId: caller.subject.userId, lifetimeMs: 3_600_000, keepLoggedIn: false, now: Date.now() })).token;
}

async function call(op: ContractOperation, caller: Caller, request: HostileRequest): Promise<{ status: number; body: string; written: () => Promise<string[]> } | 'hung'> {
  const token = await tokenOf(caller);
  await journal.clear();
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let payload: string | undefined;
  if (request.raw) {
    payload = request.raw.payload;
    headers['content-type'] = request.raw.contentType;
  } else if (request.body !== undefined && op.bodyKind === 'form') {
    const entries = Object.entries(request.body as Record<string, unknown>).map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : JSON.stringify(v)]);
    payload = new URLSearchParams(entries).toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
  } else if (request.body !== undefined) {
    payload = JSON.stringify(request.body);
    headers['content-type'] = 'application/json';
  }
  const answer = t.app.inject({ method: op.method, url: request.url, headers, payload }).then((r) => ({ status: r.statusCode, body: r.body, written: () => journal.written() }));
  const hung = new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 15_000).unref());
  return Promise.race([answer, hung]);
}

describe.each(tags)('every %s operation', (tag) => {
  const ofTag = operations.filter((op) => op.tag === tag);

  test('refuses every role its access keeps out, before it runs', async () => {
    const wrong: string[] = [];
    for (const op of ofTag) {
      for (const caller of callers) {
        if (mayCall(op.access, caller.subject, op.permission)) continue;
        const answer = await call(op, caller, { what: 'a valid request', url: op.url.replace(/:(\w+)/g, '1'), body: op.bodyKind === 'none' ? undefined : (sampleOf(op.bodySchema) ?? {}) });
        const expected = caller.subject ? 403 : 401;
        if (answer === 'hung' || answer.status !== expected) wrong.push(`${op.operationId} as ${caller.role}: ${answer === 'hung' ? 'no answer' : answer.status} (expected ${expected})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test('answers hostile input without a 5xx and without leaking the server', async () => {
    const wrong: string[] = [];
    for (const op of ofTag) {
      // The most trusted caller it lets in: the fuzz must get past access to reach the handler.
      const caller = [...callers].reverse().find((c) => c.subject && mayCall(op.access, c.subject, op.permission)) ?? callers[0];
      for (const request of hostileRequests(op)) {
        const answer = await call(op, caller, request);
        if (answer === 'hung') {
          wrong.push(`${op.operationId} [${request.what}]: no answer in 15 s`);
          continue;
        }
        if (answer.status >= 500) wrong.push(`${op.operationId} [${request.what}]: ${answer.status} ${answer.body.slice(0, 160)}`);
        const leak = leakIn(answer.body);
        if (leak) wrong.push(`${op.operationId} [${request.what}]: shows ${leak}`);
        if (answer.status >= 400 || answersRefusalCode(op, answer.body)) {
          const partial = (await answer.written()).filter((table) => !bookkeeping.has(table));
          if (partial.length) wrong.push(`${op.operationId} [${request.what}]: refused (${answer.status} ${answer.body.slice(0, 40)}) but wrote ${partial.join(', ')}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

test('the attack covers every role the contract names', () => {
  expect(new Set(operations.map((op) => op.access))).toEqual(new Set(accessRoles.filter((r) => operations.some((op) => op.access === r))));
  expect(operations.length).toBeGreaterThan(300);
});
