import he from '../../../../locales/he/users.json';
import { productPermissionNames, userPermissionNames } from './permissionChoices';
import { creditProducts } from './creditProducts';

type Tree = { [key: string]: string | Tree };
const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keysOf(v, `${prefix}${k}.`))).sort();

test('every permission and product the pages show has its name', () => {
  const keys = new Set(keysOf(he as Tree));
  for (const name of [...userPermissionNames, ...productPermissionNames]) expect(keys).toContain(`permissions.names.${name}`);
  for (const product of creditProducts) expect(keys).toContain(`credits.products.${product}`);
});
