/**
 * Issue 17 against the real server: in Hebrew, a campaign sent from the demo account's reply
 * number with responses allowed; /chat/:id is open before anyone answers, and the simulator's
 * replies arrive on it live (the event stream, no reload); one is answered and the answer is
 * seen sent, one is blacklisted and its conversation is marked. The page passes axe.
 *
 * The server here is its own, started with a simulator that delivers every message and whose
 * every recipient answers (the shared one answers nobody, and the embedded default half, at
 * random, which a test cannot wait on).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startLocalServer, type LocalServer } from '../../scripts/lib/localServer';
import { post, tokenFor } from './api';
import { launch, screenshot, seriousViolations } from './browser';
import { expectLocator } from './expect';
import { demo, signedIn } from './signIn';

let browser: Browser;
let server: LocalServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([
    launch(),
    // Every message delivered and every recipient answering: only a delivered message is answered.
    startLocalServer({ SIMULATOR_OUTCOMES: 'delivered:1', SIMULATOR_REPLY_SHARE: '1', SIMULATOR_REPLY_DELAY_MS: '4000', SIMULATOR_REPLIES: 'תודה! מתי זה מתחיל?|מעולה, אני מגיע' }),
  ]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  server?.stop();
});

const suffix = Date.now().toString(36);
const phones = ['0547881001', '0547881002', '0547881003'];
const shown = (local: string) => `972${local.slice(1)}`;

async function hebrewPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 850 } });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await signedIn(page, 'he');
  return { context, page };
}

test('in Hebrew: replies arrive live in /chat/:id, one is answered and seen sent, one is blacklisted and marked', async () => {
  const token = await tokenFor(demo.username, demo.password, server.url);
  const sent = await post<{ status: number; campaignId?: number }>(
    token,
    '/campaigns/send-campaign',
    { campaign_name: `סוף שבוע ${suffix}`, smsContent: 'מבצע סוף שבוע! השיבו להודעה ונחזור אליכם', phones, destinations: [], sourceType: 4, sourceNumber: '0531234567', allow_response: true, validation: false },
    server.url,
  );
  expect(sent.status).toBe(1);
  const { context, page } = await hebrewPage();
  await page.goto(`/chat/${sent.campaignId}`);
  await expectLocator(page.getByRole('heading', { name: `סוף שבוע ${suffix}` })).toBeVisible();
  await expectLocator(page.getByText('אין עדיין שיחות.')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');

  // The replies come on their own: the page is not reloaded.
  const list = page.getByRole('navigation', { name: 'שיחות' });
  for (const phone of phones) await expectLocator(list.getByRole('button', { name: new RegExp(shown(phone)) })).toBeVisible();
  await screenshot(page, 'chat-he-replies');
  expect(await seriousViolations(page)).toEqual([]);

  // Answer the first: it shows at once, then as sent once the SMSC took it.
  await list.getByRole('button', { name: new RegExp(shown(phones[0]!)) }).click();
  const thread = page.getByRole('log', { name: `הודעות עם ${shown(phones[0]!)}` });
  await expectLocator(thread.getByText('מבצע סוף שבוע! השיבו להודעה ונחזור אליכם')).toBeVisible();
  await page.getByRole('textbox', { name: 'תשובה' }).fill('מחר בעשר בבוקר, מחכים לך');
  await page.getByRole('button', { name: 'שליחה' }).click();
  const answer = thread.getByRole('listitem').filter({ hasText: 'מחר בעשר בבוקר, מחכים לך' });
  await expectLocator(answer).toBeVisible();
  await expectLocator(answer.getByText('נשלחה')).toBeVisible();

  // Blacklist the second, after the confirm: its conversation is marked, its answer box closed.
  await list.getByRole('button', { name: new RegExp(shown(phones[1]!)) }).click();
  await page.getByRole('button', { name: 'הוספה לרשימה השחורה' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'אישור', exact: true }).click();
  await expectLocator(list.getByRole('button', { name: new RegExp(shown(phones[1]!)) }).getByText('ברשימה השחורה')).toBeVisible();
  await expectLocator(page.getByText('המספר הזה נמצא ברשימה השחורה, ולכן לא ניתן לשלוח אליו תשובות.')).toBeVisible();
  await screenshot(page, 'chat-he-answered');
  await context.close();
});
