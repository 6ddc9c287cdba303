/**
 * Server folders never import each other in a circle (issue 14: autoReply <-> campaigns,
 * blacklist <-> public were). ESLint's import-x/no-cycle sees cycles of files only; these are
 * cycles of folders, where each file's imports are fine and the folders still lean on each
 * other both ways. That messaging/ imports no module at all is lint's rule (eslint.config.mjs,
 * importBoundaries.test.ts). Tests and test kits are left out: a test may use any module's kit.
 */
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const server = __dirname;

const isTestKit = (file: string): boolean => {
  const name = file.slice(file.lastIndexOf(sep) + 1);
  return /\.test\.tsx?$/.test(name) || /^test[A-Z]/.test(name) || /[tT]esting\.ts$/.test(name) || file.startsWith(join(server, 'test') + sep);
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !isTestKit(path) ? [path] : [];
  });
}

/** The server files a file imports (type-only imports too: they are a dependency all the same). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+['"](\.[^'"]+)['"]|^\s*import\s+['"](\.[^'"]+)['"]/gm)].map((m) => m[1] ?? m[2]!);
  return specifiers.flatMap((specifier) => {
    const base = resolve(dirname(file), specifier);
    const found = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
    return found && found.startsWith(server + sep) ? [found] : [];
  });
}

/** modules/<name> for a module's files, else the folder (or file) right under src/server. */
function folderOf(file: string): string {
  const parts = relative(server, file).split(sep);
  return parts[0] === 'modules' && parts.length > 2 ? `modules/${parts[1]}` : parts[0]!;
}

const files = sourceFiles(server);
const edges = files.flatMap((from) => importsOf(from).map((to) => ({ from, to })));

/** Folder cycles: each strongly connected group of two or more folders (Tarjan). */
function folderCycles(): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    const [a, b] = [folderOf(from), folderOf(to)];
    if (a !== b) next.set(a, (next.get(a) ?? new Set()).add(b));
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        group.push(w);
      } while (w !== v);
      if (group.length > 1) cycles.push(group.sort());
    }
  };
  for (const v of next.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

/**
 * Cycles found and not broken yet, each with what breaks it. Remove a line when its cycle goes;
 * the test fails on any new one.
 */
const knownCycles: string[][] = [
  // config.ts reads messaging/providers/submitErrors.ts's defaults; webhooks/sender.ts reads Config.
  ['config.ts', 'messaging'],
  // modules/files opens sheets through contacts/importSheets.ts, which reads files/sheets/*: it belongs in files/sheets.
  ['modules/contacts', 'modules/files'],
];

describe('server folder imports', () => {
  test('no two server folders import each other, directly or in a circle', () => {
    const known = new Set(knownCycles.map((c) => c.join(' <-> ')));
    expect(folderCycles().map((c) => c.join(' <-> ')).filter((c) => !known.has(c))).toEqual([]);
  });
});
