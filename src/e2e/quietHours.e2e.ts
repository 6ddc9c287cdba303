/**
 * Issue 21, quiet hours on the real server in Hebrew: an account the test opens is put on a
 * brand of its own whose quiet hours hold now (an hour ago to two hours ahead, on Israel's
 * clock, so the test passes at any hour); its send's confirmation says the recipient will wait
 * and until when, and the sms report shows the message as "waiting: quiet hours". That it then
 * goes when the hours end is the server test's (modules/campaigns/quietHours.test.ts, with a clock).
 */
import type { Browser } from 'playwright-core';
import { israelWallTime } from '../domain/israelTime';
import { listWithFields, post, throwawayAccount, tokenFor } from './api';
import { launch, openSession, screenshot, seriousViolations } from './browser';
import { chooseList } from './composerPage';
import { expectLocator } from './expect';
import { signedIn, superAdmin } from './signIn';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const hour = (h: number) => `${String((h + 24) % 24).padStart(2, '0')}:00`;

test('in Hebrew: the confirmation says who waits for quiet hours and until when; the report shows the message waiting', async () => {
  const superToken = await tokenFor(superAdmin.username, superAdmin.password);
  const account = await throwawayAccount(superToken, 'quiet');
  const suffix = Date.now().toString(36);
  const brand = await post<{ status: number; brandId?: number }>(superToken, '/super-admin/add-white-label', { userId: account.userId, brand: { host: `quiet-${suffix}.example`, logoName: 'Quiet' } });
  if (!brand.brandId) throw new Error(`the brand was not made: ${JSON.stringify(brand)}`);
  const now = israelWallTime(Date.now()).hour;
  const saved = await post<{ status: number }>(superToken, '/super-admin/set-quiet-hours', { brandId: brand.brandId, quietHours: { daily: { from: hour(now - 1), to: hour(now + 2) }, countries: [] } });
  expect(saved.status).toBe(1);
  const listName = `שקט ${suffix}`;
  const phone = `0547${String(Date.now()).slice(-6)}`;
  await listWithFields(await tokenFor(account.member.username, account.member.password), listName, ['שם'], [{ phone, fields: ['נועה'] }]);

  const { context, page } = await openSession(browser);
  await signedIn(page, 'he', account.member);
  await chooseList(page, listName);
  await page.getByRole('textbox', { name: 'תוכן ההודעה' }).fill('תזכורת: התור שלך מחר');
  await page.getByRole('button', { name: 'שליחה', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'לשלוח את הקמפיין?' });
  await expectLocator(modal.getByText(/^נמענים שנמצאים עכשיו בשעות השקט שלהם: 1\. ההודעה תישלח אליהם כשהשעות יסתיימו, האחרונים עד .+ \(שעון ישראל\)\.$/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'quiet-hours-confirm-he');
  await modal.getByRole('button', { name: 'שליחה', exact: true }).click();
  await expectLocator(page.getByText('הקמפיין נשלח, או תוזמן למועד שבחרת.').first()).toBeVisible();

  // The pipeline makes the message at once; it waits, and the report says why.
  const deadline = Date.now() + 10_000;
  for (;;) {
    await page.goto(`/sms-report?phone=${phone}`);
    const waiting = page.getByRole('row').filter({ hasText: 'ממתין: שעות שקט' });
    if (await waiting.first().waitFor({ state: 'visible', timeout: 3_000 }).then(() => true, () => false)) break;
    if (Date.now() > deadline) throw new Error('the message is not shown waiting for quiet hours');
    await page.waitForTimeout(500);
  }
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await screenshot(page, 'quiet-hours-report-he');
  await context.close();
});
