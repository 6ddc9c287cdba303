/**
 * The browser's one access table (section 6): routes, menu items and buttons all ask
 * `canSee`. Roles come from src/domain/access, the same rules the server enforces.
 */
import { Group, isAdmin, isSystemGroup, mayCall } from '../../domain/access';
import { Permission } from '../../domain/permissions';
import type { AppMetaData, RouteRules } from '../api/generated/auth';
import type { User } from '../api/generated/main';
import type { AppServiceMode } from './serviceMode';

export type RouteAccess =
  | 'public'
  /** Any signed-in user. */
  | 'user'
  /** Those who manage the account: its primary user, or an administrator (not a sub-user). */
  | 'primary'
  /** Administrators (others go to /403). */
  | 'admin'
  /** Group 2 or 5, minus the configured deny list. */
  | 'management'
  /** The configured users who see the errors page. */
  | 'errorsPage';

export type Capability =
  | 'makeCampaign'
  | 'makeTemplate'
  | 'makeContactList'
  | 'usersSection'
  | 'appManagement'
  | 'invoices'
  | 'whatsapp'
  | 'voice';

export interface AccessRule {
  access: RouteAccess;
  capability?: Capability;
  /** Service modes the item belongs to; all three when absent. */
  modes?: readonly AppServiceMode[];
}

export interface Viewer {
  user: User | null;
  mode: AppServiceMode;
  rules?: RouteRules;
}

const has = (user: User, permission: number) => user.permissions.includes(permission);

export function hasCapability(user: User, capability: Capability): boolean {
  switch (capability) {
    case 'makeCampaign':
      return Boolean(user.canMakeCampaign);
    case 'makeTemplate':
      return Boolean(user.canMakeTemplate);
    case 'makeContactList':
      return Boolean(user.canMakeContactList);
    case 'usersSection':
      // Group 4 (sub-users) never sees the users section.
      return user.group !== Group.subUser && (isAdmin(user) || has(user, Permission.usersSection));
    case 'appManagement':
      return user.group === Group.superAdmin;
    case 'invoices':
      return isAdmin(user);
    case 'whatsapp':
      return has(user, Permission.whatsapp);
    case 'voice':
      return has(user, Permission.voice);
  }
}

/** Why a route refuses a viewer: to sign in, or it is forbidden. */
export type Refusal = 'signIn' | 'forbidden' | null;

export function refusalOf(viewer: Viewer, rule: AccessRule): Refusal {
  const { user, rules } = viewer;
  if (rule.access === 'public') return null;
  if (!user) return 'signIn';
  const allowed =
    rule.access === 'user' ||
    (rule.access === 'primary' && mayCall('primary', user)) ||
    (rule.access === 'admin' && isAdmin(user)) ||
    (rule.access === 'management' && isSystemGroup(user) && !(rules?.managementDenyUserIds ?? []).includes(user.userId)) ||
    (rule.access === 'errorsPage' && (rules?.errorsPageUserIds ?? []).includes(user.userId));
  if (!allowed) return 'forbidden';
  if (rule.capability && !hasCapability(user, rule.capability)) return 'forbidden';
  return null;
}

/** Whether a menu item or button shows: the route would let the viewer in, in this mode. */
export function canSee(viewer: Viewer, rule: AccessRule): boolean {
  if (rule.modes && !rule.modes.includes(viewer.mode)) return false;
  return refusalOf(viewer, rule) === null;
}

/** The buy-package button (section 6): WhatsApp mode, or an admin of customer type 11 without an external link; never on a white-label brand. */
export function canBuyPackage(viewer: Viewer, brand: AppMetaData | undefined): boolean {
  const { user } = viewer;
  if (!user || brand?.isWhiteLable) return false;
  if (viewer.mode === 'whatsapp') return true;
  return isAdmin(user) && user.customerType === 11 && !brand?.buyPackage;
}

/** The buy-package link with the brand's placeholders filled. */
export function buyPackageUrl(template: string, user: User): string {
  return template.replace('{USERNAME}', encodeURIComponent(user.userName ?? '')).replace('{CREDITS}', String(user.balanceCredits?.sms?.amount ?? 0));
}
