/**
 * app.initial-js-gzip: the JavaScript a first visit to /login downloads before the sign-in
 * form can be used, gzip-compressed: every script the page fetches (entry, vendors, the page's
 * chunks, its texts), not one entry file.
 *
 * "Network idle" alone undercounted on a loaded machine: parsing the vendor files can take
 * longer than the 500 ms of quiet that ends it, so the page's own chunks, requested after,
 * were sometimes left out. The count ends once the form is on screen and no script has been
 * requested for a second.
 *
 * Alone: `node -r esbuild-register scripts/benches/initialJs.ts` (starts its own server).
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchBenchBrowser } from '../lib/benchBrowser';
import { startLocalServer } from '../lib/localServer';

export interface InitialScript {
  file: string;
  gzipBytes: number;
}

const quietMs = 1_000;

export async function initialScripts(url: string, browser?: Browser): Promise<InitialScript[]> {
  const own = browser ? null : await launchBenchBrowser();
  try {
    const page = await (browser ?? own!).newPage();
    const scripts: Promise<InitialScript>[] = [];
    let lastScriptAt = Date.now();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') lastScriptAt = Date.now();
    });
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const file = new URL(response.url()).pathname;
      scripts.push(response.body().then((body) => ({ file, gzipBytes: gzipSync(body).length })));
    });
    await page.goto(`${url}/login`, { waitUntil: 'networkidle' });
    await page.locator('input[type="password"]').waitFor({ state: 'visible', timeout: 60_000 });
    while (Date.now() - lastScriptAt < quietMs) await page.waitForTimeout(quietMs / 4);
    await page.waitForLoadState('networkidle');
    const all = await Promise.all(scripts);
    await page.close();
    return all;
  } finally {
    await own?.close();
  }
}

export const totalGzip = (scripts: InitialScript[]): number => scripts.reduce((sum, script) => sum + script.gzipBytes, 0);

if (require.main === module) {
  void (async () => {
    const server = await startLocalServer();
    try {
      const scripts = await initialScripts(server.url);
      for (const { file, gzipBytes } of scripts.sort((a, b) => b.gzipBytes - a.gzipBytes)) console.log(`${(gzipBytes / 1024).toFixed(1).padStart(7)} KiB ${file}`);
      console.log(`bench app.initial-js-gzip: ${(totalGzip(scripts) / 1024).toFixed(1)} KiB`);
    } finally {
      server.stop();
    }
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
