/**
 * `npm run audit:verify`: walks the audit log's chain in the configured database (DATABASE_URL,
 * by default the embedded SQLite file in DATA_DIR, as the server finds it) and prints
 * `audit chain ok: N rows` (and the last hash, to keep elsewhere: only the newest rows' deletion
 * leaves no trace in the chain itself), or the first broken row and exits 1.
 */
import { existsSync } from 'node:fs';
import { readConfig } from '../src/server/config';
import { isPostgresUrl, openDatabase } from '../src/server/db/database';
import { verifyChain } from '../src/server/audit/chain';

async function main(): Promise<number> {
  const { databaseUrl } = readConfig();
  const file = databaseUrl.replace(/^sqlite:/, '');
  if (!isPostgresUrl(databaseUrl) && !existsSync(file)) {
    console.error(`audit chain: no database at ${file} (set DATABASE_URL or DATA_DIR)`);
    return 1;
  }
  const db = openDatabase(databaseUrl);
  try {
    const standing = await verifyChain(db);
    if (standing.ok) {
      console.log(`audit chain ok: ${standing.rows} rows${standing.rows ? ` (last hash ${standing.lastHash})` : ''}`);
      return 0;
    }
    console.log(`audit chain broken at row ${standing.brokenRowId}: ${standing.reason} (${standing.rows} rows before it are sound)`);
    return 1;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`audit chain: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
