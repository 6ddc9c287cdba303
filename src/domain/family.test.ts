import { descendantsUpperBound, familyIds, isDescendantPath, permissionsInForce, storedFamilyPath, type Grants, type PermissionMode } from './family';

const P = 7;
const grants = (mode?: PermissionMode): Grants => new Map(mode ? [[P, mode]] : []);
const holds = (chain: (PermissionMode | undefined)[]): boolean => permissionsInForce(chain.map(grants)).includes(P);

describe('permissions in force in a three-level family (primary -> sub -> sub-sub)', () => {
  // [primary, sub, sub-sub] -> what each of them holds
  const cases: [PermissionMode | undefined, PermissionMode | undefined, PermissionMode | undefined, boolean, boolean, boolean][] = [
    ['enable', 'enable', 'enable', true, true, true],
    ['enable', 'enable', undefined, true, true, false],
    ['enable', 'enable', 'block', true, true, false],
    ['enable', 'block', 'enable', true, false, false], // a block on the parent caps the subtree
    ['enable', undefined, 'enable', true, false, false], // so does no grant
    ['block', 'enable', 'enable', false, false, false], // the grandparent's block caps everyone
    [undefined, 'enable', 'enable', false, false, false],
    ['enableAndBequeath', undefined, undefined, true, true, true], // forced on every descendant
    ['enableAndBequeath', 'block', 'blockAndBequeath', true, true, true], // the nearest bequeath wins, below it too
    ['blockAndBequeath', 'enable', 'enable', false, false, false],
    ['enable', 'enableAndBequeath', 'block', true, true, true],
    ['enable', 'blockAndBequeath', 'enable', true, false, false],
    ['block', 'enableAndBequeath', 'enable', false, false, false], // a bequeath cannot give what the parent lacks
    ['enable', 'enable', 'enableAndBequeath', true, true, true],
    ['enable', 'enable', 'blockAndBequeath', true, true, false],
  ];
  test.each(cases)('%s / %s / %s', (primary, sub, subSub, primaryHolds, subHolds, subSubHolds) => {
    expect(holds([primary])).toBe(primaryHolds);
    expect(holds([primary, sub])).toBe(subHolds);
    expect(holds([primary, sub, subSub])).toBe(subSubHolds);
  });

  test('each permission is decided on its own; the answer is sorted', () => {
    const root: Grants = new Map<number, PermissionMode>([[1, 'enable'], [3, 'blockAndBequeath'], [2, 'enableAndBequeath']]);
    const child: Grants = new Map<number, PermissionMode>([[1, 'enable'], [3, 'enable'], [9, 'enable']]);
    expect(permissionsInForce([root, child])).toEqual([1, 2]);
    expect(permissionsInForce([])).toEqual([]);
  });
});

describe('family paths', () => {
  test('a row written before families gets the account rule\'s path', () => {
    expect(storedFamilyPath({ userId: 12, adminId: 0 })).toBe('/12/');
    expect(storedFamilyPath({ userId: 40, adminId: 12, familyPath: '' })).toBe('/12/40/');
    expect(storedFamilyPath({ userId: 41, adminId: 12, familyPath: '/12/40/41/' })).toBe('/12/40/41/');
    expect(familyIds('/12/40/41/')).toEqual([12, 40, 41]);
  });

  test('descendants are strict and never a neighbour sharing digits', () => {
    expect(isDescendantPath('/12/40/41/', '/12/40/')).toBe(true);
    expect(isDescendantPath('/12/40/', '/12/40/')).toBe(false);
    expect(isDescendantPath('/12/400/', '/12/40/')).toBe(false);
    const bound = descendantsUpperBound('/12/40/');
    expect('/12/40/41/' > '/12/40/' && '/12/40/41/' < bound).toBe(true);
    expect('/12/400/' < bound).toBe(false);
  });
});
