/**
 * app.lighthouse-mobile-login and app.lighthouse-mobile-campaign: Lighthouse's performance
 * score with its default (mobile) preset and simulated throttling, against the real server, in
 * Debian's Chromium. /campaign is measured signed in: the bench signs in through the sign-in
 * page first, in the same browser profile, and Lighthouse keeps that profile's storage.
 * The median of LIGHTHOUSE_RUNS runs (3) per page: on a shared machine single runs wander.
 *
 * Alone: `node -r esbuild-register scripts/benches/lighthouse.ts` (starts its own server).
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { signedIn } from '../../src/e2e/signIn';
import { withDebuggableBrowser } from '../lib/benchBrowser';
import { freePort, startLocalServer } from '../lib/localServer';

type Print = (name: string, value: string | number, unit: string) => void;

interface LighthouseRun {
  score: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
}

interface LighthouseReport {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { message: string };
}

const lighthouseCli = join(__dirname, '..', '..', 'node_modules', 'lighthouse', 'cli', 'index.js');

function runLighthouse(pageUrl: string, port: number, keepStorage: boolean): Promise<LighthouseRun> {
  const args = [lighthouseCli, pageUrl, `--port=${port}`, '--only-categories=performance', '--output=json', '--output-path=stdout', '--quiet'];
  if (keepStorage) args.push('--disable-storage-reset');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, stdio: ['ignore', 'pipe', 'inherit'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      try {
        const json = Buffer.concat(chunks).toString('utf8');
        // LIGHTHOUSE_REPORT_DIR keeps each run's whole report, to see what the score is made of.
        if (process.env.LIGHTHOUSE_REPORT_DIR) writeFileSync(join(process.env.LIGHTHOUSE_REPORT_DIR, `${new URL(pageUrl).pathname.slice(1) || 'home'}-${Date.now()}.json`), json);
        const report = JSON.parse(json) as LighthouseReport;
        const score = report.categories.performance.score;
        if (code !== 0 || score === null) throw new Error(report.runtimeError?.message ?? `lighthouse exited with ${code}`);
        const metric = (id: string) => Math.round(report.audits[id]?.numericValue ?? NaN);
        resolve({ score: Math.round(score * 100), lcpMs: metric('largest-contentful-paint'), tbtMs: metric('total-blocking-time'), fcpMs: metric('first-contentful-paint') });
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

async function medianRun(runs: number, run: () => Promise<LighthouseRun>): Promise<LighthouseRun> {
  const results: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) results.push(await run());
  results.sort((a, b) => a.score - b.score);
  return results[Math.floor(results.length / 2)];
}

function printRun(print: Print, name: string, run: LighthouseRun): void {
  print(`app.lighthouse-mobile-${name}`, run.score, '');
  // What the score is made of, to see where it moved.
  print(`app.lighthouse-mobile-${name}-lcp`, run.lcpMs, 'ms');
  print(`app.lighthouse-mobile-${name}-tbt`, run.tbtMs, 'ms');
  print(`app.lighthouse-mobile-${name}-fcp`, run.fcpMs, 'ms');
}

export async function benchLighthouse(url: string, print: Print): Promise<void> {
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  const port = await freePort();
  await withDebuggableBrowser(url, port, async (prepare) => {
    printRun(print, 'login', await medianRun(runs, () => runLighthouse(`${url}/login`, port, false)));
    await prepare((page) => signedIn(page, 'he'));
    printRun(print, 'campaign', await medianRun(runs, () => runLighthouse(`${url}/campaign`, port, true)));
  });
}

if (require.main === module) {
  void (async () => {
    const server = await startLocalServer();
    try {
      await benchLighthouse(server.url, (name, value, unit) => console.log(`bench ${name}: ${value} ${unit}`.trimEnd()));
    } finally {
      server.stop();
    }
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
