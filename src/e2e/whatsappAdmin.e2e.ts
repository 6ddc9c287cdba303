/**
 * Issue 19's administrators' WhatsApp screens on the built app and the real server (seeded
 * demo accounts), in headless Chromium, as `superadmin`:
 * - /whatsapp-postpaid-purchase lists the customers using WhatsApp; demo's sale of 1000
 *   messages postpaid loads them (checked against the server's own answer);
 * - the support page's WhatsApp tab, in Hebrew: right to left, and axe finds nothing serious;
 * - /bi's WhatsApp part, in Hebrew, the same.
 */
import type { Browser } from 'playwright-core';
import { tokenFor } from './api';
import { baseUrl, launch, openSession, screenshot, seriousViolations } from './browser';
import { expectLocator } from './expect';
import { demo, signedIn, superAdmin } from './signIn';


let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

async function standingOf(token: string, userId: number): Promise<{ creditsLeft?: number }> {
  const response = await fetch(`${baseUrl}/api/whatsapp/get-wa-user-meta-data/${userId}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { data: { creditsLeft?: number } }).data;
}

/** demo's row of the WhatsApp customers list, and its user id from the row's link. */
async function demoUserId(page: import('playwright-core').Page, profileLink: string): Promise<number> {
  await page.goto('/whatsapp-postpaid-purchase');
  const row = page.getByRole('row').filter({ has: page.getByText(demo.username, { exact: true }) }).first();
  const link = row.getByRole('link', { name: profileLink });
  await expectLocator(link).toBeVisible();
  return Number((await link.getAttribute('href'))!.split('/').pop());
}

test('as superadmin: the WhatsApp customers, and a sale of 1000 messages postpaid to demo loads them', async () => {
  const token = await tokenFor(superAdmin.username, superAdmin.password);
  const { context, page } = await openSession(browser);
  await signedIn(page, 'en', superAdmin);
  const userId = await demoUserId(page, 'Customer page');
  await screenshot(page, 'whatsapp-customers-en');
  expect(await seriousViolations(page)).toEqual([]);
  const before = (await standingOf(token, userId)).creditsLeft ?? 0;

  await page.goto(`/whatsapp-postpaid-purchase/${userId}`);
  const messages = page.getByRole('spinbutton', { name: 'Messages' });
  await messages.fill('1000');
  // antd draws the radio over its input: the label is what a person clicks.
  await page.getByText('Postpaid (invoice)', { exact: true }).click();
  expect(await page.getByRole('radio', { name: 'Postpaid (invoice)' }).isChecked()).toBe(true);
  await expectLocator(page.getByText('Including VAT')).toBeVisible();
  await page.getByRole('button', { name: /Sell the package|Approve the request/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expectLocator(page.getByText(/1,000 messages were loaded\. Invoice \d+/)).toBeVisible();
  expect((await standingOf(token, userId)).creditsLeft).toBe(before + 1000);
  await screenshot(page, 'whatsapp-postpaid-sale-en');
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

test("in Hebrew the support page's WhatsApp tab and /bi's WhatsApp part are right to left and axe finds nothing serious", async () => {
  const { context, page } = await openSession(browser);
  await signedIn(page, 'he', superAdmin);
  const userId = await demoUserId(page, 'דף הלקוח');
  await page.goto(`/user-profile/${userId}`);
  await page.getByRole('tab', { name: 'וואטסאפ' }).click();
  await expectLocator(page.getByRole('region', { name: 'מספרי וואטסאפ' })).toBeVisible();
  await expectLocator(page.getByRole('region', { name: 'תעריפים לפי מדינה' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await screenshot(page, 'user-profile-whatsapp-he');
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/bi');
  await expectLocator(page.getByRole('heading', { name: 'חשבונות שדורשים טיפול' }).or(page.getByText('חשבונות שדורשים טיפול')).first()).toBeVisible();
  await screenshot(page, 'bi-whatsapp-he');
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});
