/**
 * Whether the built browser app matches its sources. Webpack leaves an unchanged output file
 * untouched, so comparing modification times called a fresh build stale and `npm start`
 * rebuilt on every start (43–96 s). Instead, a successful build writes a stamp holding a hash
 * of everything it was built from, and a start compares that hash with the sources' own.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** What the browser build reads, relative to the project root. */
export const buildInputs = ['src/app', 'src/domain', 'locales', 'public', 'webpack.config.js', 'package-lock.json'];

/** The stamp lives in the output folder, so removing the build removes it too. */
export const stampName = '.build-stamp';

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => filesUnder(join(path, name)));
}

/** A hash of the names and contents of every build input: equal exactly when the sources are. */
export function sourcesHash(root: string, inputs: string[] = buildInputs): string {
  const hash = createHash('sha256');
  const files = inputs.flatMap((input) => filesUnder(join(root, input))).map((file) => relative(root, file).split(sep).join('/'));
  for (const file of files.sort()) {
    // The name is hashed with its length first, so moving bytes between a name and its contents
    // cannot give the same hash.
    hash.update(`${file.length}:${file}`);
    const contents = readFileSync(join(root, file));
    hash.update(`${contents.length}:`);
    hash.update(contents);
  }
  return hash.digest('hex');
}

export function buildIsStale(root: string, outDir: string, inputs: string[] = buildInputs): boolean {
  const stamp = join(outDir, stampName);
  if (!existsSync(join(outDir, 'index.html')) || !existsSync(stamp)) return true;
  return readFileSync(stamp, 'utf8').trim() !== sourcesHash(root, inputs);
}

/** Written after a successful build, with the hash taken before it (an edit during the build stays stale). */
export function writeBuildStamp(outDir: string, hash: string): void {
  writeFileSync(join(outDir, stampName), `${hash}\n`);
}
