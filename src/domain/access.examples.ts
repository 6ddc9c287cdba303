/**
 * What the access rule must answer, written out by hand: who, for a role (x-access) and a
 * permission (x-permission) held or not, is let in. access.test.ts holds mayCall to it, the
 * server's binding test holds every operation to it, and the browser's test every page rule,
 * so none of them checks a rule against the rule itself.
 */
import { Group, type AccessRole, type AccessSubject } from './access';

export const exampleSubjects = ['nobody', 'subUser', 'primary', 'administrator', 'systemManager', 'superAdmin'] as const;
export type ExampleSubject = (typeof exampleSubjects)[number];

/** The signed-in examples, without their permissions: a sub-user works in account 1000. */
export const exampleSubjectOf: Record<Exclude<ExampleSubject, 'nobody'>, Omit<AccessSubject, 'permissions'>> = {
  subUser: { userId: 1001, adminId: 1000, group: Group.subUser },
  primary: { userId: 1000, adminId: 0, group: Group.customer },
  administrator: { userId: 2000, adminId: 0, group: Group.administrator },
  systemManager: { userId: 3000, adminId: 0, group: Group.systemManager },
  superAdmin: { userId: 4000, adminId: 0, group: Group.superAdmin },
};

/** Whether the need names a permission, and whether the subject was given it. */
export type PermissionCase = 'none asked' | 'held' | 'not held';

/**
 * Let in (Y) or not (.), per subject in the order of `exampleSubjects`:
 * nobody, sub-user, primary user, administrator, system manager, super-administrator.
 */
const letIn: Record<PermissionCase, Record<AccessRole, string>> = {
  'none asked': {
    public: 'Y Y Y Y Y Y',
    user: '. Y Y Y Y Y',
    primary: '. . Y Y Y Y',
    admin: '. . . Y Y Y',
    system: '. . . . Y Y',
    superAdmin: '. . . . . Y',
  },
  held: {
    public: 'Y Y Y Y Y Y',
    user: '. Y Y Y Y Y',
    primary: '. . Y Y Y Y',
    admin: '. . . Y Y Y',
    system: '. . . . Y Y',
    superAdmin: '. . . . . Y',
  },
  // System managers and super-administrators hold every permission (domain/access holdsPermission).
  'not held': {
    public: 'Y Y Y Y Y Y',
    user: '. . . . Y Y',
    primary: '. . . . Y Y',
    admin: '. . . . Y Y',
    system: '. . . . Y Y',
    superAdmin: '. . . . . Y',
  },
};

export interface AccessExample {
  who: ExampleSubject;
  role: AccessRole;
  permission: PermissionCase;
  allowed: boolean;
}

export const accessExamples: readonly AccessExample[] = (Object.keys(letIn) as PermissionCase[]).flatMap((permission) =>
  (Object.keys(letIn[permission]) as AccessRole[]).flatMap((role) =>
    letIn[permission][role].split(' ').map((mark, i) => ({ who: exampleSubjects[i], role, permission, allowed: mark === 'Y' })),
  ),
);

/** The example's answer for one subject, role and permission case. */
export function exampleAnswer(who: ExampleSubject, role: AccessRole, permission: PermissionCase): boolean {
  const found = accessExamples.find((e) => e.who === who && e.role === role && e.permission === permission);
  if (!found) throw new Error(`no access example for ${who}, ${role}, ${permission}`);
  return found.allowed;
}

/** A subject of the examples, holding the given permissions (null for nobody). */
export function exampleSubject(who: ExampleSubject, permissions: readonly number[] = []): AccessSubject | null {
  return who === 'nobody' ? null : { ...exampleSubjectOf[who], permissions };
}
