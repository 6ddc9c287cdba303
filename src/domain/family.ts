/**
 * Families of users (issue 15): who created whom, and what a user holds in force.
 *
 * Every user has a family path, its ancestors from the account's primary user down to itself
 * ('/12/40/41/' is user 41, created by 40, created by the primary user 12). "Is X in Y's
 * family" is then a prefix test, with no query, and the server finds descendants with one
 * indexed range over the path.
 */

/** How a permission is set on a user (user_permissions.mode). */
export const permissionModes = ['enable', 'block', 'enableAndBequeath', 'blockAndBequeath'] as const;
export type PermissionMode = (typeof permissionModes)[number];

/** One user's own grants: permission id to mode. */
export type Grants = ReadonlyMap<number, PermissionMode>;

/** Whether a mode gives the permission (enable, enable and bequeath): what only a holder may grant. */
export const enables = (mode: PermissionMode | undefined): boolean => mode === 'enable' || mode === 'enableAndBequeath';
const bequeaths = (mode: PermissionMode | undefined): boolean => mode === 'enableAndBequeath' || mode === 'blockAndBequeath';

/**
 * The permissions a user holds in force, from its own grants and its ancestors', given root
 * (the primary user) first and the user last. The primary user holds what it is granted. Below
 * it a user holds a permission only if its parent holds it: a block (or no grant) on a parent
 * caps the whole subtree under it. The nearest ancestor that set a permission "and bequeath"
 * decides it for every descendant, whatever their own grant says; otherwise the user's own
 * mode decides. Groups 2 and 5 hold everything whatever this says (access.ts holdsPermission).
 */
export function permissionsInForce(chain: readonly Grants[]): number[] {
  if (chain.length === 0) return [];
  const ids = new Set<number>();
  for (const grants of chain) for (const id of grants.keys()) ids.add(id);
  const held: number[] = [];
  for (const id of ids) {
    let parentHolds = true;
    let bequeathed: PermissionMode | undefined;
    for (const grants of chain) {
      const mode: PermissionMode | undefined = bequeathed ?? grants.get(id);
      const holds: boolean = parentHolds && enables(mode);
      if (!bequeathed && bequeaths(grants.get(id))) bequeathed = grants.get(id);
      parentHolds = holds;
    }
    if (parentHolds) held.push(id);
  }
  return held.sort((a, b) => a - b);
}

/** A user's family path: its parent's path and its own id ('' parent path: a primary user). */
export const familyPathOf = (parentPath: string, userId: number): string => `${parentPath || '/'}${userId}/`;

/**
 * The path of a user as stored, or, for a row written before families (an empty path), what it
 * is by the account rule: a primary user is a root, a sub-user is its primary user's child.
 */
export const storedFamilyPath = (row: { userId: number; adminId: number; familyPath?: string | null }): string =>
  row.familyPath || (row.adminId === 0 ? `/${row.userId}/` : `/${row.adminId}/${row.userId}/`);

/** The ids of a path, root first, the user itself last. */
export const familyIds = (path: string): number[] =>
  path
    .split('/')
    .filter((part) => part !== '')
    .map(Number);

/** Whether `path` is a strict descendant of `ancestorPath` (never the user itself). */
export const isDescendantPath = (path: string, ancestorPath: string): boolean => path !== ancestorPath && path.startsWith(ancestorPath);

/**
 * The upper bound of the descendants of a path for a range query: every descendant's path
 * is > path and < path with its last '/' replaced by '0' ('/' + 1 in byte order), so a
 * B-tree index on the path serves it on SQLite and (with the C collation) on PostgreSQL.
 */
export const descendantsUpperBound = (path: string): string => `${path.slice(0, -1)}0`;
