import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readUnsubscribeHash, unsubscribeHash, unsubscribeSecretOf } from './unsubscribeLink';

test('without UNSUBSCRIBE_SECRET a secret is generated once and kept in dataDir', () => {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'unsub-')), 'data');
  const secret = unsubscribeSecretOf({ unsubscribeSecret: null, dataDir });
  expect(secret).toHaveLength(43);
  expect(readFileSync(join(dataDir, 'unsubscribe.secret'), 'utf8')).toBe(secret);
  expect(statSync(join(dataDir, 'unsubscribe.secret')).mode & 0o077).toBe(0);
  expect(unsubscribeSecretOf({ unsubscribeSecret: null, dataDir })).toBe(secret);
});

test('a secret already in dataDir (an earlier start) is the one used; the setting wins over it', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'unsub-'));
  writeFileSync(join(dataDir, 'unsubscribe.secret'), 'kept-from-before\n');
  expect(unsubscribeSecretOf({ unsubscribeSecret: null, dataDir })).toBe('kept-from-before');
  expect(unsubscribeSecretOf({ unsubscribeSecret: 'from-env', dataDir })).toBe('from-env');
});

test('a hash names its account and phone, fits the contract (128 characters), and expires after 30 days', () => {
  const issued = Date.UTC(2026, 0, 1);
  const hash = unsubscribeHash('s', 12345, '9721234567890', issued);
  expect(hash.length).toBeLessThanOrEqual(128);
  expect(readUnsubscribeHash('s', hash, issued + 29 * 86_400_000)).toEqual({ ok: true, account: 12345, phone: '9721234567890' });
  expect(readUnsubscribeHash('s', hash, issued + 31 * 86_400_000)).toEqual({ ok: false });
});
