/**
 * `npm run check:api`: per tag, how many operations the contract has, how many have a real
 * server handler, and how many the browser app calls (a generated hook or endpoint used
 * outside src/app/api/generated).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildContract } from './lib/contract';
import { operationsOf } from './lib/contract-rules';
import { handlers } from '../src/server/modules';

const root = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'generated' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const capitalized = (id: string): string => id[0].toUpperCase() + id.slice(1);

export function apiCoverage(): { tag: string; operations: number; handled: number; called: number }[] {
  const appSource = sourceFiles(join(root, 'src', 'app')).map((f) => readFileSync(f, 'utf8')).join('\n');
  const isCalled = (id: string): boolean =>
    new RegExp(`\\buse(Lazy)?${capitalized(id)}(Query|Mutation)\\b|\\bendpoints\\.${id}\\b`).test(appSource);
  const byTag = new Map<string, { operations: number; handled: number; called: number }>();
  for (const { operation } of operationsOf(buildContract())) {
    const tag = (operation.tags as string[])[0];
    const id = operation.operationId as string;
    const row = byTag.get(tag) ?? { operations: 0, handled: 0, called: 0 };
    row.operations += 1;
    if (handlers[id]) row.handled += 1;
    if (isCalled(id)) row.called += 1;
    byTag.set(tag, row);
  }
  return [...byTag].map(([tag, row]) => ({ tag, ...row }));
}

if (require.main === module) {
  const rows = apiCoverage();
  const pad = (s: string | number, n: number) => String(s).padStart(n);
  console.log(`${'tag'.padEnd(12)}${pad('operations', 12)}${pad('handled', 10)}${pad('called', 9)}`);
  for (const r of rows) console.log(`${r.tag.padEnd(12)}${pad(r.operations, 12)}${pad(r.handled, 10)}${pad(r.called, 9)}`);
  const sum = (k: 'operations' | 'handled' | 'called') => rows.reduce((n, r) => n + r[k], 0);
  console.log(`${'total'.padEnd(12)}${pad(sum('operations'), 12)}${pad(sum('handled'), 10)}${pad(sum('called'), 9)}`);
}
