/**
 * A test user as the server would answer it: the server sets canMakeCampaign, canMakeTemplate
 * and canMakeContactList from permissions 1, 3 and 4 (currentUser.ts), and the browser's access
 * asks the permissions (state/access.ts). A fixture that says it may send therefore holds
 * permission 1, and one that says it may not, does not.
 */
import { Permission } from '../../domain/permissions';
import type { User } from '../api/generated/main';

const rights = [
  ['canMakeCampaign', Permission.createCampaigns],
  ['canMakeTemplate', Permission.createTemplates],
  ['canMakeContactList', Permission.createContactLists],
] as const;

export function withCreationRights(user: User): User {
  const given = new Set(user.permissions);
  for (const [flag, permission] of rights) {
    if (user[flag]) given.add(permission);
    else given.delete(permission);
  }
  return { ...user, permissions: [...given].sort((a, b) => a - b) };
}
