/**
 * Who may do what: the one access table. The API contract's `x-access` names one of these
 * roles per operation; the server checks it with `mayCall`, and the browser's menus, routes
 * and buttons ask the same functions.
 */
export const accessRoles = ['public', 'user', 'primary', 'admin', 'system', 'superAdmin'] as const;
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
}

export const isPrimaryUser = (u: AccessSubject): boolean => u.adminId === 0;
export const isSystemGroup = (u: AccessSubject): boolean =>
  u.group === Group.systemManager || u.group === Group.superAdmin;
export const isSuperAdmin = (u: AccessSubject): boolean => u.group === Group.superAdmin;
/** Administrators support customers; system managers and super-administrators are ones too. */
export const isAdmin = (u: AccessSubject): boolean => u.group === Group.administrator || isSystemGroup(u);

/** Whether a signed-in subject (or nobody, for `null`) may call an operation of a role. */
export function mayCall(role: AccessRole, subject: AccessSubject | null, permission?: number): boolean {
  if (role === 'public') return true;
  if (!subject) return false;
  const roleOk =
    role === 'user' ||
    (role === 'primary' && (isPrimaryUser(subject) || isAdmin(subject))) ||
    (role === 'admin' && isAdmin(subject)) ||
    (role === 'system' && isSystemGroup(subject)) ||
    (role === 'superAdmin' && isSuperAdmin(subject));
  if (!roleOk) return false;
  return permission === undefined || isSystemGroup(subject) || subject.permissions.includes(permission);
}

/** Whose data a user works in: the account's primary user; a sub-user works in its primary user's account. */
export const accountOf = (user: { userId: number; adminId: number }): number => (user.adminId === 0 ? user.userId : user.adminId);

/**
 * The one scope rule of every operation that names a user (a userId parameter): the caller
 * itself; for a primary user or an administrator, any user of its own account; for an
 * administrator also the users it manages (admin_id is its id, as login-as-sub-user decides);
 * anyone for a system manager or super-administrator. A sub-user names only itself. The server
 * answers any other user 404, exactly as a user that does not exist, so other customers' ids
 * cannot be probed (src/server/http/account.ts).
 */
export function mayActForUser(caller: AccessSubject, named: { userId: number; adminId: number }): boolean {
  if (named.userId === caller.userId) return true;
  if (!isPrimaryUser(caller) && !isAdmin(caller)) return false;
  if (accountOf(named) === accountOf(caller)) return true;
  if (isSystemGroup(caller)) return true;
  return caller.group === Group.administrator && named.adminId === caller.userId;
}
