/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { statusMessages } from './statusMessages';

const root = join(__dirname, '..', '..', '..');
const languages = ['he', 'en', 'ru', 'ar'] as const;
type Json = { [key: string]: Json | string };

const contract = JSON.parse(readFileSync(join(root, 'api-spec', 'openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, { operationId?: string; 'x-status-codes'?: Record<string, string> }>>;
};
const contractCodes = new Map<string, string[]>();
for (const item of Object.values(contract.paths)) {
  for (const op of Object.values(item)) {
    if (op && typeof op === 'object' && op.operationId && op['x-status-codes']) {
      contractCodes.set(op.operationId, Object.keys(op['x-status-codes']));
    }
  }
}

/** Every key path of a locale file, as `feature.a.b`. */
function keysOf(value: Json, prefix: string): string[] {
  return Object.entries(value).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}.${k}`] : keysOf(v, `${prefix}.${k}`)));
}
const localeKeys = Object.fromEntries(
  languages.map((lang) => {
    const dir = join(root, 'locales', lang);
    const keys = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .flatMap((f) => keysOf(JSON.parse(readFileSync(join(dir, f), 'utf8')) as Json, f.replace(/\.json$/, '')));
    return [lang, new Set(keys)];
  }),
) as Record<(typeof languages)[number], Set<string>>;

describe('the status table', () => {
  test('has a row for every code of every operation in the contract', () => {
    const missing: string[] = [];
    for (const [operationId, codes] of contractCodes) {
      for (const code of codes) if (!statusMessages[operationId]?.[code]) missing.push(`${operationId} ${code}`);
    }
    expect(missing).toEqual([]);
  });

  test('has no row for an operation or code the contract does not give', () => {
    const extra: string[] = [];
    for (const [operationId, rows] of Object.entries(statusMessages)) {
      for (const code of Object.keys(rows)) if (!contractCodes.get(operationId)?.includes(code)) extra.push(`${operationId} ${code}`);
    }
    expect(extra).toEqual([]);
  });

  test.each(languages)('every message key exists in %s', (lang) => {
    const missing = Object.values(statusMessages)
      .flatMap((rows) => Object.values(rows).map((row) => row.key))
      .filter((key) => !localeKeys[lang].has(key));
    expect(missing).toEqual([]);
  });
});

describe('the four languages', () => {
  test.each(languages.filter((l) => l !== 'en'))('%s has exactly the keys of English', (lang) => {
    const missing = [...localeKeys.en].filter((k) => !localeKeys[lang].has(k));
    const extra = [...localeKeys[lang]].filter((k) => !localeKeys.en.has(k));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  test('the error catalogue of section 8 is there', () => {
    for (const area of ['session', 'password', 'campaign', 'files', 'lists', 'reports', 'balance', 'otp', 'whatsapp', 'other', 'generic']) {
      expect([...localeKeys.en].some((k) => k.startsWith(`errors.${area}.`))).toBe(true);
    }
  });
});
