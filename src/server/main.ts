/**
 * Starts the server: open the database, migrate, seed the demo on first start, listen, and
 * print the address with the demo logins. `--seed-only` stops after seeding.
 */
import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { withStartupLock } from './db/startupLock';
import { startPipelineProcess } from './messaging/pipelineProcess';
import { startEmbeddedWhatsAppSimulator } from './messaging/whatsapp/simulator/embedded';
import { startMailToSms } from './modules/mailToSms/mailToSmsListener';
import { loginsTable, presentDemoLogins, seedDemo } from './seed';
import { provisionPoolNumbers } from './seedWhatsApp';

async function main(): Promise<void> {
  const config = readConfig();
  // Checkpoints in a thread of their own, not in the commits of requests (walCheckpoints.ts).
  const db = openDatabase(config.databaseUrl, { checkpoints: 'background' });
  const applied = await migrateToLatest(db);
  const seeded = await withStartupLock(db, () => seedDemo(db, Date.now()));
  const logins = seeded.length ? seeded : await presentDemoLogins(db);
  const demoText = logins.length
    ? `Demo logins${seeded.length ? ' (created now)' : ' (as first seeded)'}:\n${loginsTable(logins)}\n`
    : '';

  if (process.argv.includes('--seed-only')) {
    console.log(seeded.length ? `Seeded the demo.\n${demoText}` : 'The database already has users; nothing seeded.');
    await db.destroy();
    return;
  }

  // Before the app's first WhatsApp call: its client finds the simulator's address then. The
  // simulator's webhooks to this server are retried until the server listens.
  const whatsappSimulator = config.whatsapp.apiUrl ? null : await startEmbeddedWhatsAppSimulator(config);
  const app = await buildApp({ config, db });
  if (whatsappSimulator) await withStartupLock(db, () => provisionPoolNumbers(db, app.whatsappCloudApi, whatsappSimulator.control, Date.now()));
  if (applied.length) app.log.info({ applied }, 'migrations applied');
  const address = await app.listen({ port: config.port, host: config.host });
  const shown = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
  console.log(`\nThe platform is running at ${shown}\n`);
  if (demoText) console.log(demoText);
  // The embedded default sends from a child process of this server (its SQLite work would
  // otherwise hold up every request while a campaign sends); with PIPELINE_IN_PROCESS=0
  // `npm run worker` processes do.
  const pipeline = config.pipeline.inProcess ? startPipelineProcess({ niceness: 10, log: (message, detail) => app.log.warn({ detail }, message) }) : null;
  // Mail-to-SMS only where it is asked for: an open SMTP port is not a default.
  const mailToSms = config.mail.mailToSmsPort === null ? null : await startMailToSms({ db, config, host: config.host, log: (message, detail) => app.log.info({ detail }, message) });
  if (mailToSms) console.log(`Mail-to-SMS listens on port ${mailToSms.port} for <phone>@${config.mail.mailToSmsDomain}\n`);
  const stop = async () => {
    await mailToSms?.close();
    await pipeline?.stop();
    await whatsappSimulator?.stop();
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
