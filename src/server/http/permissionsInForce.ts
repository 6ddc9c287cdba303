/**
 * What a user holds in force, read from its own grants and its ancestors' (domain/family.ts
 * permissionsInForce): the session, the sender checks and the users operations all read it
 * here, so a block on a grandparent reaches every call of its family. One query for the whole
 * chain; a family is a few levels deep.
 */
import { familyIds, permissionModes, permissionsInForce, storedFamilyPath, type Grants, type PermissionMode } from '../../domain/family';
import type { Db } from '../db/database';

const isMode = (mode: string): mode is PermissionMode => (permissionModes as readonly string[]).includes(mode);

/** The permissions in force of a user whose family path is known (as stored, possibly empty). */
export async function permissionsInForceOf(db: Db, user: { userId: number; adminId: number; familyPath: string }): Promise<number[]> {
  const chain = familyIds(storedFamilyPath(user));
  const rows = await db.selectFrom('user_permissions').select(['user_id', 'permission_id', 'mode']).where('user_id', 'in', chain).execute();
  const grants = new Map<number, Map<number, PermissionMode>>(chain.map((id) => [id, new Map()]));
  for (const row of rows) if (isMode(row.mode)) grants.get(row.user_id)?.set(row.permission_id, row.mode);
  return permissionsInForce(chain.map((id) => grants.get(id) as Grants));
}

/** The same, for a user known by id only. */
export async function permissionsInForceOfUser(db: Db, userId: number): Promise<number[]> {
  const row = await db.selectFrom('users').select(['admin_id', 'family_path']).where('id', '=', userId).executeTakeFirst();
  if (!row) return [];
  return permissionsInForceOf(db, { userId, adminId: row.admin_id, familyPath: row.family_path });
}
