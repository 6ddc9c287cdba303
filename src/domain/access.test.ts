import { accessRoles, Group, holdsPermission, managesFamily, managesUser, mayActForUser, mayCall, type AccessSubject } from './access';
import { accessExamples, exampleSubject, exampleSubjects, familyMembers, manageExamples, managingCallerOf } from './access.examples';
import { Permission } from './permissions';

const asked = Permission.createCampaigns;
// "held": the permission asked and the users section's (access.examples.ts).
const permissionsFor = (c: string) => (c === 'held' ? [asked, Permission.usersSection] : []);

describe('who may call an operation or open a page: role x permission x subject (section 6)', () => {
  test.each(accessExamples.map((e) => [e.who, e.role, e.permission, e.allowed] as const))(
    'a %s, role %s, permission %s: let in %s',
    (who, role, permission, allowed) => {
      const subject = exampleSubject(who, permissionsFor(permission));
      expect(mayCall(role, subject, permission === 'none asked' ? undefined : asked)).toBe(allowed);
    },
  );

  test('the examples cover every subject, role and permission case once', () => {
    expect(accessExamples).toHaveLength(exampleSubjects.length * accessRoles.length * 3);
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

describe('who manages whom (access.examples.ts manageExamples)', () => {
  test.each(manageExamples.map((e) => [e.caller, e.named, e.manages] as const))('%s manages %s: %s', (caller, named, expected) => {
    expect(managesUser(managingCallerOf(caller), familyMembers[named])).toBe(expected);
  });

  test('a caller never manages itself; the scope rule still lets it name itself', () => {
    expect(managesUser(managingCallerOf('primary 2'), familyMembers.primary)).toBe(false);
    expect(mayActForUser(managingCallerOf('primary 2'), familyMembers.primary)).toBe(true);
  });

  test('a sub-user holding permission 2 names its descendants, not its parent, sibling or a neighbour sharing digits', () => {
    const sub = managingCallerOf('managingSub 2');
    expect(mayActForUser(sub, familyMembers.subSub)).toBe(true);
    expect(mayActForUser(sub, familyMembers.primary)).toBe(false);
    expect(mayActForUser(sub, familyMembers.child)).toBe(false);
    expect(mayActForUser(sub, { userId: 110, adminId: 10, familyPath: '/10/110/' })).toBe(false);
  });

  test('managing a family at all: group 4 never, whatever it holds', () => {
    expect(managesFamily(managingCallerOf('child 2'))).toBe(false);
    expect(managesFamily(managingCallerOf('managingSub 2'))).toBe(true);
    expect(managesFamily(managingCallerOf('primary'))).toBe(false);
    expect(managesFamily(managingCallerOf('administrator'))).toBe(true);
  });
});
