/**
 * A secret the installation makes itself on first use and keeps in DATA_DIR, for a setting left
 * unset (the unsubscribe-link secret, the embedded WhatsApp simulator's token and app secret):
 * a fresh machine works, and every process of the installation and its next start agree.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const kept = new Map<string, string>();

/** The text of `dataDir/file`, written once by `make` (mode 600) when the file does not exist yet. */
export function keptSecret(dataDir: string, file: string, make: () => string): string {
  const path = join(dataDir, file);
  const known = kept.get(path);
  if (known !== undefined) return known;
  if (!existsSync(path)) {
    mkdirSync(dataDir, { recursive: true });
    // wx: two processes starting at once must not each keep a different secret.
    try {
      writeFileSync(path, make(), { mode: 0o600, flag: 'wx' });
    } catch {
      // the other one wrote it first: read theirs below
    }
  }
  const secret = readFileSync(path, 'utf8').trim();
  kept.set(path, secret);
  return secret;
}
