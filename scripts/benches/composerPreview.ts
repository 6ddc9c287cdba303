/**
 * composer.preview-10k-ms: in headless Chromium against the real server, a 10,000-contact list
 * with dynamic fields chosen in the composer, then the time from typing a message with a field
 * to the first recipient's own text in the per-recipient preview and the confirm modal's
 * figures for all 10,000 (the validation pass counting every recipient's parts and credits).
 * The median of three runs.
 */
import type { Page } from 'playwright-core';
import { signedIn } from '../../src/e2e/signIn';
import { withBenchPage } from '../lib/benchBrowser';
import { bigList } from './contactsView';

type Print = (name: string, value: string | number, unit: string) => void;

async function chooseList(page: Page, name: string): Promise<void> {
  const select = page.getByRole('combobox', { name: 'Contact lists' });
  await select.click();
  await select.fill(name);
  await page.locator('.ant-select-item-option').filter({ hasText: name }).first().click();
  await page.keyboard.press('Escape');
  await page.getByText('Total recipients: 10,000').waitFor({ state: 'visible' });
}

async function previewAndConfirm(page: Page, run: number): Promise<number> {
  const text = page.getByLabel('Message text');
  await text.fill('');
  const started = Date.now();
  await text.fill(`Hello run ${run}, `);
  // The list's first field, inserted as [title] at the cursor.
  await page.getByRole('button', { name: 'Name', exact: true }).click();
  const preview = page.getByRole('region', { name: 'What the first recipients will get' });
  await preview.getByText(`Hello run ${run}, Name 0`).waitFor({ state: 'visible' });
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Send the campaign?' });
  await modal.getByText('10,000').first().waitFor({ state: 'visible' });
  const elapsed = Date.now() - started;
  await modal.getByRole('button', { name: 'Back to editing' }).click();
  await modal.waitFor({ state: 'hidden' });
  return elapsed;
}

export async function benchComposerPreview(url: string, print: Print): Promise<void> {
  const list = await bigList(url, ['Name', 'Family', 'City']);
  await withBenchPage(url, async (page) => {
    await signedIn(page, 'en');
    await page.goto('/campaign');
    await chooseList(page, list.name);
    const times: number[] = [];
    for (let run = 0; run < 3; run++) times.push(await previewAndConfirm(page, run));
    times.sort((a, b) => a - b);
    print('composer.preview-10k-ms', times[1], 'ms');
  });
}
