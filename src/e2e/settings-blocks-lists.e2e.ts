/**
 * Issue 20, the lists screens of the blocks area, against the real server (the shared one) in
 * headless Chromium, in Hebrew, as `superadmin`, on customer accounts the test opens (api.ts
 * throwawayAccount), each with one real change whose effect the customer's own user sees:
 * - move-all-distribution-lists: account A's list moves to account B: B's user has it, A's not;
 * - manage-contact-lists: B deletes that list on the screen: B's user has it no more;
 * - upload-blacklist-modal: a CSV of two numbers goes into a customer's blacklist: its campaign to
 *   them is refused as all filtered (-9); a picture named .csv is refused with the translated
 *   "file type not supported", and nothing is added.
 * axe finds nothing serious on the screens.
 */
import type { Browser, Page } from 'playwright-core';
import { get, listWithFields, post, throwawayAccount, tokenFor } from './api';
import { launch, screenshot, seriousViolations } from './browser';
import { expectLocator } from './expect';
import { confirmDialog, pickCustomer, superAdminPage, until } from './settingsPage';
import { superAdmin } from './signIn';

let browser: Browser;
let page: Page;
let superToken: string;
beforeAll(async () => {
  browser = await launch();
  superToken = await tokenFor(superAdmin.username, superAdmin.password);
  page = await superAdminPage(browser);
});
afterAll(() => browser.close());

const listNamesOf = (token: string) => () => get<{ name: string }[]>(token, '/campaigns/get-user-all-contact-lists').then((lists) => lists.map((l) => l.name));

test("move-all-distribution-lists moves A's list to B; manage-contact-lists deletes it from B", async () => {
  const [giver, receiver] = await Promise.all([throwawayAccount(superToken, 'give'), throwawayAccount(superToken, 'take')]);
  const [giverToken, receiverToken] = await Promise.all([tokenFor(giver.member.username, giver.member.password), tokenFor(receiver.member.username, receiver.member.password)]);
  const listName = `לקוחות e2e ${Date.now().toString(36)}`;
  await listWithFields(giverToken, listName, ['שם'], [{ phone: '0541230101', fields: ['דנה'] }]);
  expect(await listNamesOf(receiverToken)()).toEqual([]);

  await page.goto('/setting-system/move-all-distribution-lists');
  await pickCustomer(page, 'העברת הרשימות של', giver.username);
  await expectLocator(page.getByRole('row').filter({ hasText: listName })).toBeVisible();
  await pickCustomer(page, 'אל החשבון של', receiver.username);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'העברת כל הרשימות (1)' }).click();
  await confirmDialog(page);
  await until(listNamesOf(receiverToken), (names) => names.includes(listName), "the moved list among the receiver's");
  expect(await listNamesOf(giverToken)()).toEqual([]);
  await expectLocator(page.getByText('ללקוח זה אין רשימות תפוצה.')).toBeVisible();
  await screenshot(page, 'settings-blocks-move-he');

  await page.goto('/setting-system/manage-contact-lists');
  await pickCustomer(page, 'לקוח', receiver.username);
  const row = page.getByRole('row').filter({ hasText: listName });
  await row.getByRole('checkbox').check();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'מחיקת הנבחרות (1)' }).click();
  await confirmDialog(page);
  await until(listNamesOf(receiverToken), (names) => !names.includes(listName), "the deleted list among the receiver's");
  await expectLocator(row).toHaveCount(0);
  await screenshot(page, 'settings-blocks-lists-he');
});

// A 1x1 PNG: a picture, whatever its name says.
const picture = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

test("upload-blacklist-modal: a CSV's numbers are out of the customer's campaigns; a picture is refused", async () => {
  const account = await throwawayAccount(superToken, 'black');
  const memberToken = await tokenFor(account.member.username, account.member.password);
  const suffix = String(Date.now()).slice(-6);
  const phones = [`0548${suffix}`, `0549${suffix}`];
  const validated = () => post<{ status: number }>(memberToken, '/campaigns/send-campaign', { smsContent: 'שלום', phones, validation: true });
  expect((await validated()).status).not.toBe(-9);

  await page.goto('/setting-system/upload-blacklist-modal');
  await pickCustomer(page, 'לקוח', account.username);
  const fileInput = page.locator('input[type=file]');
  await fileInput.setInputFiles({ name: 'numbers.csv', mimeType: 'text/csv', buffer: picture });
  await expectLocator(page.getByText('סוג הקובץ הזה אינו נתמך.')).toBeVisible();
  expect((await validated()).status).not.toBe(-9);

  await fileInput.setInputFiles({ name: 'blacklist.csv', mimeType: 'text/csv', buffer: Buffer.from(`${phones.join('\n')}\n`) });
  await expectLocator(page.getByText('כל המספרים נוספו לרשימה השחורה.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'settings-blocks-blacklist-he');
  expect((await validated()).status).toBe(-9);
});
