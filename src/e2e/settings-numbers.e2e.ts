/**
 * Issue 20, the numbers screens, against the real server (the shared one) in headless Chromium,
 * in Hebrew, as `superadmin`. The real changes, seen where the customer sees them:
 * - a reply number attached to the demo customer on move-associated-numbers becomes the
 *   customer's sender (its verified numbers list it as attached; a campaign from it passes
 *   validation), and released from its row, it no longer is;
 * - a landline verified by support on add-verified-numbers is in the customer's verified numbers;
 * - a group made on share-verified-numbers is listed with its card.
 * That replies to an assigned reply number reach its holder is proved through the SMSC simulator
 * in src/server/modules/superAdmin/systemNumbers/replyNumbers.test.ts: the shared server's
 * simulator answers nobody, and has no door to send a reply on demand. axe finds nothing serious.
 */
import type { Browser, Page } from 'playwright-core';
import { post, tokenFor } from './api';
import { baseUrl, launch, openSession, screenshot, seriousViolations } from './browser';
import { expectLocator } from './expect';
import { demo, signedIn, superAdmin } from './signIn';

// Numbers of their own on every run: the shared server keeps what earlier runs did.
const run = String(Date.now()).slice(-7);
const replyNumber = `0529${run.slice(-6)}`;
const landline = `03${run}`;

let browser: Browser;
let demoToken: string;
let demoId: number;
beforeAll(async () => {
  browser = await launch();
  demoToken = await tokenFor(demo.username, demo.password);
  const profile = (await (await fetch(`${baseUrl}/api/main/user-profile`, { headers: { authorization: `Bearer ${demoToken}` } })).json()) as { data: { userId: number } };
  demoId = profile.data.userId;
});
afterAll(() => browser.close());

interface VerifiedNumber {
  phone: string;
  isAttached?: boolean;
}
const demoNumbers = () => post<VerifiedNumber[]>(demoToken, '/campaigns/get-verified-numbers', { userId: demoId });
const fromReplyNumber = () => post<{ status: number }>(demoToken, '/campaigns/send-campaign', { smsContent: 'שלום', phones: ['0527000001'], sourceType: 4, sourceNumber: replyNumber, validation: true });

async function pickCustomer(page: Page, label: string, username: string) {
  const box = page.getByRole('combobox', { name: label }).first();
  await box.click();
  await box.pressSequentially(username);
  // The list settles as the answers arrive: the option is clicked once it is there.
  await page.locator(`.ant-select-item-option[title$="(${username})"]`).first().click();
}

test('a reply number attached to the demo customer is its sender until released; a landline verified by support is its own; a group is made', async () => {
  expect((await fromReplyNumber()).status).toBe(-16);
  const { context, page } = await openSession(browser);
  await signedIn(page, 'he', superAdmin);

  await page.goto('/setting-system/move-associated-numbers');
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await pickCustomer(page, 'לקוח', demo.username);
  await page.getByLabel('מספר לתגובות').fill(replyNumber);
  await page.getByRole('button', { name: 'שיוך ללקוח' }).click();
  await expectLocator(page.getByText('מספר המענה שויך ללקוח.')).toBeVisible();
  const row = page.getByRole('region', { name: 'המספרים לתגובות של הלקוח' }).getByRole('row').filter({ hasText: replyNumber });
  await expectLocator(row).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'settings-numbers-move-he');
  // The customer's sender now: listed as attached, and a campaign from it passes validation.
  expect((await demoNumbers()).find((n) => n.phone === replyNumber)).toMatchObject({ isAttached: true });
  expect((await fromReplyNumber()).status).not.toBe(-16);

  await row.getByRole('button', { name: 'שחרור' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'אישור', exact: true }).click();
  // Its effect on the page (the row goes); the toast saying so is a page test's (in the full e2e run it was once not seen).
  await expectLocator(row).toHaveCount(0);
  expect((await fromReplyNumber()).status).toBe(-16);

  await page.goto('/setting-system/add-verified-numbers');
  await pickCustomer(page, 'לקוח', demo.username);
  await page.getByLabel('מספר טלפון').fill(landline);
  await page.getByRole('button', { name: 'סימון כמאומת' }).click();
  await expectLocator(page.getByText('המספר אומת עבור הלקוח.')).toBeVisible();
  expect((await demoNumbers()).some((n) => n.phone === landline)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/setting-system/share-verified-numbers');
  await page.getByLabel('שם הקבוצה').fill(`רשת ${run}`);
  await page.getByRole('button', { name: 'יצירת קבוצה' }).click();
  await expectLocator(page.getByText('הקבוצה נוצרה.')).toBeVisible();
  await expectLocator(page.getByText(`רשת ${run}`, { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  for (const [section, button] of [
    ['assign-numbers', 'שיוך'],
    ['email-association', 'שמירת הכתובות'],
  ] as const) {
    await page.goto(`/setting-system/${section}`);
    await expectLocator(page.getByRole('button', { name: button, exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  }
  await screenshot(page, 'settings-numbers-assign-he');
  await context.close();
}, 60_000);
