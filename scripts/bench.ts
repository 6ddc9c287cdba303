/**
 * `npm run bench`: prints the figures that matter as `bench <name>: <value> <unit>`.
 * Never a timed test: these are measurements for people to read and compare.
 */
import { gzipSync } from 'node:zlib';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchCampaignAccept } from './benches/campaignAccept';
import { benchApiReads } from './benches/apiReads';
import { benchCampaignDispatch } from './benches/campaigns';
import { benchDispatchPostgres } from './benches/dispatchPostgres';
import { benchContactImports } from './benches/contacts';
import { benchChatReply } from './benches/chatReply';
import { benchEvents } from './benches/events';
import { benchForbiddenText } from './benches/forbiddenText';
import { benchComposerPreview } from './benches/composerPreview';
import { benchContactsView } from './benches/contactsView';
import { initialScripts, totalGzip } from './benches/initialJs';
import { benchLighthouse } from './benches/lighthouse';
import { probeSmpp } from './benches/smppProbe';
import { benchReports } from './benches/reports';
import { benchSendingLoad } from './benches/sendingLoad';
import { benchUsers } from './benches/users';
import { benchCustomerHistory } from './benches/customerHistory';
import { benchAdminSearch } from './benches/adminSearch';
import { benchVoice } from './benches/voice';
import { benchVoiceDispatch } from './benches/voiceDispatch';
import { benchWhatsAppDispatch } from './benches/whatsappDispatch';
import { benchWhatsAppWebhooks } from './benches/whatsappWebhooks';
import { startLocalServer } from './lib/localServer';

const root = join(__dirname, '..');
// The servers the benches start send at any hour: without this a night run's messages would wait for Israel's quiet hours.
process.env.QUIET_HOURS_DEFAULT ??= 'none';
const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const print = (name: string, value: string | number, unit: string) => console.log(`bench ${name}: ${value} ${unit}`);

function totalJs(): number {
  const dir = join(root, 'dist', 'assets');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gzipSync(readFileSync(join(dir, f))).length, 0);
}

async function main(): Promise<void> {
  await benchContactImports(print);
  benchForbiddenText(print);
  // The SMPP provider alone against the test SMSC on loopback, submit to last receipt.
  print('smpp.provider-20k', await probeSmpp(20_000), 'msg/s');
  // The SIP voice provider alone: 200 calls at once to SIPp on loopback, RTP pacing.
  await benchVoice(print);
  // A voice campaign through the whole pipeline at 200 channels, accepted to last outcome.
  await benchVoiceDispatch(print);
  // A WhatsApp template campaign through the whole pipeline to the simulator over HTTP, accepted to last status webhook processed.
  await benchWhatsAppDispatch(print);
  // Signed status webhooks through the product's own route: verified, parsed, applied and billed once.
  await benchWhatsAppWebhooks(print);
  await benchCampaignAccept(print);
  await benchCampaignDispatch(print);
  // The same campaign through the cluster topology: two worker processes on PostgreSQL (TEST_DATABASE_URL).
  await benchDispatchPostgres(print);
  // The API while a 100k campaign sends, against the real server and its pipeline process.
  await benchSendingLoad(print);
  // Reads of signed-in users at 200 connections through the cluster's front, two API processes on PostgreSQL.
  await benchApiReads(print);
  await benchReports(print);
  await benchUsers(print);
  await benchCustomerHistory(print);
  // The management search box over 100,000 users, a name typed letter by letter.
  await benchAdminSearch(print);
  await benchEvents(print);
  // A reply from the SMSC to the chat page open in Chromium, over SMPP and the event stream.
  await benchChatReply(print);
  const server = await startLocalServer();
  try {
    print('app.initial-js-gzip', kib(totalGzip(await initialScripts(server.url))), 'KiB');
    print('app.total-js-gzip', kib(totalJs()), 'KiB');
    await benchContactsView(server.url, print);
    await benchComposerPreview(server.url, print);
    await benchLighthouse(server.url, print);
  } finally {
    server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
