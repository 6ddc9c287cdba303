/**
 * Every text file of the locales folder, in one test rather than one copy per feature: each
 * feature file exists in Hebrew, English, Russian and Arabic with the same keys, and the app's
 * list of feature files (localeFeatures) is exactly the folder's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localeFeatures } from './i18n';

const root = join(__dirname, '..', '..', '..', 'locales');
const languages = ['he', 'en', 'ru', 'ar'] as const;

type Tree = { [key: string]: string | Tree };
const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keysOf(v, `${prefix}${k}.`))).sort();
const filesOf = (language: string) => readdirSync(join(root, language)).filter((name) => name.endsWith('.json')).sort();

test('the four languages hold the same feature files, and they are the app\'s list', () => {
  for (const language of languages) expect(filesOf(language)).toEqual(filesOf('he'));
  expect(filesOf('he').map((name) => name.replace(/\.json$/, ''))).toEqual([...localeFeatures].sort());
});

test.each(filesOf('he'))('%s has the same keys in he, en, ru and ar', (file) => {
  const read = (language: string) => keysOf(JSON.parse(readFileSync(join(root, language, file), 'utf8')) as Tree);
  const hebrew = read('he');
  for (const language of languages.slice(1)) expect([language, read(language)]).toEqual([language, hebrew]);
});
