/**
 * Issue 20, white-label-management and the customer's wallets, against the real server (the
 * shared one) in headless Chromium, in Hebrew. As `superadmin`: a brand made for the demo
 * reseller on its own host has its support phone changed on the screen, and that host's sign-in
 * page, loaded next, shows the new phone (the app asks get-app-meta-data for the host it is on;
 * *.localhost reaches this machine). On the demo customer's page a wallet is funded, and the
 * account's sms balance drops by what went into it. axe finds nothing serious on either screen.
 */
import type { Browser } from 'playwright-core';
import { post, tokenFor } from './api';
import { baseUrl, launch, openSession, screenshot, seriousViolations, type Session } from './browser';
import { expectLocator } from './expect';
import { demo, signedIn, superAdmin } from './signIn';

const host = `brand-${Date.now().toString(36)}.localhost`;
const brandName = 'מותג בדיקה';

let browser: Browser;
/** One signed-in super-administrator for both screens. */
let admin: Session;
let superToken: string;
let demoId: number;
beforeAll(async () => {
  browser = await launch();
  superToken = await tokenFor(superAdmin.username, superAdmin.password);
  const demoToken = await tokenFor(demo.username, demo.password);
  const profile = (await (await fetch(`${baseUrl}/api/main/user-profile`, { headers: { authorization: `Bearer ${demoToken}` } })).json()) as { data: { userId: number } };
  demoId = profile.data.userId;
  const created = await post<{ status: number }>(superToken, '/super-admin/add-white-label', {
    userId: demoId,
    brand: { host, logoName: brandName, supportPhone: '03-1111111', supportEmail: 'help@brand.example' },
  });
  if (created.status !== 1) throw new Error(`the brand was not created (${created.status})`);
  admin = await openSession(browser);
  await signedIn(admin.page, 'he', superAdmin);
});
afterAll(async () => {
  await admin.context.close();
  await browser.close();
});

test("a brand's support phone changed on the screen shows on its host's next page load", async () => {
  const { page } = admin;
  await page.goto('/setting-system/white-label-management');
  const row = page.getByRole('row').filter({ hasText: host });
  await expectLocator(row).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  expect(await seriousViolations(page)).toEqual([]);
  await row.getByRole('button', { name: `עריכה ${brandName}` }).click();
  const phone = page.getByLabel('טלפון תמיכה');
  await phone.fill('03-2222222');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'שמירה' }).click();
  await expectLocator(page.getByText('המשווק קושר למותג.')).toBeVisible();
  await expectLocator(row.getByText('03-2222222')).toBeVisible();
  await screenshot(page, 'settings-brands-he');

  const visitor = await openSession(browser);
  const port = new URL(baseUrl).port;
  await visitor.page.goto(`http://${host}:${port}/login`);
  await expectLocator(visitor.page.getByText('03-2222222').first()).toBeVisible();
  await visitor.context.close();
});

test("a wallet funded on the customer's page takes its credits from the account's balance", async () => {
  const smsOf = async () => (await post<{ balances: { sms?: { amount: number } } }>(superToken, '/super-admin/get-user-details', { userId: demoId })).balances.sms?.amount ?? 0;
  const before = await smsOf();
  const { page } = admin;
  await page.goto(`/user-profile/${demoId}`);
  await page.getByRole('tab', { name: 'ארנקים' }).click();
  await page.getByRole('button', { name: 'ארנק חדש' }).click();
  const name = `ארנק ${Date.now().toString(36)}`;
  await page.getByLabel('שם', { exact: true }).fill(name);
  await page.getByLabel('יתרה').fill('10');
  await page.getByRole('button', { name: 'שמירה' }).click();
  await expectLocator(page.getByText('הארנק נוסף.')).toBeVisible();
  await expectLocator(page.getByRole('row').filter({ hasText: name })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await smsOf()).toBe(before - 10);
});
