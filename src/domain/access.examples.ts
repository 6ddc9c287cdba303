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
    manager: '. . . Y Y Y',
    admin: '. . . Y Y Y',
    system: '. . . . Y Y',
    superAdmin: '. . . . . Y',
  },
  // "held": the permission asked, and the users section's (2), which makes a primary user a
  // manager of its family; a sub-user (group 4) never is one.
  held: {
    public: 'Y Y Y Y Y Y',
    user: '. Y Y Y Y Y',
    primary: '. . Y Y Y Y',
    manager: '. . Y Y Y Y',
    admin: '. . . Y Y Y',
    system: '. . . . Y Y',
    superAdmin: '. . . . . Y',
  },
  // System managers and super-administrators hold every permission (domain/access holdsPermission).
  'not held': {
    public: 'Y Y Y Y Y Y',
    user: '. . . . Y Y',
    primary: '. . . . Y Y',
    manager: '. . . . Y Y',
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

/**
 * Who manages whom (managesUser, issue 15), written out by hand over one family and its
 * neighbours. Account 10: primary user 10 ─ sub-user 11 (group 1, may manage) ─ its child 12;
 * 10 ─ child 13 (group 4). Account 20, assigned to administrator 30. Account 50, assigned to
 * no one. "2" after a caller means it holds permission 2.
 */
export const familyMembers = {
  primary: { userId: 10, adminId: 0, familyPath: '/10/' },
  managingSub: { userId: 11, adminId: 10, familyPath: '/10/11/' },
  subSub: { userId: 12, adminId: 10, familyPath: '/10/11/12/' },
  child: { userId: 13, adminId: 10, familyPath: '/10/13/' },
  assignedPrimary: { userId: 20, adminId: 0, familyPath: '/20/', administratorId: 30 },
  assignedSub: { userId: 21, adminId: 20, familyPath: '/20/21/', administratorId: 30 },
  otherPrimary: { userId: 50, adminId: 0, familyPath: '/50/' },
} as const;
export type FamilyMemberName = keyof typeof familyMembers;

const callers = {
  'primary 2': { ...familyMembers.primary, group: Group.customer, permissions: [2] },
  primary: { ...familyMembers.primary, group: Group.customer, permissions: [] },
  'managingSub 2': { ...familyMembers.managingSub, group: Group.customer, permissions: [2] },
  managingSub: { ...familyMembers.managingSub, group: Group.customer, permissions: [] },
  'child 2': { ...familyMembers.child, group: Group.subUser, permissions: [2] },
  administrator: { userId: 30, adminId: 0, familyPath: '/30/', group: Group.administrator, permissions: [] },
  systemManager: { userId: 40, adminId: 0, familyPath: '/40/', group: Group.systemManager, permissions: [] },
} satisfies Record<string, AccessSubject>;
export type ManagingCaller = keyof typeof callers;
export const managingCallerOf = (name: ManagingCaller): AccessSubject => callers[name];

/** Managed (Y) or not (.), per named user in the order of `familyMembers`. */
const manages: Record<ManagingCaller, string> = {
  //               primary managingSub subSub child assignedPrimary assignedSub otherPrimary
  'primary 2':     '.       Y           Y      Y     .               .           .',
  primary:         '.       .           .      .     .               .           .',
  'managingSub 2': '.       .           Y      .     .               .           .',
  managingSub:     '.       .           .      .     .               .           .',
  'child 2':       '.       .           .      .     .               .           .',
  administrator:   '.       .           .      .     Y               Y           .',
  systemManager:   'Y       Y           Y      Y     Y               Y           Y',
};

export interface ManageExample {
  caller: ManagingCaller;
  named: FamilyMemberName;
  manages: boolean;
}

export const manageExamples: readonly ManageExample[] = (Object.keys(manages) as ManagingCaller[]).flatMap((caller) =>
  manages[caller]
    .split(/\s+/)
    .map((mark, i) => ({ caller, named: (Object.keys(familyMembers) as FamilyMemberName[])[i], manages: mark === 'Y' })),
);
