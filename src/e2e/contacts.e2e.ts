/**
 * Issue 4 end to end: contact lists and the blacklist against the real server and database,
 * in headless Chromium — pasting mixed formats, an xlsx mapped by its Hebrew titles, moving
 * numbers, deleting and restoring a list, and a recipient's removal reaching the blacklist.
 */
import type { Browser } from 'playwright-core';
import ExcelJS from 'exceljs';
import { unsubscribeHash } from '../server/modules/blacklist/unsubscribeLink';
import { baseUrl, launch, openSession, screenshot, seriousViolations } from './browser';
import { expectLocator } from './expect';
import { createList, paste } from './contactsPage';
import { signedIn } from './signIn';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** A name no earlier run of the tests has used on this server. */
const uniqueName = (base: string) => `${base} ${Date.now().toString(36)}`;

test('a list made by pasting mixed formats keeps the good numbers and shows the invalid one with its reason', async () => {
  const { context, page } = await openSession(browser);
  await signedIn(page, 'en');
  await createList(page, uniqueName('Pasted'));
  await paste(page, ['050-123-4567', '972521234567', '12345', '+972 54-765-4321', '0501234567'].join('\n'));
  await expectLocator(page.getByText('3 saved, 1 duplicates merged, 1 rows not saved.')).toBeVisible();
  const failed = page.getByRole('table').filter({ hasText: 'Invalid phone number' });
  await expectLocator(failed.getByRole('cell', { name: '12345' })).toBeVisible();
  await screenshot(page, 'contacts-paste-failed-en');
  await page.getByRole('tab', { name: 'Contacts', exact: true }).click();
  await expectLocator(page.getByText('3 numbers in the list, 0 of them blocked')).toBeVisible();
  for (const shown of ['0501234567', '0521234567', '0547654321']) await expectLocator(page.getByText(shown, { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

test('selected numbers move to another list, which then holds them', async () => {
  const { context, page } = await openSession(browser);
  await signedIn(page, 'en');
  const target = uniqueName('Target');
  await createList(page, target);
  const targetUrl = page.url();
  await createList(page, uniqueName('Source'));
  await paste(page, '0531111111\n0532222222\n0533333333');
  await expectLocator(page.getByText('3 saved, 0 duplicates merged, 0 rows not saved.')).toBeVisible();
  await page.getByRole('tab', { name: 'Contacts', exact: true }).click();

  await page.getByRole('checkbox', { name: 'Select 0531111111' }).check();
  await page.getByRole('checkbox', { name: 'Select 0532222222' }).check();
  await page.getByLabel('Target list').click();
  await page.locator('.ant-select-item-option').filter({ hasText: target }).click();
  await page.getByRole('button', { name: 'Move to list' }).click();
  await expectLocator(page.getByText('The numbers were moved to the list.')).toBeVisible();
  await expectLocator(page.getByText('1 numbers in the list, 0 of them blocked')).toBeVisible();

  await page.goto(targetUrl.replace(/^https?:\/\/[^/]+/, ''));
  await expectLocator(page.getByText('2 numbers in the list, 0 of them blocked')).toBeVisible();
  await expectLocator(page.getByText('0531111111', { exact: true })).toBeVisible();
  await context.close();
});

test('a deleted list comes back from the deleted lists, with its numbers (in Hebrew, right to left)', async () => {
  const { context, page } = await openSession(browser);
  await signedIn(page, 'en');
  const name = uniqueName('Restore me');
  await createList(page, name);
  await paste(page, '0541231234\n0541231235');
  await expectLocator(page.getByText('2 saved, 0 duplicates merged, 0 rows not saved.')).toBeVisible();

  await page.getByRole('button', { name: 'Delete list' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await page.waitForURL(/\/contact-list$/);
  await expectLocator(page.getByRole('link', { name, exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Restore deleted lists' }).click();
  const dialog = page.getByRole('dialog', { name: 'Restore deleted lists' });
  await dialog.getByRole('row').filter({ hasText: name }).getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Restore selected' }).click();
  await expectLocator(page.getByText('The lists were restored.')).toBeVisible();
  await page.getByRole('link', { name, exact: true }).click();
  await expectLocator(page.getByText('2 numbers in the list, 0 of them blocked')).toBeVisible();

  await page.locator('header select').selectOption('he');
  await page.waitForFunction(() => document.documentElement.dir === 'rtl');
  await expectLocator(page.getByRole('heading', { name: 'רשימות אנשי קשר' })).toBeVisible();
  await screenshot(page, 'contacts-list-he');
  await context.close();
});

test('an xlsx with a Hebrew header row is mapped column by column and fills the list, the bad row reported', async () => {
  const { context, page } = await openSession(browser);
  await signedIn(page, 'en');
  await createList(page, uniqueName('From Excel'));
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('לקוחות');
  for (const row of [['שם', 'טלפון', 'עיר'], ['דנה', '050-1234567', 'חיפה'], ['יוסי', '972521234567', 'אילת'], ['רע', '123', 'עכו']]) sheet.addRow(row);
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());

  await page.getByRole('tab', { name: 'Upload a file' }).click();
  await page.locator('input[type="file"]').setInputFiles({ name: 'לקוחות.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
  await expectLocator(page.getByText('Which column holds what in לקוחות.xlsx?')).toBeVisible();
  // The Hebrew titles were recognised: the name is field 1 and the phone is the mobile column.
  const columnChoice = (n: number) => page.getByRole('combobox', { name: `Column ${n}` }).filter({ visible: true }).locator('xpath=ancestor::div[contains(@class,"ant-select")][1]');
  await expectLocator(columnChoice(1).filter({ hasText: 'Field 1' })).toBeVisible();
  await expectLocator(columnChoice(2).filter({ hasText: 'Mobile (required)' })).toBeVisible();
  await columnChoice(3).click();
  await page.locator('.ant-select-item-option').filter({ hasText: /^Field 2$/ }).click();
  await screenshot(page, 'contacts-upload-mapping-en');
  await page.getByRole('button', { name: 'Add to the list' }).click();
  await expectLocator(page.getByText('2 saved, 0 duplicates merged, 1 rows not saved.')).toBeVisible();
  await expectLocator(page.getByRole('table').filter({ hasText: 'Invalid phone number' }).getByRole('cell', { name: '123', exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Contacts', exact: true }).click();
  await expectLocator(page.getByText('2 numbers in the list, 0 of them blocked')).toBeVisible();
  await screenshot(page, 'contacts-after-upload-en');
  // The name column shows field 1 and field 2 together.
  await expectLocator(page.getByText('יוסי אילת', { exact: true })).toBeVisible();
  await context.close();
});

/** The account of the demo user, as the server knows it (its sign-in answer). */
async function demoAccount(): Promise<number> {
  const response = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'username=demo&password=Demo-2026!x' });
  const id = ((await response.json()) as { data?: { currentUser?: { userId?: number } } }).data?.currentUser?.userId;
  if (!id) throw new Error('the demo user could not sign in');
  return id;
}

test('a recipient removes their number on /remove (in Hebrew); the account sees it in the blacklist with its history', async () => {
  const secret = process.env.E2E_UNSUBSCRIBE_SECRET;
  if (!secret) throw new Error('E2E_UNSUBSCRIBE_SECRET must be the server’s UNSUBSCRIBE_SECRET (npm run test:e2e sets both)');
  const phone = `5${String(Date.now()).slice(-8)}`;
  const hash = unsubscribeHash(secret, await demoAccount(), phone, Date.now());

  const recipient = await openSession(browser, { mobile: true });
  await recipient.page.goto(`/remove?h=${encodeURIComponent(hash)}`);
  await recipient.page.getByLabel('מספר הטלפון שלכם').fill(`0${phone}`);
  await recipient.page.getByRole('button', { name: 'הסירו את המספר שלי' }).click();
  await expectLocator(recipient.page.getByText(`0${phone}`, { exact: false })).toBeVisible();
  expect(await recipient.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await screenshot(recipient.page, 'remove-done-he');
  await recipient.context.close();

  const { context, page } = await openSession(browser);
  await signedIn(page, 'en');
  await page.goto('/blacklist-report');
  await page.getByLabel('Search by number').fill(`0${phone}`);
  const row = page.locator('.ant-table-row').filter({ hasText: `0${phone}` });
  await expectLocator(row.filter({ hasText: 'Removal link' })).toBeVisible();
  await row.getByRole('button', { name: 'History' }).click();
  const drawer = page.getByRole('dialog');
  await expectLocator(drawer.getByText(`History of 0${phone}`)).toBeVisible();
  await expectLocator(drawer.getByText('In the blacklist now')).toBeVisible();
  await expectLocator(drawer.getByText('Added', { exact: true })).toBeVisible();
  await screenshot(page, 'blacklist-history-en');
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});
