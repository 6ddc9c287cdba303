import ar from '../../../../locales/ar/templates.json';
import en from '../../../../locales/en/templates.json';
import he from '../../../../locales/he/templates.json';
import ru from '../../../../locales/ru/templates.json';

type Tree = { [key: string]: string | Tree };
const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keysOf(v, `${prefix}${k}.`))).sort();

test('the templates texts have the same keys in the four languages', () => {
  for (const other of [en, ru, ar]) expect(keysOf(other)).toEqual(keysOf(he));
});
