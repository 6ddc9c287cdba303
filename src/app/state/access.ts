/**
 * The browser's side of the one access rule (src/domain/access): routes, menu items and buttons
 * name a role of the contract's x-access and, when they need one, a permission of its
 * x-permission, and `canSee` asks the domain's `mayCall` exactly as the server does for an
 * operation. Only the brand's per-user lists of section 2 are the browser's own.
 */
import { managesFamily, mayCall, type AccessRole } from '../../domain/access';
import type { PermissionId } from '../../domain/permissions';
import type { AppMetaData, RouteRules } from '../api/generated/auth';
import type { User } from '../api/generated/main';
import type { AppServiceMode } from './serviceMode';

/**
 * The brand's lists (RouteRules): the management pages refuse the users of its deny list
 * (section 2: "except user id 28"); the errors page is only for the users of its list ("only
 * for user id 18").
 */
export type BrandUserList = 'managementDeny' | 'errorsPageOnly';

export interface AccessRule {
  /** The role it needs, by the contract's x-access names. */
  access: AccessRole;
  /** The permission it needs as well, as an operation's x-permission. */
  permission?: PermissionId;
  brandList?: BrandUserList;
}

export interface Viewer {
  user: User | null;
  mode: AppServiceMode;
  rules?: RouteRules;
}

function passesBrandList(user: User, list: BrandUserList | undefined, rules: RouteRules | undefined): boolean {
  if (list === 'managementDeny') return !(rules?.managementDenyUserIds ?? []).includes(user.userId);
  if (list === 'errorsPageOnly') return (rules?.errorsPageUserIds ?? []).includes(user.userId);
  return true;
}

/**
 * The rule of a page that exists to make one call: the call's own x-access and x-permission
 * (src/contract/access.ts), so a system manager sees exactly the management screens whose calls
 * it may make (issue 18), with the brand's list on top.
 */
export const ruleOfCall = (call: { access: AccessRole; permission?: number }, brandList?: BrandUserList): AccessRule => ({
  access: call.access,
  ...(call.permission === undefined ? {} : { permission: call.permission as PermissionId }),
  ...(brandList ? { brandList } : {}),
});

/** Why a route refuses a viewer: to sign in, or it is forbidden. */
export type PageRefusal = 'signIn' | 'forbidden' | null;

export function refusalOf(viewer: Viewer, rule: AccessRule): PageRefusal {
  const { user, rules } = viewer;
  if (rule.access === 'public') return null;
  if (!user) return 'signIn';
  if (!mayCall(rule.access, user, rule.permission)) return 'forbidden';
  return passesBrandList(user, rule.brandList, rules) ? null : 'forbidden';
}

/** Whether a menu item or button shows: its rule (for a page, its route's) lets the viewer in. */
export const canSee = (viewer: Viewer, rule: AccessRule): boolean => refusalOf(viewer, rule) === null;

/** The buy-package button (section 6): WhatsApp mode, or an admin (who manages a family) of customer type 11 without an external link; never on a white-label brand. */
export function canBuyPackage(viewer: Viewer, brand: AppMetaData | undefined): boolean {
  const { user } = viewer;
  if (!user || brand?.isWhiteLable) return false;
  if (viewer.mode === 'whatsapp') return true;
  return managesFamily(user) && user.customerType === 11 && !brand?.buyPackage;
}

/** The buy-package link with the brand's placeholders filled. */
export function buyPackageUrl(template: string, user: User): string {
  return template.replace('{USERNAME}', encodeURIComponent(user.userName ?? '')).replace('{CREDITS}', String(user.balanceCredits?.sms?.amount ?? 0));
}
