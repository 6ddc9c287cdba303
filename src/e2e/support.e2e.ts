/**
 * Issue 18's done-when, on the built app and the real server (seeded demo accounts and customer
 * base), in headless Chromium:
 * - as `admin`: find demo-sub by three letters, unblock it after it was locked out by wrong
 *   passwords, move credits to it from demo, sign in as it and come back;
 * - as `superadmin`: read /track-queue and /bi while a campaign sends, and export the users.
 * What the pages say is checked against the server's own answers.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { post, tokenFor } from './api';
import { baseUrl, launch, openSession, screenshot, seriousViolations } from './browser';
import { expectLocator } from './expect';
import { demo, demoSub, signedIn, superAdmin } from './signIn';

const admin = { username: 'admin', password: 'Admin-2026!x' };

interface BalanceItem {
  amount?: number;
}
interface Customer {
  userId: number;
  blocked: boolean;
  balances: { sms?: BalanceItem };
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

async function wrongPassword(username: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password: 'not-the-password-1A!' }).toString(),
  });
  return ((await response.json()) as { data?: { status?: string } }).data?.status ?? String(response.status);
}

async function until(done: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`waited in vain for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** /users-management: types the username's first three letters and opens the customer with the keyboard. */
async function openCustomerFromSearch(page: Page, username: string, boxName = 'Search customers'): Promise<number> {
  await page.goto('/users-management');
  const box = page.getByRole('combobox', { name: boxName });
  await box.pressSequentially(username.slice(0, 3));
  // The list settles as the answers arrive: the option is clicked once it is there.
  await page.getByRole('option').filter({ hasText: new RegExp(`(?<![\\w-])${username}(?![\\w-])`) }).first().click();
  await page.waitForURL(/\/user-profile\/\d+$/);
  await expectLocator(page.getByText(username, { exact: true }).first()).toBeVisible();
  return Number(new URL(page.url()).pathname.split('/').pop());
}

test('as admin: demo-sub, locked out by wrong passwords, is found by three letters, unblocked, given credits, and signed in as and back', async () => {
  // Locked out: five wrong passwords (the sign-in's own rule), and the right one is refused after.
  for (let i = 0; i < 5; i += 1) await wrongPassword(demoSub.username);
  await expect(tokenFor(demoSub.username, demoSub.password)).rejects.toThrow('could not sign in');

  const { context, page } = await openSession(browser);
  await signedIn(page, 'en', admin);
  const adminToken = await tokenFor(admin.username, admin.password);
  const customer = () => post<Customer>(adminToken, '/super-admin/get-user-details', { userId });
  const userId = await openCustomerFromSearch(page, demoSub.username);
  expect((await customer()).blocked).toBe(true);
  await expectLocator(page.getByText(/Locked by failed sign-ins|Blocked/).first()).toBeVisible();

  await page.getByRole('tab', { name: 'Access' }).click();
  await page.getByRole('button', { name: 'Unblock' }).click();
  await expectLocator(page.getByRole('button', { name: 'Unblock' })).toHaveCount(0);
  expect((await customer()).blocked).toBe(false);
  await tokenFor(demoSub.username, demoSub.password);

  // Credits from demo (the account's primary user) to demo-sub, chosen by typing.
  const before = (await customer()).balances.sms?.amount ?? 0;
  await page.getByRole('tab', { name: 'Credits' }).click();
  const other = page.getByRole('combobox', { name: 'The other customer' });
  await other.click();
  await other.pressSequentially(demo.username);
  // antd's Select keeps its accessible options apart from the drawn ones, which carry the names.
  await page.locator('.ant-select-item-option').filter({ hasText: `(${demo.username})` }).first().click();
  await page.getByLabel('Credits to move').fill('25');
  await page.getByRole('button', { name: 'Move credits' }).click();
  await until(async () => ((await customer()).balances.sms?.amount ?? 0) === before + 25, 'demo-sub to hold 25 more credits');
  await screenshot(page, 'user-profile-credits-en');
  expect(await seriousViolations(page)).toEqual([]);

  // Sign in as demo-sub: its pages under a banner naming both, then back to the administrator.
  await page.getByRole('tab', { name: 'Access' }).click();
  await page.getByRole('button', { name: 'Sign in as this user' }).click();
  await page.waitForURL('**/campaign');
  const back = page.getByRole('button', { name: 'Return to my account' });
  await expectLocator(back).toBeVisible();
  await back.click();
  await page.waitForURL('**/users-management');
  await expectLocator(page.getByRole('combobox', { name: 'Search customers' })).toBeVisible();
  await context.close();
});

test('in Hebrew the support page is right to left and axe finds nothing serious', async () => {
  const { context, page } = await openSession(browser);
  await signedIn(page, 'he', admin);
  await openCustomerFromSearch(page, demoSub.username, 'חיפוש לקוחות');
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await expectLocator(page.getByRole('tab').first()).toBeVisible();
  await screenshot(page, 'user-profile-he');
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

test('as superadmin: /track-queue shows the campaign that is sending, /bi reads the business, and the users export downloads', async () => {
  // A campaign sent in packets (2 numbers a minute): it stays in the queue while the pages are read.
  const demoToken = await tokenFor(demo.username, demo.password);
  const phones = Array.from({ length: 8 }, (_, i) => `05412${String(31_000 + i)}`);
  const sent = await post<{ status: number; campaignId?: number }>(demoToken, '/campaigns/send-campaign', {
    campaign_name: `Queue ${Date.now()}`,
    smsContent: 'Hello from the queue test',
    phones,
    packets: { amount: 2, every: 1, everyOption: 'MINUTE' },
    validation: false,
  });
  expect(sent.campaignId).toBeGreaterThan(0);

  const { context, page } = await openSession(browser);
  await signedIn(page, 'en', superAdmin);
  await page.goto('/track-queue');
  await expectLocator(page.getByRole('heading', { name: 'Sending queue' })).toBeVisible();
  await expectLocator(page.getByText(demo.username, { exact: false }).first()).toBeVisible();
  await screenshot(page, 'track-queue-en');
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/bi');
  await expectLocator(page.getByRole('heading', { name: 'Business at a glance' })).toBeVisible();
  await expectLocator(page.getByText('Money received today')).toBeVisible();
  // Every chart has its table: the messages-per-day table holds at least today's row.
  await expectLocator(page.getByRole('table').first()).toBeVisible();
  await screenshot(page, 'bi-en');
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/users-management');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await (await download).path();
  const text = readFileSync(file!, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const lines = text.trim().split(/\r?\n/);
  // The seed's few hundred customers and the demo accounts, under a header row.
  expect(lines.length).toBeGreaterThan(300);
  expect(lines.some((line) => line.includes(demoSub.username))).toBe(true);
  await expectLocator(page.getByText(/The file was downloaded/)).toBeVisible();
  await context.close();
});
