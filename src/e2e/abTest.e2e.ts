/**
 * Issue 21, A/B tests, on the real server in Hebrew: an account the test opens sends a message
 * in two versions as an A/B test by clicks, deciding a minute later (the shortest delay; through
 * the API: the composer's section is the page test's, abTest/AbTestSection.test.tsx). While the
 * minute runs, the test share's recipient of version 2 clicks its personal link and the
 * statistics show both versions gone, the click, the rest waiting and when the winner will be
 * chosen. Then the server's periodic pass (every 15 s on the real server) decides: the drawer,
 * which asks again every 5 s while a test runs, shows version 2 the winner and the rest's
 * figures, and the rest's messages carry version 2's text. An English drawer opened during the
 * wait shows the same decision.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { listWithFields, post, throwawayAccount, tokenFor, type Credentials } from './api';
import { launch, openSession, screenshot, seriousViolations } from './browser';
import { expectLocator } from './expect';
import { signedIn, superAdmin } from './signIn';

const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const variants = ['מבצע סוף העונה: 20% הנחה', 'רק היום: 20% הנחה על הכל'];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** Polls until `read` answers something `done` accepts (the page or the server moves on its own time); answers it. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A row's figures in the test's table: recipients, sent, delivered, clicked, replied (after the part and the text). */
const figuresOf = async (row: Locator) => (await row.getByRole('cell').allInnerTexts()).slice(2).map((text) => text.trim());

/** The account's messages as the SMS report lists them. */
const messagesOf = async (token: string) => (await post<{ rows?: { message?: string }[] }>(token, '/reports/sms-report', { page: 1, pageSize: 50 })).rows ?? [];

/** Opens the send's statistics drawer from the shipments report; answers the test's section. */
async function openStatistics(page: Page, language: 'he' | 'en', who: Credentials, campaignName: string): Promise<Locator> {
  await signedIn(page, language, who);
  // A period around today: the browser's day (UTC here) may already be tomorrow in Israel, where the send's date is.
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10).split('-').reverse().join('/');
  await page.goto(`/shipments-report?fromDate=${day(-1)}&toDate=${day(1)}`);
  await page.getByRole('button', { name: `${language === 'he' ? 'סטטיסטיקה' : 'Statistics'} ${campaignName}` }).click();
  return page.getByTestId('ab-test');
}

test('in Hebrew: two versions go to a test share, a minute later the version clicked goes to the rest, and the statistics show it', async () => {
  const superToken = await tokenFor(superAdmin.username, superAdmin.password);
  const account = await throwawayAccount(superToken, 'abtest');
  const memberToken = await tokenFor(account.member.username, account.member.password);
  const suffix = Date.now().toString(36);
  const phones = Array.from({ length: 10 }, (_, i) => `0546${String(Date.now()).slice(-5)}${i}`);
  const listId = await listWithFields(memberToken, `בדיקה ${suffix}`, ['שם'], phones.map((phone, i) => ({ phone, fields: [`לקוח ${i}`] })));
  // Both versions carry the sale's link, made personal for each recipient: a click names its recipient.
  const { shortLink } = await post<{ shortLink: { shortUrl: string } }>(memberToken, '/create-short-url', { url: 'https://shop.example/sale', type: 'personalLink' });
  const campaignName = `AB ${suffix}`;
  const abTest = { variants: variants.map((text) => `${text} ${shortLink.shortUrl}`), sharePercent: 20, metric: 'clicks', delayMinutes: 1 };
  const sent = await post<{ status: number }>(memberToken, '/campaigns/send-campaign', { campaign_name: campaignName, destinations: [{ type: 'cl', id: listId }], abTest, validation: false });
  expect(sent.status).toBe(1);

  // The test share (20% of 10: one recipient each) goes at once; version 2's recipient clicks its link from a phone.
  const tested = await until(() => messagesOf(memberToken), (rows) => rows.length === 2, 'the test share sent');
  const second = tested.find((m) => m.message?.startsWith(variants[1]))?.message ?? '';
  const personal = new RegExp(`${shortLink.shortUrl.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}[0-9A-Za-z]{11}`).exec(second)?.[0];
  expect(personal).toBeDefined();
  await fetch(new URL(new URL(personal!).pathname, process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080'), { headers: { 'user-agent': iPhone }, redirect: 'manual' });

  // Before the decision: both versions gone, the click counted, the rest waiting, and when it is decided.
  const hebrew = await openSession(browser);
  const test = await openStatistics(hebrew.page, 'he', account.member, campaignName);
  await expectLocator(test.getByText(/^20% מהרשימה בודקים את הגרסאות\. ההחלטה לפי הקלקות ב-\d\d\/\d\d\/\d{4} \d\d:\d\d; בתיקו – גרסה 1\.$/)).toBeVisible();
  const row = (part: string) => test.getByRole('row').filter({ has: hebrew.page.getByRole('cell', { name: part, exact: true }) });
  await expectLocator(row('גרסה 1').filter({ hasText: 'מבצע סוף העונה' })).toBeVisible();
  await until(() => figuresOf(row('גרסה 2')), (f) => f[0] === '1' && f[1] === '1' && f[3] === '1', "version 2's click");
  expect(await figuresOf(row('שאר הרשימה'))).toEqual(['8', '0', '0', '0', '0']);
  expect(await hebrew.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  expect(await seriousViolations(hebrew.page)).toEqual([]);
  await screenshot(hebrew.page, 'ab-test-deciding-he');

  // The same send in English, opened while the minute runs.
  const english = await openSession(browser);
  const englishTest = await openStatistics(english.page, 'en', account.member, campaignName);
  await expectLocator(englishTest.getByText(/^20% of the list is testing the versions\. Deciding by clicks at \d\d\/\d\d\/\d{4} \d\d:\d\d; a tie goes to version 1\.$/)).toBeVisible();

  // The decision: due a minute after the test went, taken by the next pass (every 15 s), seen by the drawer's next ask (5 s).
  await test.getByText(/^גרסה 2 ניצחה לפי הקלקות ב-\d\d\/\d\d\/\d{4} \d\d:\d\d ונשלחה לשאר הרשימה\.$/).waitFor({ state: 'visible', timeout: 100_000 });
  await expectLocator(test.getByRole('row').filter({ hasText: 'מנצחת' }).filter({ hasText: 'גרסה 2' }).filter({ hasText: variants[1] })).toBeVisible();
  // The rest's eight get version 2: its figures fill in as they go.
  const rest = test.getByRole('row').filter({ hasText: 'שאר הרשימה (גרסה 2)' });
  await until(() => figuresOf(rest), (f) => f[0] === '8' && f[1] === '8', "the rest's figures");
  await expectLocator(rest.filter({ hasText: variants[1] })).toBeVisible();
  const all = await messagesOf(memberToken);
  expect(all).toHaveLength(10);
  expect(all.filter((m) => m.message?.startsWith(variants[1]))).toHaveLength(9);
  expect(all.filter((m) => m.message?.startsWith(variants[0]))).toHaveLength(1);
  expect(await seriousViolations(hebrew.page)).toEqual([]);
  await screenshot(hebrew.page, 'ab-test-decided-he');

  await englishTest.getByText(/^Version 2 won by clicks on \d\d\/\d\d\/\d{4} \d\d:\d\d and was sent to the rest of the list\.$/).waitFor({ state: 'visible', timeout: 20_000 });
  await until(() => figuresOf(englishTest.getByRole('row').filter({ hasText: 'Rest of the list (version 2)' })), (f) => f[1] === '8', "the rest's figures in English");
  expect(await english.page.evaluate(() => document.documentElement.dir)).toBe('ltr');
  await screenshot(english.page, 'ab-test-decided-en');
  await Promise.all([hebrew.context.close(), english.context.close()]);
}, 150_000);
