import ar from '../../../../locales/ar/users.json';
import en from '../../../../locales/en/users.json';
import he from '../../../../locales/he/users.json';
import ru from '../../../../locales/ru/users.json';
import { productPermissionNames, userPermissionNames } from './permissionChoices';
import { creditProducts } from './creditProducts';

type Tree = { [key: string]: string | Tree };
const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keysOf(v, `${prefix}${k}.`))).sort();

test('the users texts have the same keys in he, en, ru and ar', () => {
  for (const other of [en, ru, ar]) expect(keysOf(other as Tree)).toEqual(keysOf(he as Tree));
});

test('every permission and product the pages show has its name', () => {
  const keys = new Set(keysOf(he as Tree));
  for (const name of [...userPermissionNames, ...productPermissionNames]) expect(keys).toContain(`permissions.names.${name}`);
  for (const product of creditProducts) expect(keys).toContain(`credits.products.${product}`);
});
