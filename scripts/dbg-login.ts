import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startLocalServer } from './lib/localServer';
(async () => {
  const server = await startLocalServer();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage();
  const rows: Promise<string>[] = [];
  page.on('response', (r) => { if (r.request().resourceType() === 'script') rows.push(r.body().then((b) => `${(gzipSync(b).length / 1024).toFixed(1)} ${r.url().split('/').pop()}`)); });
  await page.goto(`${server.url}/login`, { waitUntil: 'networkidle' });
  console.log((await Promise.all(rows)).sort((a, b) => parseFloat(b) - parseFloat(a)).join('\n'));
  await browser.close(); server.stop();
})();
