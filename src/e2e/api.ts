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
