/** Playwright-style waiting assertions on locators, for the Jest e2e project. */
import type { Locator } from 'playwright-core';

const timeout = 20_000;

export const expectLocator = (locator: Locator) => ({
  toBeVisible: () => locator.first().waitFor({ state: 'visible', timeout }),
  toHaveCount: async (count: number) => {
    const deadline = Date.now() + timeout;
    while ((await locator.count()) !== count) {
      if (Date.now() > deadline) throw new Error(`expected ${count} of ${locator.toString()}, found ${await locator.count()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  },
  toHaveAttribute: async (name: string, value: string) => {
    const deadline = Date.now() + timeout;
    while ((await locator.getAttribute(name)) !== value) {
      if (Date.now() > deadline) throw new Error(`expected ${name}="${value}" on ${locator.toString()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  },
});
