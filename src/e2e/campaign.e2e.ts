/**
 * The composer against the real server and the simulator, in headless Chromium: a list made
 * by pasting, a Hebrew message whose counter says UCS-2 and why, the validation summary in the
 * confirm modal, and the send the server accepts. Screenshots in Hebrew and English.
 */
import type { Browser, Page } from 'playwright-core';
import { launch, openSession, screenshot, seriousViolations } from './browser';
import { createList, paste } from './contactsPage';
import { expectLocator } from './expect';
import { signedIn } from './signIn';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const uniqueName = (base: string) => `${base} ${Date.now().toString(36)}`;

/** Picks a contact list in the recipients section by typing part of its name. */
async function chooseList(page: Page, label: string, name: string): Promise<void> {
  const select = page.getByRole('combobox', { name: label });
  await select.click();
  await select.fill(name);
  // antd keeps an accessible option list off screen; the person clicks the visible row.
  await page.locator('.ant-select-item-option').filter({ hasText: name }).first().click();
  await page.keyboard.press('Escape');
}

test('a Hebrew message to a pasted list is counted as UCS-2, summarised, confirmed and accepted', async () => {
  const { context, page } = await openSession(browser);
  await signedIn(page, 'en');
  const listName = uniqueName('Composer');
  await createList(page, listName);
  await paste(page, '0541110001\n0541110002\n0541110003');
  await expectLocator(page.getByText('3 saved, 0 duplicates merged, 0 rows not saved.')).toBeVisible();

  await page.goto('/campaign');
  await expectLocator(page.getByRole('heading', { name: 'Send a message' })).toBeVisible();
  await chooseList(page, 'Contact lists', listName);
  await expectLocator(page.getByText('Total recipients: 3')).toBeVisible();
  await page.getByLabel('Message text').fill('שלום! המבצע מתחיל היום');
  await expectLocator(page.getByText('Hebrew letters make this message UCS-2.')).toBeVisible();
  await expectLocator(page.getByText('Network parts: 1 (UCS-2, up to 70 characters each)')).toBeVisible();
  await screenshot(page, 'campaign-compose-en');

  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Send the campaign?' });
  await expectLocator(modal).toBeVisible();
  await expectLocator(modal.getByText('Recipients')).toBeVisible();
  await page.waitForTimeout(400); // the modal's opening animation
  await screenshot(page, 'campaign-confirm-en');
  expect(await seriousViolations(page)).toEqual([]);
  await modal.getByRole('button', { name: 'Send', exact: true }).click();
  await expectLocator(page.getByText('The campaign was sent, or scheduled', { exact: false }).first()).toBeVisible();
  await screenshot(page, 'campaign-sent-en');
  // The simulator takes the three messages; the live event stream says so without a reload.
  await expectLocator(page.getByText(/The campaign ".+" was sent\./)).toBeVisible();
  await context.close();
});

test('the composer reads right to left in Hebrew', async () => {
  const { context, page } = await openSession(browser);
  await signedIn(page, 'he');
  await expectLocator(page.getByRole('heading', { name: 'שליחת הודעה' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await page.getByRole('textbox', { name: 'תוכן ההודעה' }).fill('שלום [שם], המבצע מתחיל היום');
  await screenshot(page, 'campaign-compose-he');
  await context.close();
});

test('on a phone the composer draws without moving what was already on screen (the footer waits below the loading page)', async () => {
  const { context, page } = await openSession(browser, { mobile: true });
  await signedIn(page, 'he');
  // A phone's CPU, so the loading page is on screen for some frames before the composer.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.reload();
  await expectLocator(page.getByRole('textbox', { name: 'תוכן ההודעה' })).toBeVisible();
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
          resolve(entries.filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 1000);
      }),
  );
  expect(shift).toBeLessThan(0.01);
  await context.close();
});
