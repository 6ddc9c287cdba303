/**
 * Who sees the users pages (issue 15, sections 2 and 6): whoever manages a family of users
 * (the 'manager' role, domain/access managesFamily); everyone else is refused (/403) and has
 * no users menu.
 */
import { routeByName } from '../router/routes';
import { refusalOf, type Viewer } from '../state/access';
import { sessionFor } from '../test/render';
import { visibleMenu } from './menu';
import type { User } from '../api/generated/main';

const viewer = (user: Partial<User>): Viewer => ({ user: sessionFor(user).session!.user, mode: 'text' });
const usersItems = (v: Viewer) => visibleMenu(v, undefined, () => true).find((g) => g.key === 'users')?.items.map((i) => i.key) ?? [];

test.each([
  ['a primary user holding permission 2 (the demo user)', { adminId: 0, group: 1, permissions: [1, 2] }],
  ['a system manager', { adminId: 0, group: 2, permissions: [] }],
  ['a super-administrator', { adminId: 0, group: 5, permissions: [] }],
  ['an administrator (group 3)', { adminId: 0, group: 3, permissions: [] }],
])('%s opens /profile/new and /users-report and sees the users menu', (_who, user) => {
  expect(refusalOf(viewer(user), routeByName.get('profile')!.rule)).toBeNull();
  expect(refusalOf(viewer(user), routeByName.get('usersReport')!.rule)).toBeNull();
  expect(usersItems(viewer(user))).toEqual(['newUser', 'usersReport']);
});

test.each([
  ['a primary user without permission 2', { adminId: 0, group: 1, permissions: [1] }],
  ['a sub-user (group 4) without permission 2', { adminId: 10, group: 4, permissions: [1, 3, 4] }],
  ['a sub-user (group 4) even with permission 2 (domain/access managesFamily)', { adminId: 10, group: 4, permissions: [1, 2] }],
])('%s is refused the users pages and has no users menu', (_who, user) => {
  expect(refusalOf(viewer(user), routeByName.get('profile')!.rule)).toBe('forbidden');
  expect(refusalOf(viewer(user), routeByName.get('usersReport')!.rule)).toBe('forbidden');
  expect(usersItems(viewer(user))).toEqual([]);
});

test('both pages are built', () => {
  expect(routeByName.get('profile')!.page).toBeDefined();
  expect(routeByName.get('usersReport')!.page).toBeDefined();
});
