/**
 * chat.reply-to-screen-p95: a reply travels from the SMSC to a person's screen. The real server
 * (built app, SQLite file, its sending pipeline) is bound over SMPP to the test SMSC in this
 * process; the demo account sends a campaign from its reply number, and /chat/:id is open in
 * headless Chromium. Each round the SMSC sends a deliver_sm (an MO) from a recipient; the time
 * is from just before it is sent until the page's DOM holds the reply's text (a MutationObserver
 * in the page reads the clock the moment it does). The 95th percentile over the rounds.
 * Alone: node -r esbuild-register scripts/benches/chatReply.ts
 */
import { startSmsc } from '../../src/server/messaging/providers/smsc';
import { post, tokenFor } from '../../src/e2e/api';
import { demo, signedIn } from '../../src/e2e/signIn';
import { withBenchPage } from '../lib/benchBrowser';
import { startLocalServer } from '../lib/localServer';

type Print = (name: string, value: string | number, unit: string) => void;

const rounds = 30;
const recipients = ['0541239001', '0541239002', '0541239003'];
/** The demo account's attached number (src/server/seed.ts), as an SMSC names it. */
const replyNumber = '972531234567';
const international = (local: string) => `972${local.slice(1)}`;

export async function benchChatReply(print: Print): Promise<void> {
  const smsc = await startSmsc({ systemId: 'bench', password: 'bench' });
  const server = await startLocalServer({ SMPP_HOST: '127.0.0.1', SMPP_PORT: String(smsc.port), SMPP_SYSTEM_ID: 'bench', SMPP_PASSWORD: 'bench' });
  try {
    const token = await tokenFor(demo.username, demo.password, server.url);
    const sent = await post<{ status: number; campaignId?: number }>(
      token,
      '/campaigns/send-campaign',
      { campaign_name: 'Chat bench', smsContent: 'Reply to this message', phones: recipients, destinations: [], sourceType: 4, sourceNumber: '0531234567', allow_response: true, validation: false },
      server.url,
    );
    if (sent.status !== 1 || !sent.campaignId) throw new Error(`the campaign was refused: ${JSON.stringify(sent)}`);
    await smsc.waitFor(() => smsc.received.length >= recipients.length, 30_000);
    const times: number[] = [];
    await withBenchPage(server.url, async (page) => {
      await signedIn(page, 'en');
      await page.goto(`/chat/${sent.campaignId}`);
      await page.getByText('Chat bench').first().waitFor({ state: 'visible' });
      for (let round = 0; round < rounds; round++) {
        const text = `bench reply ${round} ${Math.random().toString(36).slice(2, 8)}`;
        const seen = page.evaluate(
          (wanted) =>
            new Promise<number>((resolve) => {
              const found = () => document.body.textContent?.includes(wanted) ?? false;
              if (found()) return resolve(Date.now());
              const watch = new MutationObserver(() => {
                if (!found()) return;
                watch.disconnect();
                resolve(Date.now());
              });
              watch.observe(document.body, { subtree: true, childList: true, characterData: true });
            }),
          text,
        );
        // Let the observer be in place before the reply leaves the SMSC.
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
        const started = Date.now();
        await smsc.sendIncoming({ from: international(recipients[round % recipients.length]!), to: replyNumber, text });
        times.push((await seen) - started);
        await page.waitForTimeout(200);
      }
    });
    times.sort((a, b) => a - b);
    print('chat.reply-to-screen-p95', times[Math.ceil(times.length * 0.95) - 1]!, 'ms');
  } finally {
    server.stop();
    await smsc.stop();
  }
}

if (require.main === module) {
  void benchChatReply((name, value, unit) => console.log(`bench ${name}: ${value} ${unit}`)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
