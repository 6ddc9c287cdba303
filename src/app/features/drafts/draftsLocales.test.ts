import ar from '../../../../locales/ar/drafts.json';
import en from '../../../../locales/en/drafts.json';
import he from '../../../../locales/he/drafts.json';
import ru from '../../../../locales/ru/drafts.json';
import { localeFeatures } from '../../i18n/i18n';

type Tree = { [key: string]: string | Tree };
const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keysOf(v, `${prefix}${k}.`))).sort();

test('the drafts texts are a registered namespace with the same keys in the four languages', () => {
  expect(localeFeatures).toContain('drafts');
  for (const other of [en, ru, ar]) expect(keysOf(other)).toEqual(keysOf(he));
});
