/**
 * The system settings' e2e steps every screen shares: a customer chosen in the shared picker,
 * the confirm dialog accepted, and waiting for a change to show through the API.
 */
import type { Browser, Page } from 'playwright-core';
import { openSession } from './browser';
import { signedIn, superAdmin } from './signIn';

/** Types the username into the picker named `label` and takes the customer whose label ends with it. */
export async function pickCustomer(page: Page, label: string, username: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).fill(username);
  // antd's visible options carry their label as a title; its role=option list is for screen readers only.
  await page.locator(`.ant-select-item-option[title$="(${username})"]`).first().click();
}

/** Accepts the app's confirm dialog (its OK button, "אישור" in Hebrew). */
export async function confirmDialog(page: Page, ok = 'אישור'): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: ok }).click();
}

/** Reads until `done` holds (the server has the change), or fails after 20 s saying what it waited for. */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A fresh browser profile signed in as `superadmin`, in Hebrew, for the settings screens. */
export async function superAdminPage(browser: Browser): Promise<Page> {
  const { page } = await openSession(browser);
  await signedIn(page, 'he', superAdmin);
  return page;
}
