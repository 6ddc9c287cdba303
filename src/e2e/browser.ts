/**
 * Headless Chromium (Debian's) driven by playwright-core, for the end-to-end tests. Pages
 * write screenshots under test-results/screenshots for people to look at.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080';
const screenshotDir = join(__dirname, '..', '..', 'test-results', 'screenshots');

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export interface Session {
  context: BrowserContext;
  page: Page;
}

/** A fresh browser profile (empty storage), optionally on a phone-sized screen. */
export async function openSession(browser: Browser, options: { mobile?: boolean } = {}): Promise<Session> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: options.mobile ? { width: 390, height: 800 } : { width: 1366, height: 850 },
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { context, page };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
}

/** Waits until nothing is fading or sliding in: axe would read half-faded text as faint. */
async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/** The rules the product holds to: WCAG 2.0 and 2.1, levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Serious and critical WCAG 2 A/AA violations on the page as it is once settled. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await animationsSettled(page);
  const result = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join('; ')})`);
}
