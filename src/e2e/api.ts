/** The real server's API from the test itself, for setting up what a test is not about. */
import { baseUrl } from './browser';

export async function tokenFor(username: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  });
  const token = ((await response.json()) as { data?: { token?: string } }).data?.token;
  if (!token) throw new Error(`${username} could not sign in`);
  return token;
}

export async function post<T>(token: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/** A contact list with titled fields, filled through the real paste path. */
export async function listWithFields(token: string, name: string, headers: string[], rows: { phone: string; fields: string[] }[]): Promise<number> {
  const { contactListId } = await post<{ contactListId: number }>(token, '/contacts/save-contact-list', { contactListId: -1, name, headers });
  const saved = await post<{ saved: number }>(token, '/contacts/add-pasted-number-to-list', { contactListId, rows });
  if (saved.saved !== rows.length) throw new Error(`only ${saved.saved} of ${rows.length} contacts were saved`);
  return contactListId;
}
