/**
 * The campaign store is the only writer of campaigns and shipments: any other file of the
 * server that inserts, updates or deletes them fails here. Left out: test files and test kits
 * (testRows.ts, sendTesting.ts: the same names folderImports.test.ts leaves out), whose
 * fixtures put rows straight into the states the product reaches only over time, and the
 * migrations, which bring stored rows to the schema before any of the product runs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const server = join(__dirname, '..');
const home = __dirname;
const migrations = join(server, 'db', 'migrations');

const writes = [
  /\b(updateTable|insertInto|deleteFrom|replaceInto|mergeInto)\(\s*['"`](campaigns|shipments)['"`]/,
  /\b(update|insert\s+into|delete\s+from)\s+["`]?(campaigns|shipments)\b["`]?/i,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === home || path === migrations ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !/^test[A-Z]/.test(entry.name) && !/[tT]esting\.ts$/.test(entry.name) ? [path] : [];
  });
}

function campaignWritesOutsideTheStore(files: { path: string; text: string }[]): string[] {
  return files.flatMap(({ path, text }) =>
    text.split('\n').flatMap((line, i) => (writes.some((w) => w.test(line)) ? [`${path}:${i + 1}: ${line.trim()}`] : [])),
  );
}

describe('one writer of campaigns and shipments', () => {
  it('no file of src/server outside src/server/campaigns writes the campaigns or shipments table', () => {
    const files = sourceFiles(server).map((path) => ({ path: relative(server, path), text: readFileSync(path, 'utf8') }));
    expect(campaignWritesOutsideTheStore(files)).toEqual([]);
  });

  it('finds the ways a write is spelled (so the check above is not vacuous)', () => {
    const found = campaignWritesOutsideTheStore([
      { path: 'a.ts', text: "await db.updateTable('campaigns').set({ status: 'sent' })" },
      { path: 'b.ts', text: 'await trx.insertInto("shipments").values(row)' },
      { path: 'c.ts', text: "await db.deleteFrom('campaigns').where('id', '=', 1)" },
      { path: 'd.ts', text: 'await sql`update campaigns set status = ${s}`.execute(db)' },
      { path: 'e.ts', text: "await db.selectFrom('campaigns').select('id')" },
      { path: 'f.ts', text: "await db.updateTable('campaign_usage').set({ n: 1 })" },
    ]);
    expect(found.map((f) => f.split(':')[0])).toEqual(['a.ts', 'b.ts', 'c.ts', 'd.ts']);
  });
});
