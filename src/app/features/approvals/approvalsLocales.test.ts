import ar from '../../../../locales/ar/approvals.json';
import en from '../../../../locales/en/approvals.json';
import he from '../../../../locales/he/approvals.json';
import ru from '../../../../locales/ru/approvals.json';

type Tree = { [key: string]: string | Tree };
const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keysOf(v, `${prefix}${k}.`))).sort();

test('the approvals texts have the same keys in the four languages', () => {
  for (const other of [en, ru, ar]) expect(keysOf(other)).toEqual(keysOf(he));
});
