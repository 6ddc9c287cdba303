import ar from '../../../../../locales/ar/reports.json';
import en from '../../../../../locales/en/reports.json';
import he from '../../../../../locales/he/reports.json';
import ru from '../../../../../locales/ru/reports.json';
import { callStatuses } from './callStatus';

type Tree = { [key: string]: string | Tree };
const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keysOf(v, `${prefix}${k}.`))).sort();

test('the voice report texts have the same keys in the four languages, and every call status a name', () => {
  for (const other of [en, ru, ar]) {
    expect(keysOf(other.voice)).toEqual(keysOf(he.voice));
    expect(keysOf(other.callStatus)).toEqual(keysOf(he.callStatus));
  }
  expect(Object.keys(he.callStatus).sort()).toEqual([...callStatuses].sort());
});
