/**
 * Issue 20, prohibited-word-permission and configuring-administrators, against the real server
 * (the shared one) in headless Chromium, in Hebrew, as `superadmin`:
 * - a prohibited word added on the screen makes the demo customer's send of a disguised spelling
 *   of it (dots between the letters, upper case, a Cyrillic look-alike, a zero-width space)
 *   refused — by the composer's check and by send-campaign —, and frozen on the screen, the same
 *   send passes;
 * - a customer account the test opens (api.ts throwawayAccount) is made a system manager: it is
 *   listed with that group and the group it returns to, and the server holds it as a system user;
 *   removed from the system users, it is a customer again. (Signing in as it is not tried: a new
 *   account's password is only mailed to it.)
 * axe finds nothing serious on either screen.
 */
import type { Browser, Page } from 'playwright-core';
import { post, throwawayAccount, tokenFor } from './api';
import { launch, screenshot, seriousViolations } from './browser';
import { expectLocator } from './expect';
import { pickCustomer, superAdminPage, until } from './settingsPage';
import { demo, superAdmin } from './signIn';

// Letters only, new on every run: the word list is the platform's, shared by every test.
const word = `zorb${Date.now().toString(36).replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`;
const disguised = `${word.toUpperCase().split('').join('.').replace('O', '\u041e')}\u200b`;

let browser: Browser;
let page: Page;
let demoToken: string;
let superToken: string;
beforeAll(async () => {
  browser = await launch();
  [demoToken, superToken] = await Promise.all([tokenFor(demo.username, demo.password), tokenFor(superAdmin.username, superAdmin.password)]);
  page = await superAdminPage(browser);
});
afterAll(() => browser.close());

const checked = () => post<{ status: number; forbiddenWords?: string[] }>(demoToken, '/campaigns/check-forbidden-text', { message: `מבצע ${disguised} היום` });
const validated = () => post<{ status: number; forbiddenWords?: string[] }>(demoToken, '/campaigns/send-campaign', { smsContent: `מבצע ${disguised} היום`, phones: ['0527000123'], validation: true });

test('a prohibited word added on the screen refuses a disguised spelling of it; frozen, the send passes', async () => {
  expect((await checked()).status).toBe(1);
  await page.goto('/setting-system/prohibited-word-permission');
  await page.getByLabel('מילה אסורה').fill(word);
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'הוספת מילה' }).click();
  await expectLocator(page.getByText('המילה נוספה לרשימת המילים האסורות.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: word });
  await expectLocator(row.getByText('נבדקת')).toBeVisible();

  expect(await checked()).toEqual({ status: 0, forbiddenWords: [word] });
  expect(await validated()).toEqual({ status: -4, forbiddenWords: [word] });

  await row.getByRole('button', { name: `הקפאה ${word}` }).click();
  await expectLocator(page.getByText('המילה הוקפאה ואינה נבדקת עוד.')).toBeVisible();
  await expectLocator(row.getByText('מוקפאת')).toBeVisible();
  await screenshot(page, 'settings-policy-words-he');
  expect((await checked()).status).toBe(1);
  expect((await validated()).status).not.toBe(-4);
});

interface SystemUsers {
  systemUsers?: { userId: number; group: number; formerGroup?: number }[];
}

test('configuring-administrators: a customer made a system manager is listed and held as one; removed, it is a customer again', async () => {
  const account = await throwawayAccount(superToken, 'admin');
  const systemUser = () => post<SystemUsers>(superToken, '/super-admin/sys-get-data', { sections: ['systemUsers'] }).then((d) => d.systemUsers?.find((u) => u.userId === account.userId));
  expect(await systemUser()).toBeUndefined();

  await page.goto('/setting-system/configuring-administrators');
  await expectLocator(page.getByRole('row').filter({ hasText: superAdmin.username }).getByText('מנהל-על')).toBeVisible();
  await pickCustomer(page, 'משתמש', account.username);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'הפיכה למשתמש מערכת' }).click();
  const row = page.getByRole('row').filter({ hasText: account.username });
  await expectLocator(row.getByText('מנהל מערכת')).toBeVisible();
  await expectLocator(row.getByText('לקוח')).toBeVisible();
  expect(await systemUser()).toMatchObject({ group: 2, formerGroup: 1 });
  await screenshot(page, 'settings-policy-users-he');

  await row.getByRole('button', { name: `הסרה ממשתמשי המערכת ${account.username}` }).click();
  await expectLocator(row).toHaveCount(0);
  await until(systemUser, (user) => user === undefined, 'the removed system user');
});
