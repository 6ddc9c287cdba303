import ar from '../../../../locales/ar/newsletters.json';
import en from '../../../../locales/en/newsletters.json';
import he from '../../../../locales/he/newsletters.json';
import ru from '../../../../locales/ru/newsletters.json';

type Tree = { [key: string]: string | Tree };
const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keysOf(v, `${prefix}${k}.`))).sort();

test('the newsletters texts have the same keys in the four languages', () => {
  for (const other of [en, ru, ar]) expect(keysOf(other)).toEqual(keysOf(he));
});
