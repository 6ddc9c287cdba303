/**
 * Issue 18, finding a customer: the built app and the real server (seeded demo accounts and
 * customer base), in headless Chromium. As `admin` (an administrator), /users-management finds
 * demo-sub by three letters and opens it; in Hebrew the page is right-to-left and axe finds
 * nothing serious.
 */
import type { Browser } from 'playwright-core';
import { launch, openSession, screenshot, seriousViolations } from './browser';
import { expectLocator } from './expect';
import { signedIn } from './signIn';

const admin = { username: 'admin', password: 'Admin-2026!x' };

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

test('as admin: three letters find demo-sub, Enter opens it', async () => {
  const { context, page } = await openSession(browser);
  await signedIn(page, 'en', admin);
  await page.goto('/users-management');
  const box = page.getByRole('combobox', { name: 'Search customers' });
  await expectLocator(box).toBeVisible();
  await box.pressSequentially('dem');
  const demoSub = page.getByRole('option').filter({ hasText: 'demo-sub' });
  await expectLocator(demoSub).toBeVisible();
  await screenshot(page, 'users-management-en');
  expect(await seriousViolations(page)).toEqual([]);
  const options = await page.getByRole('option').allTextContents();
  const index = options.findIndex((text) => text.includes('demo-sub'));
  for (let i = 0; i < index; i += 1) await box.press('ArrowDown');
  await box.press('Enter');
  await page.waitForURL(/\/user-profile\/\d+$/);
  await context.close();
});

test('in Hebrew the page is right to left and a search with no match says so', async () => {
  const { context, page } = await openSession(browser);
  await signedIn(page, 'he', admin);
  await page.goto('/users-management');
  const box = page.getByRole('combobox', { name: 'חיפוש לקוחות' });
  await expectLocator(box).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await box.pressSequentially('zzzq');
  await expectLocator(page.getByRole('status').filter({ hasText: 'אין לקוח שמתאים' })).toBeVisible();
  await screenshot(page, 'users-management-he');
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});
