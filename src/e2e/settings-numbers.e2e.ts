/**
 * Issue 20, the numbers screens, against the real server (the shared one) in headless Chromium,
 * in Hebrew, as `superadmin`. The real changes, seen where the customer sees them:
 * - a reply number attached to the demo customer on move-associated-numbers becomes the
 *   customer's sender (its verified numbers list it as attached; a campaign from it passes
 *   validation), and released from its row, it no longer is;
 * - a landline verified by support on add-verified-numbers is in the customer's verified numbers;
 * - a group made on share-verified-numbers is listed with its card;
 * - an e-mail address given on email-association to a user of a customer account this test opens
 *   (never a demo login) is that user's own list of addresses, the one the mail-to-SMS listener
 *   reads and /my-profile shows, and no other user may be given it (the screen names it).
 * That replies to an assigned reply number reach its holder is proved through the SMSC simulator
 * in src/server/modules/superAdmin/systemNumbers/replyNumbers.test.ts: the shared server's
 * simulator answers nobody, and has no door to send a reply on demand. Likewise a mail from the
 * address sent as an SMS is proved in mailToSms.test.ts: the shared server starts no mail listener.
 * axe finds nothing serious.
 */
import type { Browser, Page } from 'playwright-core';
import { get, post, signedInAs, throwawayAccount, tokenFor } from './api';
import { launch, openSession, screenshot, seriousViolations } from './browser';
import { expectLocator } from './expect';
import { demo, signedIn, superAdmin } from './signIn';

// Numbers of their own on every run: the shared server keeps what earlier runs did.
const run = String(Date.now()).slice(-7);
const replyNumber = `0529${run.slice(-6)}`;
const landline = `03${run}`;

let browser: Browser;
let demoToken: string;
let demoId: number;
let superToken: string;
beforeAll(async () => {
  browser = await launch();
  ({ token: demoToken, userId: demoId } = await signedInAs(demo));
  superToken = await tokenFor(superAdmin.username, superAdmin.password);
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

  await page.goto('/setting-system/assign-numbers');
  await expectLocator(page.getByRole('button', { name: 'שיוך', exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'settings-numbers-assign-he');
  await context.close();
}, 60_000);

test("an e-mail address given to a customer's user is that user's mail-to-SMS address, and no other user's", async () => {
  const account = await throwawayAccount(superToken, 'mail');
  const address = `sms${run}@${account.username}.example.com`;
  const memberToken = await tokenFor(account.member.username, account.member.password);
  // The user's own list, as /my-profile shows it and the mail-to-SMS listener reads it (users.allowed_emails).
  const memberAddresses = async () => (await get<{ allowedEmails?: string[] }>(memberToken, '/users/my-profile')).allowedEmails ?? [];
  expect(await memberAddresses()).not.toContain(address);

  const { context, page } = await openSession(browser);
  await signedIn(page, 'he', superAdmin);
  await page.goto('/setting-system/email-association');
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  const addresses = page.getByRole('combobox', { name: 'כתובות דוא"ל (עד 3)' });
  await pickCustomer(page, 'לקוח', account.member.username);
  await addresses.pressSequentially(`${address},`);
  await page.getByRole('button', { name: 'שמירת הכתובות', exact: true }).click();
  await expectLocator(page.getByText('כתובות הדוא״ל נשמרו.')).toBeVisible();
  expect(await memberAddresses()).toEqual([address]);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'settings-numbers-email-he');

  // The account's holder is another user: a mail from the address could not say who pays, so it is refused and named.
  await page.reload();
  await pickCustomer(page, 'לקוח', account.username);
  await addresses.pressSequentially(`${address.toUpperCase()},`);
  await page.getByRole('button', { name: 'שמירת הכתובות', exact: true }).click();
  await expectLocator(page.getByRole('alert').filter({ hasText: 'כבר משויכות ללקוח אחר' }).filter({ hasText: address.toUpperCase() })).toBeVisible();
  expect(await memberAddresses()).toEqual([address]);
  await context.close();
}, 90_000);
