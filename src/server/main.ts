/** Starts the server: open the database, migrate, listen. */
import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';

async function main(): Promise<void> {
  const config = readConfig();
  const db = openDatabase(config.databaseUrl);
  const applied = await migrateToLatest(db);
  const app = await buildApp({ config, db });
  if (applied.length) app.log.info({ applied }, 'migrations applied');
  const address = await app.listen({ port: config.port, host: config.host });
  const shown = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
  console.log(`\nThe platform is running at ${shown}\n`);
  const stop = async () => {
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
