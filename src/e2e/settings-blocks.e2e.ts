/**
 * Issue 20, the blocks and lists screens, against the real server (the shared one) in headless
 * Chromium, in Hebrew, as `superadmin`. The real change: a number blocked system-wide on
 * aflalu-unblocking is left out of the demo customer's campaign (every destination filtered,
 * -9), and unblocked from its row, the same campaign passes validation. Every other screen of the
 * area opens with its form; manage-contact-lists shows the demo customer's lists once picked.
 * axe finds nothing serious on them.
 */
import type { Browser, Page } from 'playwright-core';
import { post, tokenFor } from './api';
import { launch, openSession, screenshot, seriousViolations } from './browser';
import { expectLocator } from './expect';
import { demo, signedIn, superAdmin } from './signIn';

// A number of its own on every run: the block list is the platform's, shared by every test.
const phone = `0527${String(Date.now()).slice(-6)}`;

let browser: Browser;
let demoToken: string;
beforeAll(async () => {
  browser = await launch();
  demoToken = await tokenFor(demo.username, demo.password);
});
afterAll(() => browser.close());

const validated = () => post<{ status: number }>(demoToken, '/campaigns/send-campaign', { smsContent: 'שלום', phones: [phone], validation: true });

async function pickCustomer(page: Page, label: string, username: string) {
  await page.getByRole('combobox', { name: label }).fill(username);
  // antd's visible options carry their label as a title; its role=option list is for screen readers only.
  await page.locator(`.ant-select-item-option[title$="(${username})"]`).first().click();
}

test('a number blocked system-wide is out of every campaign until unblocked; the other screens open', async () => {
  expect((await validated()).status).not.toBe(-9);
  const { context, page } = await openSession(browser);
  await signedIn(page, 'he', superAdmin);

  await page.goto('/setting-system/aflalu-unblocking');
  await page.getByLabel('מספרים (אחד בכל שורה)').fill(phone);
  await page.getByLabel('הערה (נשמרת ביומן הפעולות)').fill('e2e');
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await page.getByRole('button', { name: 'חסימה בכל המערכת' }).click();
  await expectLocator(page.getByText('המספרים עודכנו.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'חיפוש לפי מספר' }).fill(phone);
  await page.getByRole('searchbox', { name: 'חיפוש לפי מספר' }).press('Enter');
  const row = page.getByRole('row').filter({ hasText: phone });
  await expectLocator(row.getByText('התמיכה')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'settings-blocks-aflalo-he');
  expect((await validated()).status).toBe(-9);

  await row.getByRole('button', { name: `שחרור ${phone}` }).click();
  await expectLocator(page.getByText('אין מספרים חסומים בכל המערכת.')).toBeVisible();
  expect((await validated()).status).not.toBe(-9);

  const screens: [string, string][] = [
    ['blocking-users', 'חסימה מלאה'],
    ['block-campaigns', 'עצירת דיוורים'],
    ['enforcement-of-policy-approval', 'חיוב אישור התקנון מחדש'],
    ['move-all-distribution-lists', 'העברת כל הרשימות (0)'],
  ];
  for (const [section, button] of screens) {
    await page.goto(`/setting-system/${section}`);
    await expectLocator(page.getByRole('button', { name: button })).toBeVisible();
  }
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/setting-system/upload-blacklist-modal');
  await pickCustomer(page, 'לקוח', demo.username);
  await expectLocator(page.getByRole('button', { name: 'בחירת קובץ' })).toBeVisible();

  await page.goto('/setting-system/manage-contact-lists');
  await pickCustomer(page, 'לקוח', demo.username);
  await expectLocator(page.getByRole('table', { name: 'רשימות תפוצה' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'settings-blocks-lists-he');
  await context.close();
});
