/** A secret made on first use is kept in DATA_DIR: made once, read back by the next start, private to the server's user. */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { keptSecret } from './keptSecret';

test('made once into the data folder (mode 600), the same answer after; a file already there (another process wrote it) wins', () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'kept-')), 'data');
  try {
    let made = 0;
    const make = () => `secret-${(made += 1)}`;
    expect(keptSecret(dir, 'a.secret', make)).toBe('secret-1');
    expect(keptSecret(dir, 'a.secret', make)).toBe('secret-1');
    expect(made).toBe(1);
    expect(statSync(join(dir, 'a.secret')).mode & 0o777).toBe(0o600);
    writeFileSync(join(dir, 'b.secret'), 'theirs\n');
    expect(keptSecret(dir, 'b.secret', make)).toBe('theirs');
    expect(readFileSync(join(dir, 'b.secret'), 'utf8')).toBe('theirs\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
