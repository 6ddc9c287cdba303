/** What a person does on the contact-list page, for the browser tests and the bench. */
import type { Page } from 'playwright-core';
import { expectLocator } from './expect';

/** Creates a list on /contact-list/new and waits for its own page. */
export async function createList(page: Page, name: string): Promise<void> {
  await page.goto('/contact-list/new');
  await expectLocator(page.getByRole('heading', { name: 'Create a new list' })).toBeVisible();
  await page.getByLabel('List name').fill(name);
  await page.getByRole('button', { name: 'Create list' }).click();
  await page.waitForURL(/\/contact-list\/\d+$/);
  await expectLocator(page.getByRole('heading', { name, exact: true })).toBeVisible();
}

export async function paste(page: Page, text: string): Promise<void> {
  await page.getByRole('tab', { name: 'Paste numbers' }).click();
  await page.getByLabel('Numbers to paste').fill(text);
  await page.getByRole('button', { name: 'Add the numbers' }).click();
}
