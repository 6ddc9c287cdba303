/**
 * `npm run worker`: the sending pipeline alone, for installs where the API server runs with
 * PIPELINE_IN_PROCESS=0 (PostgreSQL, several processes); and the server's own pipeline
 * process in the embedded default (forked by src/server/messaging/pipelineProcess.ts). The same settings as the server
 * (DATABASE_URL, SMPP_*, SIMULATOR_*, PIPELINE_*); on PostgreSQL the workers share the pg-boss
 * job queue (PIPELINE_QUEUE), and any number may run at once. Killed at any moment, it loses
 * and repeats nothing: the others, or the next one, find in the database what was left
 * (src/server/messaging/uncertain.ts).
 */
import { readConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { startConfiguredPipeline } from '../src/server/messaging/pipeline';
// The modules' functions the pipeline calls: this process sends without building the app.
import '../src/server/sendingHooks';

async function main(): Promise<void> {
  const config = readConfig();
  // Forked by the server, whose thread checkpoints the WAL; alone, its own commits do.
  const db = openDatabase(config.databaseUrl, { checkpoints: process.send ? 'elsewhere' : 'automatic' });
  await migrateToLatest(db);
  const log = (message: string, detail?: unknown) => console.error(`worker: ${message}`, detail instanceof Error ? detail.message : (detail ?? ''));
  const pipeline = await startConfiguredPipeline(db, config, log);
  console.log(`worker: sending through ${pipeline.provider.name}, jobs on the ${config.pipeline.queue} queue`);
  // Forked by the server: it says it sends from now on (PipelineProcess.ready).
  process.send?.({ ready: true });
  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      await pipeline.stop();
      await db.destroy();
      process.exit(0);
    })());
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // Forked by the server (src/server/messaging/pipelineProcess.ts): when the server is gone,
  // however it ended, so is this sender, or a restarted server would start a second one.
  if (process.send) process.on('disconnect', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
