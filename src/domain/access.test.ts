import { Group, holdsPermission, mayActForUser, mayCall, type AccessSubject } from './access';
import { accessExamples, exampleSubject } from './access.examples';
import { Permission } from './permissions';

const asked = Permission.createCampaigns;
const permissionsFor = (c: string) => (c === 'held' ? [asked] : []);

describe('who may call an operation or open a page: role x permission x subject (section 6)', () => {
  test.each(accessExamples.map((e) => [e.who, e.role, e.permission, e.allowed] as const))(
    'a %s, role %s, permission %s: let in %s',
    (who, role, permission, allowed) => {
      const subject = exampleSubject(who, permissionsFor(permission));
      expect(mayCall(role, subject, permission === 'none asked' ? undefined : asked)).toBe(allowed);
    },
  );

  test('the examples cover every subject, role and permission case once', () => {
    expect(accessExamples).toHaveLength(6 * 6 * 3);
    expect(new Set(accessExamples.map((e) => `${e.who}/${e.role}/${e.permission}`)).size).toBe(accessExamples.length);
  });

  test('rule: a system manager without permission 1 may send (issue 14: the page refused what the API allowed)', () => {
    const manager = exampleSubject('systemManager')!;
    expect(holdsPermission(manager, Permission.createCampaigns)).toBe(true);
    expect(mayCall('user', manager, Permission.createCampaigns)).toBe(true);
  });

  test('rule: a permission is held only when given, below the system groups', () => {
    for (const who of ['subUser', 'primary', 'administrator'] as const) {
      expect(holdsPermission(exampleSubject(who)!, Permission.voice)).toBe(false);
      expect(holdsPermission(exampleSubject(who, [Permission.voice])!, Permission.voice)).toBe(true);
    }
  });
});

describe('whom a caller may name (the scope rule of a userId parameter)', () => {
  const primary: AccessSubject = { userId: 10, adminId: 0, group: Group.customer, permissions: [] };
  const sub: AccessSubject = { userId: 11, adminId: 10, group: Group.subUser, permissions: [] };
  const administrator: AccessSubject = { userId: 30, adminId: 0, group: Group.administrator, permissions: [] };
  const manager: AccessSubject = { userId: 40, adminId: 0, group: Group.systemManager, permissions: [] };
  const otherCustomer = { userId: 20, adminId: 0 };
  const managedByAdministrator = { userId: 31, adminId: 30 };

  test.each([
    ['a primary user', 'itself', true, primary, primary],
    ['a primary user', 'its sub-user', true, primary, sub],
    ['a primary user', 'another customer', false, primary, otherCustomer],
    ['a sub-user', 'itself', true, sub, sub],
    ['a sub-user', 'its primary user', false, sub, primary],
    ['an administrator', 'a user it manages', true, administrator, managedByAdministrator],
    ['an administrator', 'another customer', false, administrator, otherCustomer],
    ['a system manager', 'another customer', true, manager, otherCustomer],
  ] as const)('%s naming %s: %s', (_who, _whom, allowed, caller, named) => {
    expect(mayActForUser(caller, named)).toBe(allowed);
  });
});
