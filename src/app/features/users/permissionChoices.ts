/**
 * The permissions a sub-user form sets (section 6), in the order the page shows them, and
 * which of them the signed-in user may grant: only what it holds itself (the same
 * holdsPermission the server asks), so the page never offers what the server would refuse.
 */
import { holdsPermission, type PermissionHolder } from '../../../domain/access';
import { Permission, type PermissionMode, type PermissionName } from '../../../domain/permissions';

// The modes, and which give a permission (only those need the granter to hold it), as the server reads them.
export { enables, permissionModes } from '../../../domain/family';

/** Section 6's per-user permissions. */
export const userPermissionNames: readonly PermissionName[] = [
  'createCampaigns',
  'createTemplates',
  'createContactLists',
  'editSenderNumber',
  'emailSettings',
  'extraSendAttempt',
  'mailSystemConnection',
  'freezeUnsubscribe',
  'mailToSms',
  'allowedSendingHours',
  'batchingInClosedWindow',
];

/** Section 6's product permissions, and the users section (who may manage sub-users of its own). */
export const productPermissionNames: readonly PermissionName[] = ['whatsapp', 'voice', 'overseasSms', 'newsletter', 'usersSection'];

/** What a new sub-user starts with: the three creation rights when the granter holds them, the rest blocked. */
const enabledForNewUser: readonly PermissionName[] = ['createCampaigns', 'createTemplates', 'createContactLists'];

export type PermissionModes = Partial<Record<PermissionName, PermissionMode>>;

export const mayGrant = (granter: PermissionHolder, name: PermissionName): boolean => holdsPermission(granter, Permission[name]);

export function newUserModes(granter: PermissionHolder): PermissionModes {
  return Object.fromEntries(
    [...userPermissionNames, ...productPermissionNames].map((name) => [name, enabledForNewUser.includes(name) && mayGrant(granter, name) ? 'enable' : 'block']),
  );
}

const nameOfId = new Map<number, PermissionName>(Object.entries(Permission).map(([name, id]) => [id, name as PermissionName]));

export interface Grant {
  permissionId: number;
  mode: PermissionMode;
}

export function modesOfGrants(grants: readonly Grant[] | undefined, fallback: PermissionModes): PermissionModes {
  const modes: PermissionModes = { ...fallback };
  for (const grant of grants ?? []) {
    const name = nameOfId.get(grant.permissionId);
    if (name && (userPermissionNames.includes(name) || productPermissionNames.includes(name))) modes[name] = grant.mode;
  }
  return modes;
}

export const grantsOfModes = (modes: PermissionModes): Grant[] =>
  Object.entries(modes).map(([name, mode]) => ({ permissionId: Permission[name as PermissionName], mode: mode as PermissionMode }));
