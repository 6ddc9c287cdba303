/**
 * Issue 20, prohibited-word-permission and configuring-administrators, against the real server
 * (the shared one) in headless Chromium, in Hebrew. As `superadmin`: a prohibited word added on
 * the screen makes the demo customer's send of a disguised spelling of it (dots between the
 * letters, upper case, a Cyrillic look-alike, a zero-width space) refused — by the composer's
 * check and by send-campaign —, and frozen on the screen, the same send passes. The
 * administrators' screen lists the super-administrator. axe finds nothing serious on either.
 */
import type { Browser } from 'playwright-core';
import { post, tokenFor } from './api';
import { launch, openSession, screenshot, seriousViolations } from './browser';
import { expectLocator } from './expect';
import { demo, signedIn, superAdmin } from './signIn';

// Letters only, new on every run: the word list is the platform's, shared by every test.
const word = `zorb${Date.now().toString(36).replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`;
const disguised = `${word.toUpperCase().split('').join('.').replace('O', '\u041e')}\u200b`;

let browser: Browser;
let demoToken: string;
beforeAll(async () => {
  browser = await launch();
  demoToken = await tokenFor(demo.username, demo.password);
});
afterAll(() => browser.close());

const checked = () => post<{ status: number; forbiddenWords?: string[] }>(demoToken, '/campaigns/check-forbidden-text', { message: `מבצע ${disguised} היום` });
const validated = () => post<{ status: number; forbiddenWords?: string[] }>(demoToken, '/campaigns/send-campaign', { smsContent: `מבצע ${disguised} היום`, phones: ['0527000123'], validation: true });

test('a prohibited word added on the screen refuses a disguised spelling of it; frozen, the send passes', async () => {
  expect((await checked()).status).toBe(1);
  const { context, page } = await openSession(browser);
  await signedIn(page, 'he', superAdmin);
  await page.goto('/setting-system/prohibited-word-permission');
  await page.getByLabel('מילה אסורה').fill(word);
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'הוספת מילה' }).click();
  await expectLocator(page.getByText('המילה נוספה לרשימת המילים האסורות.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: word });
  await expectLocator(row.getByText('נבדקת')).toBeVisible();

  expect(await checked()).toEqual({ status: 0, forbiddenWords: [word] });
  expect(await validated()).toEqual({ status: -4, forbiddenWords: [word] });

  await row.getByRole('button', { name: `הקפאה ${word}` }).click();
  await expectLocator(page.getByText('המילה הוקפאה ואינה נבדקת עוד.')).toBeVisible();
  await expectLocator(row.getByText('מוקפאת')).toBeVisible();
  await screenshot(page, 'settings-policy-words-he');
  expect((await checked()).status).toBe(1);
  expect((await validated()).status).not.toBe(-4);

  await page.goto('/setting-system/configuring-administrators');
  await expectLocator(page.getByRole('row').filter({ hasText: superAdmin.username }).getByText('מנהל-על')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'settings-policy-users-he');
  await context.close();
});
