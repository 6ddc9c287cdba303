import ar from '../../../../locales/ar/pushApi.json';
import en from '../../../../locales/en/pushApi.json';
import he from '../../../../locales/he/pushApi.json';
import ru from '../../../../locales/ru/pushApi.json';
import { localeFeatures } from '../../i18n/i18n';

type Tree = { [key: string]: string | Tree };
const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keysOf(v, `${prefix}${k}.`))).sort();

test('the push-API texts are a registered namespace with the same keys in the four languages', () => {
  expect(localeFeatures).toContain('pushApi');
  for (const other of [en, ru, ar]) expect(keysOf(other)).toEqual(keysOf(he));
});
