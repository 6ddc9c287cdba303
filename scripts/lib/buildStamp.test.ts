import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIsStale, sourcesHash, stampName, writeBuildStamp } from './buildStamp';

const inputs = ['src/app', 'locales', 'webpack.config.js'];
let root: string;
let outDir: string;

/** A project with sources and a finished build stamped from them, as `npm start` leaves it. */
function builtProject(): void {
  mkdirSync(join(root, 'src', 'app', 'features'), { recursive: true });
  mkdirSync(join(root, 'locales', 'he'), { recursive: true });
  writeFileSync(join(root, 'src', 'app', 'features', 'Page.tsx'), 'export const Page = 1;\n');
  writeFileSync(join(root, 'locales', 'he', 'common.json'), '{"a":"א"}\n');
  writeFileSync(join(root, 'webpack.config.js'), 'module.exports = {};\n');
  mkdirSync(outDir);
  writeFileSync(join(outDir, 'index.html'), '<!doctype html>');
  writeBuildStamp(outDir, sourcesHash(root, inputs));
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-stamp-'));
  outDir = join(root, 'dist');
  builtProject();
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the browser build is rebuilt only when its sources change', () => {
  it('a second start finds the build current, even when sources are newer than the output', () => {
    // What made every start rebuild: webpack leaves unchanged output files with their old times.
    const past = new Date(Date.now() - 3_600_000);
    utimesSync(join(outDir, 'index.html'), past, past);
    writeFileSync(join(root, 'src', 'app', 'features', 'Page.tsx'), 'export const Page = 1;\n');
    expect(buildIsStale(root, outDir, inputs)).toBe(false);
  });

  it('a changed, added or removed source makes it stale', () => {
    writeFileSync(join(root, 'locales', 'he', 'common.json'), '{"a":"ב"}\n');
    expect(buildIsStale(root, outDir, inputs)).toBe(true);
    writeBuildStamp(outDir, sourcesHash(root, inputs));
    writeFileSync(join(root, 'src', 'app', 'New.tsx'), '');
    expect(buildIsStale(root, outDir, inputs)).toBe(true);
    writeBuildStamp(outDir, sourcesHash(root, inputs));
    rmSync(join(root, 'src', 'app', 'New.tsx'));
    expect(buildIsStale(root, outDir, inputs)).toBe(true);
  });

  it('a renamed file with the same contents makes it stale', () => {
    rmSync(join(root, 'src', 'app', 'features', 'Page.tsx'));
    writeFileSync(join(root, 'src', 'app', 'features', 'Other.tsx'), 'export const Page = 1;\n');
    expect(buildIsStale(root, outDir, inputs)).toBe(true);
  });

  it('a build without its stamp or its index.html is stale', () => {
    rmSync(join(outDir, stampName));
    expect(buildIsStale(root, outDir, inputs)).toBe(true);
    writeBuildStamp(outDir, sourcesHash(root, inputs));
    rmSync(join(outDir, 'index.html'));
    expect(buildIsStale(root, outDir, inputs)).toBe(true);
  });
});
