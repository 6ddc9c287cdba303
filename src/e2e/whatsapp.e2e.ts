/**
 * Issue 19 against the real server and its embedded WhatsApp simulator (Meta's HTTP and signed
 * webhooks on loopback), in headless Chromium as the demo customer:
 * take a pool number and open its business account; build a template and see it approved live
 * (Meta's review arrives as a webhook, the page is not reloaded); send a template campaign; the
 * customer answers and the answer is in the chat, where it is answered within the 24-hour window;
 * a customer whose message reached us 25 hours late has a closed window: only templates are
 * offered. The page passes axe, right to left in Hebrew.
 *
 * The server is its own: every customer of its simulator answers a template (the shared one's
 * answer nobody), and the test holds the simulator's token to make a customer write.
 */
import type { Browser, Page } from 'playwright-core';
import { freePort, startLocalServer, type LocalServer } from '../../scripts/lib/localServer';
import { launch, screenshot, seriousViolations } from './browser';
import { expectLocator } from './expect';
import { signedIn } from './signIn';

const simulatorToken = `e2e-${Date.now().toString(36)}`;
let simulatorUrl = '';
let browser: Browser;
let server: LocalServer;
beforeAll(async () => {
  const simulatorPort = await freePort();
  simulatorUrl = `http://127.0.0.1:${simulatorPort}`;
  [browser, server] = await Promise.all([
    launch(),
    startLocalServer({ WHATSAPP_SIMULATOR_PORT: String(simulatorPort), WHATSAPP_TOKEN: simulatorToken, WHATSAPP_SIMULATOR_REPLY_SHARE: '1', SIMULATOR_REPLIES: 'Thanks! Is it on Friday too?' }),
  ]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  server?.stop();
});

const suffix = Date.now().toString(36);

async function englishPage(): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 850 } });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await signedIn(page, 'en');
  return page;
}

/** A customer writes to our number through the simulator's control plane (Meta's side), `ageSeconds` ago. */
async function customerWrites(from: string, to: string, text: string, ageSeconds = 0): Promise<void> {
  const response = await fetch(`${simulatorUrl}/_control/inbound`, {
    method: 'POST',
    headers: { authorization: `Bearer ${simulatorToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ from, to, text, ageSeconds }),
  });
  expect(response.status).toBe(200);
}

test('a pool number, a template approved live, a campaign, an answer within the window, and a closed window that offers only templates', async () => {
  const page = await englishPage();
  // A page that throws goes blank (an effect's clean-up once did, after a send): any error fails the test.
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto('/whatsapp-campaign-chat');

  // A number: the platform's pool number, then its business account.
  await page.getByRole('tab', { name: 'Numbers' }).click();
  await page.getByRole('button', { name: 'Register a number' }).click();
  await page.getByLabel('A system number').check();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  const numbers = page.getByRole('table', { name: 'Your WhatsApp numbers' });
  await expectLocator(numbers.getByText('Verified')).toBeVisible();
  const ours = (await numbers.locator('tbody tr').first().locator('td').first().innerText()).trim();
  expect(ours).toMatch(/^9725355501\d\d$/);
  await page.getByRole('button', { name: 'Create business account' }).click();
  await page.getByLabel('Name customers see').fill('Dana Shop');
  await page.getByLabel('Company name').fill('Dana Ltd');
  await page.getByRole('button', { name: 'Create business account' }).last().click();
  await expectLocator(numbers.getByText('Active')).toBeVisible();

  // A template, reviewed by Meta (the simulator, 5 s) and shown approved without a reload.
  const name = `pickup_${suffix}`;
  await page.getByRole('tab', { name: 'Templates' }).click();
  await page.getByLabel('Template name').fill(name);
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello {{1}}, your order is ready for pickup at our shop today.');
  await page.getByLabel('Sample of variable 1').fill('Dana');
  await page.getByRole('button', { name: 'Send for approval' }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expectLocator(row.getByText('Awaiting approval')).toBeVisible();
  await expectLocator(row.getByText('Approved')).toBeVisible();
  await screenshot(page, 'whatsapp-templates-en');

  // A campaign of that template to one pasted number.
  await page.getByRole('tab', { name: 'Template campaign' }).click();
  await page.getByRole('combobox', { name: 'Template' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: name }).click();
  await page.getByLabel('Campaign name').fill(`Pickup ${suffix}`);
  await page.getByRole('textbox', { name: 'Value of variable 1' }).fill('Dana');
  await page.getByRole('textbox', { name: 'Numbers', exact: true }).fill('0521234567');
  await page.getByRole('button', { name: 'Check and send' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
  await expectLocator(page.getByText('The WhatsApp campaign was sent.')).toBeVisible();

  // The customer answers; the conversation comes to the chat live, and is answered inside the window.
  await page.getByRole('tab', { name: 'Chat' }).click();
  const conversations = page.getByRole('navigation', { name: 'Conversations' });
  await conversations.getByText('Thanks! Is it on Friday too?').click({ timeout: 30_000 });
  await expectLocator(page.getByText(/^Open for /)).toBeVisible();
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Yes, until 20:00.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expectLocator(page.getByText('Yes, until 20:00.')).toBeVisible();
  await screenshot(page, 'whatsapp-chat-en');

  // A customer whose message reached us 25 hours after it was written: the window is closed.
  await customerWrites('972529876543', ours, 'Do you deliver?', 25 * 3600);
  await conversations.getByText('Do you deliver?').click({ timeout: 30_000 });
  await expectLocator(page.getByText(/the conversation is closed: only an approved template can be sent/)).toBeVisible();
  await expectLocator(page.getByRole('form', { name: 'Send a template' })).toBeVisible();
  expect(await page.getByRole('textbox', { name: 'Message', exact: true }).count()).toBe(0);
  expect(pageErrors).toEqual([]);

  await page.context().close();
});

test('in Hebrew the WhatsApp page reads right to left and passes axe', async () => {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 850 } });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await signedIn(page, 'he');
  await page.goto('/whatsapp-campaign-chat');
  await expectLocator(page.getByRole('tab').nth(3)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await screenshot(page, 'whatsapp-he');
  expect(await seriousViolations(page)).toEqual([]);
  for (const tab of [1, 2, 3]) {
    await page.getByRole('tab').nth(tab).click();
    await page.waitForTimeout(500);
    expect(await seriousViolations(page)).toEqual([]);
  }
  await context.close();
});
