/**
 * Who may do what: the one access rule. The API contract's `x-access` names one of these
 * roles per operation (and `x-permission` a permission); the server checks it with `mayCall`,
 * and the browser's routes, menus and buttons name the same roles and permissions and ask the
 * same function (src/app/state/access.ts).
 */
import { isDescendantPath, storedFamilyPath } from './family';
import { Permission } from './permissions';

/**
 * 'manager': whoever manages a family of users (managesFamily), the spec's `isAdmin`: the users
 * pages, the invoices report. 'admin': an administrator (group 3) or a system group.
 */
export const accessRoles = ['public', 'user', 'primary', 'manager', 'admin', 'system', 'superAdmin'] as const;
export type AccessRole = (typeof accessRoles)[number];

/** User groups. The spec fixes 2 (system manager), 4 (sub-user/child) and 5 (super-admin). */
export const Group = {
  customer: 1,
  systemManager: 2,
  administrator: 3,
  subUser: 4,
  superAdmin: 5,
} as const;

export interface AccessSubject {
  userId: number;
  adminId: number;
  group: number;
  permissions: readonly number[];
  /** Ancestors root to self ('/12/40/'); absent or empty: the account rule's path (family.ts storedFamilyPath). */
  familyPath?: string;
}

/** What holdsPermission reads of a subject: a sender read from the database has no session around it. */
export type PermissionHolder = Pick<AccessSubject, 'group' | 'permissions'>;

export const isPrimaryUser = (u: AccessSubject): boolean => u.adminId === 0;
export const isSystemGroup = (u: Pick<AccessSubject, 'group'>): boolean =>
  u.group === Group.systemManager || u.group === Group.superAdmin;
export const isSuperAdmin = (u: AccessSubject): boolean => u.group === Group.superAdmin;
/** Administrators support customers; system managers and super-administrators are ones too. */
export const isAdmin = (u: AccessSubject): boolean => u.group === Group.administrator || isSystemGroup(u);

/**
 * Whether a subject holds a permission. System managers and super-administrators hold every
 * one: they are the ones who grant them (section 6: "send permissions", "add/del-permission"),
 * and the spec closes no management page or call to them for want of one. So a system manager
 * without permission 1 may send, on the page as through the API (issue 14).
 */
export const holdsPermission = (u: PermissionHolder, permission: number): boolean =>
  isSystemGroup(u) || u.permissions.includes(permission);

/**
 * Whether a signed-in subject (or nobody, for `null`) may call an operation of a role, or open
 * a page that needs the role, with the permission when one is named (the contract's
 * x-permission). The examples it must keep are in access.examples.ts.
 */
export function mayCall(role: AccessRole, subject: AccessSubject | null, permission?: number): boolean {
  if (role === 'public') return true;
  if (!subject) return false;
  const roleOk =
    role === 'user' ||
    (role === 'primary' && (isPrimaryUser(subject) || isAdmin(subject))) ||
    (role === 'manager' && managesFamily(subject)) ||
    (role === 'admin' && isAdmin(subject)) ||
    (role === 'system' && isSystemGroup(subject)) ||
    (role === 'superAdmin' && isSuperAdmin(subject));
  if (!roleOk) return false;
  return permission === undefined || holdsPermission(subject, permission);
}

/** Whose data a user works in: the account's primary user; a sub-user works in its primary user's account. */
export const accountOf = (user: { userId: number; adminId: number }): number => (user.adminId === 0 ? user.userId : user.adminId);

/** A user named by an operation, as the scope rule reads it. */
export interface NamedUser {
  userId: number;
  adminId: number;
  /** Ancestors root to self; absent or empty: the account rule's path. */
  familyPath?: string;
  /** The administrator (group 3) the user's account is assigned to. */
  administratorId?: number | null;
}

/**
 * Whether a subject manages a family of users at all (creates, edits, deletes users, moves
 * credits to them): system managers and super-administrators (everyone), administrators (the
 * accounts assigned to them), and a customer user holding the users-section permission (2): a
 * primary user its whole account, a sub-user its own descendants. Group 4 (a sub-user/child)
 * never does, whatever its permissions (spec: it never sees the users menu).
 */
export function managesFamily(subject: AccessSubject): boolean {
  if (isAdmin(subject)) return true;
  if (subject.group === Group.subUser) return false;
  return holdsPermission(subject, Permission.usersSection);
}

/**
 * Whether a subject manages a named user (never itself): what the users operations and the
 * credit transfer ask. Outside, the server answers 404.
 */
export function managesUser(caller: AccessSubject, named: NamedUser): boolean {
  if (named.userId === caller.userId || !managesFamily(caller)) return false;
  if (isSystemGroup(caller)) return true;
  if (caller.group === Group.administrator) return named.administratorId === caller.userId || accountOf(named) === accountOf(caller);
  if (isPrimaryUser(caller)) return accountOf(named) === caller.userId;
  return isDescendantPath(storedFamilyPath(named), storedFamilyPath(caller));
}

/**
 * The one scope rule of every operation that names a user (a userId parameter): the caller
 * itself; for a primary user or an administrator, any user of its own account; for an
 * administrator also the accounts assigned to it (administrator_id); for a sub-user holding
 * permission 2 (not group 4) its descendants; anyone for a system manager or
 * super-administrator. The server answers any other user 404, exactly as a user that does not
 * exist, so other customers' ids cannot be probed (src/server/http/account.ts).
 */
export function mayActForUser(caller: AccessSubject, named: NamedUser): boolean {
  if (named.userId === caller.userId) return true;
  if (isSystemGroup(caller)) return true;
  if ((isPrimaryUser(caller) || isAdmin(caller)) && accountOf(named) === accountOf(caller)) return true;
  return managesUser(caller, named);
}
