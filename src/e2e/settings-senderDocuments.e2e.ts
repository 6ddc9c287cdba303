/**
 * Issue 20, the customer's sender-names tab, against the real server (the shared one) in headless
 * Chromium, in Hebrew. The demo customer asks for a sender name (it waits for a decision); as
 * `superadmin` it is approved on the customer's page, and the customer's own list of sender names
 * (what the composer offers) shows it active. axe finds nothing serious on the tab.
 */
import type { Browser, Page } from 'playwright-core';
import { post, signedInAs } from './api';
import { launch, openSession, screenshot, seriousViolations, type Session } from './browser';
import { expectLocator } from './expect';
import { demo, signedIn, superAdmin } from './signIn';

/** A fresh name each run (up to 11 letters): the shared server keeps the last run's. */
const senderName = `E2e${Date.now().toString(36).slice(-7)}`;

/**
 * Serious axe findings but the customer page's tab bar's own: its fourteen tabs overflow the bar
 * with or without this one, and antd then puts its "more" button inside the tablist
 * (aria-required-children on .ant-tabs-nav) — the page's, said in the report, not this tab's.
 */
const tabViolations = async (page: Page) => (await seriousViolations(page)).filter((v) => !(v.startsWith('aria-required-children') && v.includes('.ant-tabs-nav ')));

let browser: Browser;
let admin: Session;
let demoToken: string;
let demoId: number;
beforeAll(async () => {
  browser = await launch();
  ({ token: demoToken, userId: demoId } = await signedInAs(demo));
  const asked = await post<{ status: number }>(demoToken, '/campaigns/insert-source-name', { name: senderName });
  if (asked.status !== 2) throw new Error(`the sender name does not wait for approval (${asked.status})`);
  admin = await openSession(browser);
  await signedIn(admin.page, 'he', superAdmin);
});
afterAll(async () => {
  await admin.context.close();
  await browser.close();
});

test("a sender name approved on the customer's page is active in the customer's own sender names", async () => {
  const activeOf = async () => (await post<{ name: string; active: boolean }[]>(demoToken, '/campaigns/get-source-names', {})).find((n) => n.name === senderName)?.active;
  expect(await activeOf()).toBe(false);
  const { page } = admin;
  await page.goto(`/user-profile/${demoId}`);
  // The last of many tabs sits half under the tab bar's overflow edge: clicked where it is, not at its middle.
  await page.getByRole('tab', { name: 'שמות שולח' }).dispatchEvent('click');
  const row = page.getByRole('row').filter({ hasText: senderName });
  await expectLocator(row.getByText('ממתין')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  expect(await tabViolations(page)).toEqual([]);
  await row.getByRole('button', { name: `אישור ${senderName}` }).click();
  await expectLocator(page.getByText('הבקשה לשם השולח נשמרה.')).toBeVisible();
  await expectLocator(row.getByText('מאושר')).toBeVisible();
  await screenshot(page, 'settings-sender-names-he');
  expect(await activeOf()).toBe(true);
});
