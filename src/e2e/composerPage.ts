/** The composer as a person uses it in the browser tests (Hebrew labels). */
import type { Page } from 'playwright-core';

/** Chooses a contact list as the campaign's recipients by typing its name. */
export async function chooseList(page: Page, name: string): Promise<void> {
  const select = page.getByRole('combobox', { name: 'רשימות אנשי קשר' });
  await select.click();
  await select.fill(name);
  await page.locator('.ant-select-item-option').filter({ hasText: name }).first().click();
  await page.keyboard.press('Escape');
}
