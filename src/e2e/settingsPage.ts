/**
 * The system settings' e2e steps every screen shares: a customer chosen in the shared picker,
 * the confirm dialog accepted, and waiting for a change to show through the API.
 */
import type { Browser, Page } from 'playwright-core';
import { openSession } from './browser';
import { signedIn, superAdmin } from './signIn';

/** Types the username into the picker named `label` and takes the customer whose label ends with it. */
export async function pickCustomer(page: Page, label: string, username: string): Promise<void> {
  const box = page.getByRole('combobox', { name: label });
  // antd's visible options carry their label as a title; its role=option list is for screen readers only.
  const option = page.locator(`.ant-select-item-option[title$="(${username})"]`).first();
  // Typed while a dialog that just closed hands the focus back, the search can be lost with the
  // dropdown (CI, under load): then it is typed once more into a fresh, focused box.
  for (let attempt = 1; ; attempt += 1) {
    await box.click();
    await box.fill(username);
    try {
      await option.click({ timeout: attempt === 1 ? 10_000 : 20_000 });
      return;
    } catch (error) {
      if (attempt === 2) throw error;
      await box.fill('');
      await page.keyboard.press('Escape');
    }
  }
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
