/**
 * The real server's API from a test or a bench itself, for setting up what it is not about.
 * `base` is the server's origin (the browser tests' by default).
 */
import { baseUrl } from './browser';

export async function tokenFor(username: string, password: string, base = baseUrl): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  });
  const token = ((await response.json()) as { data?: { token?: string } }).data?.token;
  if (!token) throw new Error(`${username} could not sign in`);
  return token;
}

export async function post<T>(token: string, path: string, body: unknown, base = baseUrl): Promise<T> {
  const response = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/** A contact list with titled fields, filled through the real paste path. */
export async function listWithFields(token: string, name: string, headers: string[], rows: { phone: string; fields: string[] }[], base = baseUrl): Promise<number> {
  const { contactListId } = await post<{ contactListId: number }>(token, '/contacts/save-contact-list', { contactListId: -1, name, headers }, base);
  const saved = await post<{ saved: number }>(token, '/contacts/add-pasted-number-to-list', { contactListId, rows }, base);
  if (saved.saved !== rows.length) throw new Error(`only ${saved.saved} of ${rows.length} contacts were saved`);
  return contactListId;
}

/** What auth/login answers for these credentials (status '1' signed in, '-3' blocked, ...), without throwing. */
export async function signInAnswer(username: string, password: string, base = baseUrl): Promise<{ status?: string; approvalRulesRequired?: boolean }> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  });
  return ((await response.json()) as { data?: { status?: string; approvalRulesRequired?: boolean } }).data ?? {};
}

export async function get<T>(token: string, path: string, base = baseUrl): Promise<T> {
  const response = await fetch(`${base}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

export interface Credentials {
  username: string;
  password: string;
}

/**
 * A customer account a test opens for itself, to change destructively (block it, stop its
 * campaigns, move its lists) without touching the demo accounts other tests use. Support opens
 * it (create-user-account, 100 SMS credits); its holder's password is mailed, so the test signs
 * in as `member`, a sub-user of it with a known password who may send (from the account's own
 * reply number) and keep lists.
 */
export interface ThrowawayAccount {
  userId: number;
  username: string;
  member: Credentials & { userId: number };
}

let opened = 0;

export async function throwawayAccount(superAdminToken: string, tag: string, base = baseUrl): Promise<ThrowawayAccount> {
  opened += 1;
  const username = `${tag}${Date.now().toString(36)}${opened}`.toLowerCase();
  const account = await post<{ status: number; userId?: number }>(
    superAdminToken,
    '/super-admin/create-user-account',
    { username, firstName: 'E2E', lastName: tag, email: `${username}@example.com`, phone: '0541234567', customerType: 1, paymentType: 'prepaid', openingCredits: { sms: 100 } },
    base,
  );
  if (account.status !== 1 || !account.userId) throw new Error(`the account was not opened: ${JSON.stringify(account)}`);
  const member = { username: `${username}-m`, password: 'Throw-2026!x' };
  const created = await post<{ status: number; userId?: number }>(
    superAdminToken,
    '/users/create-sub-user',
    {
      ...member,
      parentId: account.userId,
      firstName: 'E2E',
      lastName: `${tag} member`,
      email: `${member.username}@example.com`,
      group: 4,
      permissions: [1, 4].map((permissionId) => ({ permissionId, mode: 'enable' })),
    },
    base,
  );
  if (created.status !== 1 || !created.userId) throw new Error(`the member was not created: ${JSON.stringify(created)}`);
  // A new account has no sender of its own: a permanent reply number of its own lets it send.
  const replyNumber = `0559${String(Date.now()).slice(-5)}${opened % 10}`;
  const assigned = await post<{ status: number }>(superAdminToken, '/super-admin/assigning-numbers', { userId: account.userId, numbers: [replyNumber], type: 'attached', permanent: true }, base);
  if (assigned.status !== 1) throw new Error(`the reply number was not assigned: ${JSON.stringify(assigned)}`);
  return { userId: account.userId, username, member: { ...member, userId: created.userId } };
}

/**
 * A login's token with its user id (main/user-profile), as a test acting through the API for a
 * demo login needs before anything else.
 */
export async function signedInAs(who: { username: string; password: string }, base = baseUrl): Promise<{ token: string; userId: number }> {
  const token = await tokenFor(who.username, who.password, base);
  const response = await fetch(`${base}/api/main/user-profile`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`main/user-profile answered ${response.status} to ${who.username}`);
  return { token, userId: ((await response.json()) as { data: { userId: number } }).data.userId };
}
