/**
 * What a page runs at start (issue 13, Lighthouse on a phone): the code reached from the entry
 * and from a page through static imports, which webpack puts in the chunks fetched and run
 * before the page shows. Parts that only some visits show are behind import() (React.lazy,
 * ui/lazyNamed, ui/LazyDatePicker) and must stay there: one static import line brings a whole
 * dialog, table or picker back into every visit's start. Read from the sources, as webpack does,
 * so the check takes milliseconds instead of a production build.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(__dirname, '..', '..', '..');
const app = join(root, 'src', 'app');

interface StartCode {
  /** Project files reached, relative to the project root. */
  files: Set<string>;
  /** Packages reached (their names), with the names imported from each. */
  packages: Map<string, Set<string>>;
}

function resolveFile(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

// Static imports and re-exports that bring code (`import type` brings none); import() is not matched.
// The clause spans lines only inside its braces.
const staticImport = /^[ \t]*(?:import|export)[ \t]+(?!type\b)((?:[^'";{}\n]|\{[^}]*\})*?)[ \t]*from[ \t]*['"]([^'"]+)['"]|^[ \t]*import[ \t]+['"]([^'"]+)['"]/gm;

function startCodeOf(...entries: string[]): StartCode {
  const files = new Set<string>();
  const packages = new Map<string, Set<string>>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    const name = relative(root, file);
    if (files.has(name)) continue;
    files.add(name);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(staticImport)) {
      const clause = match[1] ?? '';
      const specifier = match[2] ?? match[3]!;
      if (specifier.startsWith('.')) {
        const target = resolveFile(file, specifier);
        if (target && /\.tsx?$/.test(target)) queue.push(target);
        continue;
      }
      // A stylesheet is fetched as a file (antd.css, webpack's asset/resource), not run.
      if (specifier.endsWith('.css')) continue;
      const packageName = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
      const names = packages.get(packageName) ?? new Set<string>();
      if (specifier !== packageName) names.add(specifier);
      for (const imported of clause.replace(/^[^{]*\{|\}.*$/gs, '').split(',')) {
        const importedName = imported.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
        if (importedName && !imported.trim().startsWith('type ')) names.add(importedName);
      }
      packages.set(packageName, names);
    }
  }
  return { files, packages };
}

const reaches = (code: StartCode, path: string) => [...code.files].some((file) => file.startsWith(path));

test('the entry (every page, /login first) runs no feature, no antd and no spreadsheet code at start', () => {
  // main.tsx and what it evaluates a task later (startApp.tsx, kept in the entry chunk).
  const entry = startCodeOf(join(app, 'main.tsx'), join(app, 'startApp.tsx'));
  expect(entry.files.has('src/app/router/routes.ts')).toBe(true);
  expect(entry.files.has('src/app/App.tsx')).toBe(true);
  expect([...entry.files].filter((file) => file.startsWith('src/app/features/'))).toEqual([]);
  expect(['antd', 'exceljs', 'papaparse', 'libphonenumber-js', 'date-fns', 'dayjs'].filter((heavy) => entry.packages.has(heavy))).toEqual([]);
});

test("the composer's start leaves out what only some visits show", () => {
  const composer = startCodeOf(join(app, 'features', 'campaign', 'CampaignPage.tsx'));
  // The scan follows the composer's sections (a broken scan would pass everything below).
  expect(composer.files.has('src/app/features/campaign/destinations/DestinationFile.tsx')).toBe(true);
  expect(composer.packages.get('antd')).toContain('Select');
  // antd's heaviest parts: Table (with Tree) through the file's column mapping, the date
  // picker of a schedule or a coupon, the packets plan's Timeline.
  for (const part of ['Table', 'Tree', 'DatePicker', 'Timeline', 'Steps', 'Progress']) expect(composer.packages.get('antd')).not.toContain(part);
  expect(composer.packages.has('exceljs')).toBe(false);
  expect(composer.packages.has('papaparse')).toBe(false);
  // Voice mode's sections, the file's columns and the packets plan load when shown.
  for (const lazyPart of [
    'src/app/features/campaign/voice/VoiceMessageSection.tsx',
    'src/app/features/campaign/voice/CallingNumberSection.tsx',
    'src/app/features/campaign/voice/VoiceConfirmModal.tsx',
    'src/app/features/campaign/destinations/FileColumns.tsx',
    'src/app/features/campaign/timing/PacketsPlan.tsx',
  ]) {
    expect(composer.files.has(lazyPart)).toBe(false);
  }
  expect(reaches(composer, 'src/app/ui/columnMapping/ColumnMappingTable')).toBe(false);
});
