/**
 * Issue 15 end to end, against the built app and the real server: a primary user creates a
 * sub-user with a blocked permission and moves credits to it; the sub-user signs in and is
 * refused what was blocked; the primary user buys a package through the embedded card
 * processor's hosted page and finds its invoice. In Hebrew and in English.
 */
import type { Browser, Page } from 'playwright-core';
import { post, tokenFor } from './api';
import { baseUrl, launch, openSession, screenshot, seriousViolations } from './browser';
import { expectLocator } from './expect';
import { demo, loginFormShown, signedIn, signIn } from './signIn';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const suffix = Date.now().toString(36);
const subUser = { username: `e2e-sub-${suffix}`, password: 'Sub-e2e-2026!x' };

type Product = 'sms' | 'whatsapp';

/** A user's balance of a product, as the server keeps it. */
async function balanceOf(who: { username: string; password: string }, product: Product): Promise<number> {
  const token = await tokenFor(who.username, who.password);
  const response = await fetch(`${baseUrl}/api/main/user-profile`, { headers: { authorization: `Bearer ${token}` } });
  const profile = ((await response.json()) as { data: { balanceCredits?: Partial<Record<Product, { amount?: number }>> } }).data;
  return profile.balanceCredits?.[product]?.amount ?? 0;
}

async function choosePermission(page: Page, permission: string, mode: string): Promise<void> {
  await page.getByRole('radiogroup', { name: permission }).getByText(mode, { exact: true }).click();
}

test('in English: a sub-user is created with campaigns blocked, gets 250 SMS credits from its parent, and is refused the sending page', async () => {
  const { context, page } = await openSession(browser);
  await signedIn(page, 'en');
  const parentBefore = await balanceOf(demo, 'sms');

  await page.goto('/profile/new');
  await page.getByLabel('Username', { exact: true }).fill(subUser.username);
  await page.getByLabel('Password', { exact: true }).fill(subUser.password);
  await page.getByLabel('First name').fill('Eli');
  await page.getByLabel('Last name').fill('Sub');
  await page.getByLabel('E-mail', { exact: true }).fill(`${subUser.username}@example.com`);
  await page.getByLabel('Phone', { exact: true }).fill('0541234567');
  await choosePermission(page, 'Create campaigns', 'Block');
  await choosePermission(page, 'Create contact lists', 'Enable');
  await screenshot(page, 'sub-user-new-en');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Create user' }).click();
  await page.waitForURL(/\/profile\/\d+$/);

  await page.getByLabel('New SMS balance').fill('250');
  await page.getByRole('button', { name: 'Set SMS balance' }).click();
  await expectLocator(page.getByText('The user has 250;')).toBeVisible();
  expect(await balanceOf(demo, 'sms')).toBe(parentBefore - 250);
  expect(await balanceOf(subUser, 'sms')).toBe(250);
  await screenshot(page, 'sub-user-credits-en');
  await context.close();

  // The sub-user signs in: the sending page is closed to it, and so is the API's send.
  const { context: subContext, page: subPage } = await openSession(browser);
  await subPage.goto('/login');
  await loginFormShown(subPage);
  await subPage.locator('header select').selectOption('en');
  await subPage.waitForFunction(() => document.documentElement.lang === 'en');
  await signIn(subPage, subUser);
  // Signed in, it lands on a page it may open (its contact lists), not on the sending page.
  // Signed in, it lands on a page it may open (its contact lists), not on the sending page,
  // and the drafts of campaigns are refused.
  await subPage.waitForURL('**/contact-list');
  await subPage.goto('/track-drafts');
  await subPage.waitForURL('**/403');
  await expectLocator(subPage.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await screenshot(subPage, 'sub-user-refused-en');
  const token = await tokenFor(subUser.username, subUser.password);
  await expect(post(token, '/campaigns/send-campaign', { smsContent: 'Hi', phones: ['0541230009'], validation: false })).rejects.toThrow('answered 403');
  await subContext.close();
});

test('in Hebrew: the family report lists the new sub-user, right to left', async () => {
  const { context, page } = await openSession(browser);
  await signedIn(page, 'he');
  await page.goto('/users-report');
  await expectLocator(page.getByText(subUser.username)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await screenshot(page, 'users-report-he');
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

test('in English: a package bought by card through the hosted payment page adds its credits and its invoice', async () => {
  const { context, page } = await openSession(browser);
  await signedIn(page, 'en');
  const before = await balanceOf(demo, 'whatsapp');

  // The buy-package button shows in WhatsApp mode (spec section 6).
  await page.getByRole('button', { name: 'WhatsApp', exact: true }).first().click();
  await page.getByRole('button', { name: 'Buy a package' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy a package' });
  await dialog.getByRole('radio').first().check();
  await screenshot(page, 'buy-package-en');
  await dialog.getByRole('button', { name: 'Pay by card' }).click();

  await page.waitForURL('**/payment-simulator/**');
  await page.getByLabel('Card number').fill('4580000000000000');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL('**/credit-guard-result/**');
  await expectLocator(page.getByText('The package was purchased and the credits were added to your account.', { exact: false })).toBeVisible();
  await screenshot(page, 'payment-result-en');
  expect(await seriousViolations(page)).toEqual([]);
  expect(await balanceOf(demo, 'whatsapp')).toBeGreaterThan(before);

  // The invoices report is no longer empty: the purchase's invoice is its first row.
  await page.goto('/invoices-report');
  await expectLocator(page.locator('.ant-table-row')).toBeVisible();
  await screenshot(page, 'invoices-report-en');
  await context.close();
});
