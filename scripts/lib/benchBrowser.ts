/**
 * Headless Chromium (Debian's, or CHROME_PATH) for the benches that measure the app in a real
 * browser: a desktop-sized page against the local server, closed whatever the bench does.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

const benchArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: benchArgs,
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

/**
 * A browser whose default profile other tools can drive over the DevTools port (lighthouse
 * opens its tabs there), while `prepare` (signing in, say) runs first in that same profile.
 */
export async function withDebuggableBrowser(url: string, port: number, work: (prepare: (steps: (page: Page) => Promise<void>) => Promise<void>) => Promise<void>): Promise<void> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    baseURL: url,
    args: [...benchArgs, `--remote-debugging-port=${port}`],
  });
  try {
    await work(async (steps) => {
      const page = await context.newPage();
      page.setDefaultTimeout(60_000);
      await steps(page);
      await page.close();
    });
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
