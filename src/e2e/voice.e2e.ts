/**
 * Issue 16 against the real server and its voice simulator: in Hebrew, a voice campaign whose
 * recording is read by text-to-speech, listened to, and sent from the account's verified
 * number, with calls × units in the confirm dialog; in English, /voice-report shows each call
 * and the campaign's statistics with its charts. Both pages pass axe.
 */
import type { Browser } from 'playwright-core';
import { listWithFields, tokenFor } from './api';
import { launch, openSession, screenshot, seriousViolations } from './browser';
import { chooseList } from './composerPage';
import { expectLocator } from './expect';
import { demo, signedIn } from './signIn';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const suffix = Date.now().toString(36);
// Numbers the simulator answers (1), finds busy (486) and hangs up early on (222).
const phones = ['0547770001', '0547770486', '0547770222'];

test('in Hebrew: a recording read aloud, listened to, and sent as calls from the verified number', async () => {
  const listName = `מטופלים ${suffix}`;
  await listWithFields(await tokenFor(demo.username, demo.password), listName, ['שם'], phones.map((phone, i) => ({ phone, fields: [`מטופל ${i}`] })));
  const { context, page } = await openSession(browser);
  await signedIn(page, 'he');
  await page.getByRole('navigation', { name: 'סוג שירות' }).getByRole('button', { name: 'קולי' }).click();
  await chooseList(page, listName);

  await page.getByRole('radio', { name: 'הקראת טקסט' }).click();
  await expectLocator(page.getByText(/מוקראות בצורה הטובה ביותר עם סימני ניקוד/)).toBeVisible();
  await page.getByRole('textbox', { name: 'הטקסט להקראה' }).fill('שָׁלוֹם, זוֹהִי תִּזְכֹּרֶת מֵהַמִּרְפָּאָה עַל הַתּוֹר שֶׁלְּךָ מָחָר בְּשָׁעָה תֵּשַׁע בַּבֹּקֶר.');
  await page.getByRole('button', { name: 'יצירת ההקלטה' }).click();
  // The recording is back: its length and a player to listen before sending.
  await expectLocator(page.getByText(/^אורך: /)).toBeVisible();
  const player = page.locator('audio');
  await expectLocator(player).toHaveCount(1);
  const playable = await player.evaluate(async (audio: HTMLAudioElement) => {
    audio.load();
    await new Promise((resolve) => audio.addEventListener('loadedmetadata', resolve, { once: true }));
    return audio.duration;
  });
  expect(playable).toBeGreaterThanOrEqual(6);
  await expectLocator(page.getByText(/^הערכה: 3 שיחות × 1 יחידות לשיחה = 3/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'voice-composer-he');

  await page.getByRole('button', { name: 'שליחה', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'להתחיל את השיחות?' });
  await expectLocator(modal).toBeVisible();
  await expectLocator(modal.getByText('3 שיחות × 1 יחידות = 3')).toBeVisible();
  await screenshot(page, 'voice-confirm-he');
  await modal.getByRole('button', { name: 'התחלת השיחות' }).click();
  await expectLocator(page.getByText('הקמפיין הקולי נשלח, או תוזמן למועד שבחרת.')).toBeVisible();
  await context.close();
});

test('in English: the voice report lists each call with its outcome, and the campaign statistics chart the answers', async () => {
  const { context, page } = await openSession(browser);
  await signedIn(page, 'en');
  // The simulator takes a few seconds a call: wait for the three outcomes.
  const deadline = Date.now() + 60_000;
  const table = page.getByRole('table', { name: 'Voice report' });
  for (;;) {
    await page.goto('/voice-report?phone=054777');
    await table.waitFor({ state: 'visible' });
    const text = await table.innerText();
    if (['Answered', 'Busy', 'Recipient hung up'].every((word) => text.includes(word)) || Date.now() > deadline) break;
    await page.waitForTimeout(2_000);
  }
  const busy = table.getByRole('row').filter({ hasText: '0547770486' });
  await expectLocator(busy.getByText('Busy')).toBeVisible();
  const early = table.getByRole('row').filter({ hasText: '0547770222' });
  await expectLocator(early.getByText('Recipient hung up')).toBeVisible();
  await expectLocator(early.getByText('2 sec')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'voice-report-en');

  await table.getByRole('row').filter({ hasText: '0547770001' }).getByRole('button', { name: /^Statistics of / }).click();
  const drawer = page.getByRole('dialog');
  await expectLocator(drawer.getByRole('list', { name: 'Calls by status' })).toBeVisible();
  await expectLocator(drawer.getByRole('img', { name: /^How long recipients listened/ })).toBeVisible();
  await page.waitForTimeout(400); // the drawer's opening animation
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'voice-statistics-en');
  await context.close();
});
