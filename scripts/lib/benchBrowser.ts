/**
 * Headless Chromium (Debian's, or CHROME_PATH) for the benches that measure the app in a real
 * browser: a desktop-sized page against the local server, closed whatever the bench does.
 */
import { chromium, type Browser, type Page } from 'playwright-core';

export function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** Runs `bench` on a fresh page whose relative URLs go to `url`. */
export async function withBenchPage(url: string, bench: (page: Page) => Promise<void>): Promise<void> {
  const browser = await launchBenchBrowser();
  try {
    const context = await browser.newContext({ baseURL: url, viewport: { width: 1366, height: 850 } });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await bench(page);
  } finally {
    await browser.close();
  }
}
