/**
 * Issue 21, one consent record, on the real server in Hebrew: support blacklists a number of an
 * account the test opens (evidence: support, by whom); the account's next campaign leaves it out,
 * and the account's user exports the consent record from the blacklist page — a CSV with Hebrew
 * titles holding the number with its channel and way. The page passes axe.
 */
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { post, throwawayAccount, tokenFor } from './api';
import { launch, openSession, screenshot, seriousViolations } from './browser';
import { expectLocator } from './expect';
import { signedIn, superAdmin } from './signIn';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

test('in Hebrew: support opts a number out, the next campaign skips it, and the consent record exports it with its evidence', async () => {
  const superToken = await tokenFor(superAdmin.username, superAdmin.password);
  const account = await throwawayAccount(superToken, 'consent');
  const phone = `0548${String(Date.now()).slice(-6)}`;
  expect((await post<{ status: number }>(superToken, '/reports/add-number-to-blacklist', { phone, userId: account.userId })).status).toBe(1);
  const memberToken = await tokenFor(account.member.username, account.member.password);
  const check = await post<{ status: number; summary?: { recipients: number; blocked: number } }>(memberToken, '/campaigns/send-campaign', { smsContent: 'מבצע', phones: [phone, '0548000001'], validation: true });
  expect(check.summary).toMatchObject({ recipients: 1, blocked: 1 });

  const { context, page } = await openSession(browser);
  await signedIn(page, 'he', account.member);
  await page.goto('/blacklist-report');
  await expectLocator(page.getByText(phone)).toBeVisible();
  const section = page.getByRole('region', { name: 'תיעוד הסכמה' });
  await expectLocator(section).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'ייצוא תיעוד הסכמה (CSV)' }).click()]);
  expect(download.suggestedFilename()).toBe('consent-record.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  const [titles, row] = csv.split('\r\n');
  expect(titles).toBe('\uFEFFמספר,ערוץ,אופן,הטקסט שהתקבל,דיוור,נרשם על ידי,תאריך (שעון ישראל)');
  expect(row).toMatch(new RegExp(`^${phone},תמיכה,תמיכה,,,superadmin,\\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d$`));
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'consent-record-he');
  await context.close();
}, 20_000);
