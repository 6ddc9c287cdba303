import ar from '../../../../../locales/ar/reports.json';
import en from '../../../../../locales/en/reports.json';
import he from '../../../../../locales/he/reports.json';
import ru from '../../../../../locales/ru/reports.json';
import { waLogStatuses } from './waLogStatus';

type Tree = { [key: string]: string | Tree };
const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keysOf(v, `${prefix}${k}.`))).sort();

test('the WhatsApp log texts have the same keys in the four languages, and every WhatsApp status a name', () => {
  for (const other of [en, ru, ar]) expect(keysOf(other.whatsappLog)).toEqual(keysOf(he.whatsappLog));
  expect(Object.keys(he.whatsappLog.status).sort()).toEqual([...waLogStatuses].sort());
});
