/**
 * Issue 21, A/B tests, on the real server in Hebrew: an account the test opens sends a message
 * in two versions as an A/B test (through the API: the composer's section is the page test's,
 * abTest/AbTestSection.test.tsx); its statistics show both versions gone to the test share, the
 * rest waiting, and when the winner will be chosen. The decision itself (at least a minute
 * later) and the roll-out are the server test's (modules/campaigns/abTests.test.ts), which
 * shortens the delay.
 */
import type { Browser } from 'playwright-core';
import { listWithFields, post, throwawayAccount, tokenFor } from './api';
import { launch, openSession, screenshot, seriousViolations } from './browser';
import { expectLocator } from './expect';
import { signedIn, superAdmin } from './signIn';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

test('in Hebrew: two versions go to a test share, and the statistics show each with the decision to come', async () => {
  const superToken = await tokenFor(superAdmin.username, superAdmin.password);
  const account = await throwawayAccount(superToken, 'abtest');
  const memberToken = await tokenFor(account.member.username, account.member.password);
  const suffix = Date.now().toString(36);
  const phones = Array.from({ length: 10 }, (_, i) => `0546${String(Date.now()).slice(-5)}${i}`);
  const listId = await listWithFields(memberToken, `בדיקה ${suffix}`, ['שם'], phones.map((phone, i) => ({ phone, fields: [`לקוח ${i}`] })));
  const campaignName = `AB ${suffix}`;
  const abTest = { variants: ['מבצע סוף העונה: 20% הנחה', 'רק היום: 20% הנחה על הכל'], sharePercent: 20, metric: 'clicks', delayMinutes: 60 };
  const sent = await post<{ status: number }>(memberToken, '/campaigns/send-campaign', { campaign_name: campaignName, destinations: [{ type: 'cl', id: listId }], abTest, validation: false });
  expect(sent.status).toBe(1);

  const { context, page } = await openSession(browser);
  await signedIn(page, 'he', account.member);
  // A period around today: the browser's day (UTC here) may already be tomorrow in Israel, where the send's date is.
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10).split('-').reverse().join('/');
  await page.goto(`/shipments-report?fromDate=${day(-1)}&toDate=${day(1)}`);
  await page.getByRole('button', { name: `סטטיסטיקה ${campaignName}` }).click();
  const test = page.getByTestId('ab-test');
  await expectLocator(test.getByText(/^20% מהרשימה בודקים את הגרסאות\. ההחלטה לפי הקלקות ב-\d\d\/\d\d\/\d{4} \d\d:\d\d; בתיקו – גרסה 1\.$/)).toBeVisible();
  // 20% of 10: one recipient each; the rest wait for the winner.
  await expectLocator(test.getByRole('row').filter({ hasText: 'גרסה 1' }).filter({ hasText: 'מבצע סוף העונה' })).toBeVisible();
  await expectLocator(test.getByRole('row').filter({ hasText: 'גרסה 2' }).filter({ hasText: 'רק היום' })).toBeVisible();
  await expectLocator(test.getByRole('row').filter({ hasText: 'שאר הרשימה' }).getByRole('cell', { name: '8', exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'ab-test-statistics-he');
  await context.close();
}, 20_000);
