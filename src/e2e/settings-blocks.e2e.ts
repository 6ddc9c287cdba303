/**
 * Issue 20, the blocking screens, against the real server (the shared one) in headless Chromium,
 * in Hebrew, as `superadmin`. Each makes one real change and the test sees its effect where the
 * customer would:
 * - aflalu-unblocking: a number blocked system-wide is left out of the demo customer's campaign
 *   (every destination filtered, -9); unblocked from its row, the same campaign passes validation.
 * - blocking-users: a customer account the test opens is fully blocked, its sub-user with it —
 *   signing in answers blocked (-3) —, and the block lifted, it signs in again.
 * - block-campaigns: that kind of account's future campaign is stopped (its waiting report says
 *   stopped) and resumed (back among its future campaigns).
 * - enforcement-of-policy-approval: its user is made to accept the terms again; signing in, the
 *   user sees the terms dialog, accepts it, and is not asked again.
 * Destructive changes are made on accounts the test opens (api.ts throwawayAccount), never on the
 * demo accounts the other tests use. axe finds nothing serious on the screens.
 */
import type { Browser, Page } from 'playwright-core';
import { AssignBlock } from '../contract/statusCodes';
import { post, signInAnswer, throwawayAccount, tokenFor, type ThrowawayAccount } from './api';
import { launch, openSession, screenshot, seriousViolations } from './browser';
import { expectLocator } from './expect';
import { confirmDialog, pickCustomer, superAdminPage, until } from './settingsPage';
import { demo, signedIn, superAdmin } from './signIn';

// A number of its own on every run: the block list is the platform's, shared by every test.
const phone = `0527${String(Date.now()).slice(-6)}`;

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

const validated = () => post<{ status: number }>(demoToken, '/campaigns/send-campaign', { smsContent: 'שלום', phones: [phone], validation: true });

test('aflalu-unblocking: a number blocked system-wide is out of every campaign until unblocked', async () => {
  expect((await validated()).status).not.toBe(-9);
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
});

test('blocking-users: a fully blocked customer and its sub-user cannot sign in; the block lifted, they can', async () => {
  const account = await throwawayAccount(superToken, 'block');
  const memberSignIn = () => signInAnswer(account.member.username, account.member.password).then((a) => a.status);
  expect(await memberSignIn()).toBe('1');

  await page.goto('/setting-system/blocking-users');
  await pickCustomer(page, 'הוספת לקוח', account.username);
  await expectLocator(page.getByRole('listitem').filter({ hasText: account.username })).toBeVisible();
  await page.getByLabel('סיבה (נשמרת בהיסטוריית הלקוח)').fill('e2e');
  expect(await seriousViolations(page)).toEqual([]);
  // The server's answer to the block, awaited and read: a CI run saw the sub-user still sign in
  // 20 s later with no block written, and nothing said whether the request left or what it met.
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/super-admin/assigning-block'));
  await page.getByRole('button', { name: 'חסימה מלאה' }).click();
  await confirmDialog(page);
  const answer = await answered;
  expect({ http: answer.status(), body: await answer.text() }).toEqual({ http: 200, body: JSON.stringify({ data: { status: AssignBlock.blocked } }) });
  await until(memberSignIn, (status) => status === '-3', 'the sub-user of a blocked customer signs in');
  await screenshot(page, 'settings-blocks-users-he');

  await pickCustomer(page, 'הוספת לקוח', account.username);
  await page.getByRole('button', { name: 'הסרת החסימה' }).click();
  await until(memberSignIn, (status) => status === '1', 'the sub-user of an unblocked customer is refused');
});

const tomorrowAtTen = () => {
  const day = new Date(Date.now() + 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(day.getDate())}/${pad(day.getMonth() + 1)}/${day.getFullYear()} 10:00`;
};

interface PendingPage {
  rows: { CAMPAIGN_ID: number; waitingReason?: string }[];
}

test("block-campaigns: a customer's future campaign is stopped, then resumed", async () => {
  const account = await throwawayAccount(superToken, 'stop');
  const memberToken = await tokenFor(account.member.username, account.member.password);
  const sent = await post<{ status: number; campaignId: number }>(memberToken, '/campaigns/send-campaign', { smsContent: 'מבצע מחר', phones: ['0541230077'], isFuture: true, startDate: tomorrowAtTen(), campaign_name: 'e2e מחר', validation: false });
  expect(sent.status).toBe(1);
  const reportOf = (kind: 'future' | 'waiting') => () => post<PendingPage>(memberToken, `/reports/${kind}-shipments-report`, {}).then((r) => r.rows.find((row) => row.CAMPAIGN_ID === sent.campaignId));
  expect(await reportOf('future')()).toBeDefined();

  await page.goto('/setting-system/block-campaigns');
  await pickCustomer(page, 'לקוח', account.username);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'עצירת דיוורים' }).click();
  await until(reportOf('waiting'), (row) => row?.waitingReason === 'stopped', "the stopped campaign in the customer's waiting report");
  expect(await reportOf('future')()).toBeUndefined();
  await screenshot(page, 'settings-blocks-campaigns-he');

  await page.getByRole('button', { name: 'חידוש דיוורים' }).click();
  await until(reportOf('future'), (row) => row !== undefined, "the resumed campaign among the customer's future ones");
});

test('enforcement-of-policy-approval: the user must accept the terms again when it signs in', async () => {
  const account: ThrowawayAccount = await throwawayAccount(superToken, 'terms');
  const { member } = account;
  const askedAgain = () => signInAnswer(member.username, member.password).then((a) => a.approvalRulesRequired === true);
  expect(await askedAgain()).toBe(false);

  await page.goto('/setting-system/enforcement-of-policy-approval');
  await pickCustomer(page, 'לקוח', member.username);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'חיוב אישור התקנון מחדש' }).click();
  await until(askedAgain, (asked) => asked, 'the sign-in asks for the terms');

  const customer = await openSession(browser);
  await signedIn(customer.page, 'he', member);
  const terms = customer.page.getByRole('dialog').filter({ hasText: 'תנאי השימוש' });
  await expectLocator(terms.getByText('מנהל החשבון מבקש שתקראו ותאשרו שוב את תנאי השימוש לפני שתמשיכו.')).toBeVisible();
  await screenshot(customer.page, 'settings-blocks-terms-asked-he');
  await terms.getByRole('button', { name: 'קראתי ואני מאשר/ת את התנאים' }).click();
  await expectLocator(terms).toHaveCount(0);
  expect(await askedAgain()).toBe(false);
  await customer.context.close();
});
