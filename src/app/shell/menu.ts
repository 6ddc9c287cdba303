/**
 * The menu (section 2, "Menu") as one table: every group and item, the page it opens and the
 * service modes it belongs to. Who sees an item that opens a page is who may open the page:
 * its route's rule (routes.ts), asked through canSee, unless the menu narrows it. `visibleMenu`
 * turns the table into what one viewer sees.
 */
import type { AppMetaData } from '../api/generated/auth';
import type { User } from '../api/generated/main';
import { href, type PathName } from '../router/paths';
import { routeByName } from '../router/routes';
import { canSee, type AccessRule, type Viewer } from '../state/access';
import type { AppServiceMode } from '../state/serviceMode';

export const menuGroupKeys = [
  'campaigns', 'reports', 'users', 'contactsList', 'landingPageNewsletter', 'settings', 'info', 'appManagement', 'credits',
] as const;
export type MenuGroupKey = (typeof menuGroupKeys)[number];

/** The brand's info links (AppMetaData.infoLinks keys); the agreement is the brand's approvalFile. */
export type InfoLinkKey = 'apiDocs' | 'remoteSupport' | 'remoteDesktop' | 'automation1' | 'automation2' | 'cmsPlugin' | 'agreement';

/** What an item does that is not opening a page of the app. */
export type MenuAction = 'newsletter' | 'overseasRates' | 'credits';

type Params = Record<string, string | number | undefined>;

export type MenuTarget =
  | {
      kind: 'page';
      name: PathName;
      params?: (user: User) => Params;
      /** Query per service mode (the shipments report in WhatsApp mode carries s=102). */
      query?: Partial<Record<AppServiceMode, Record<string, string>>>;
    }
  | { kind: 'external'; link: InfoLinkKey }
  | { kind: 'action'; action: MenuAction };

export interface MenuItemDef {
  key: string;
  target: MenuTarget;
  /** Who sees it; an item that opens a page takes its route's rule when it names none. */
  rule?: AccessRule;
  /** Service modes the item belongs to; all three when absent. */
  modes?: readonly AppServiceMode[];
}

export interface MenuGroupDef {
  key: MenuGroupKey;
  items: MenuItemDef[];
}

const textOnly: readonly AppServiceMode[] = ['text'];
const user: AccessRule = { access: 'user' };
// Section 6: group 5 sees appManagement, though its pages open to group 2 as well.
const appManagement: AccessRule = { access: 'superAdmin', brandList: 'managementDeny' };
const page = (name: PathName, extra: Omit<Extract<MenuTarget, { kind: 'page' }>, 'kind' | 'name'> = {}): MenuTarget => ({ kind: 'page', name, ...extra });
const external = (link: InfoLinkKey): MenuItemDef => ({ key: link, rule: user, target: { kind: 'external', link } });

export const menuTable: readonly MenuGroupDef[] = [
  {
    key: 'campaigns',
    items: [
      // In WhatsApp mode sending is the WhatsApp page (templates, campaigns, chat), not the SMS composer.
      { key: 'campaign', modes: ['text', 'voice'], target: page('campaign') },
      { key: 'whatsappCampaignChat', modes: ['whatsapp'], target: page('whatsappCampaignChat') },
      { key: 'trackDrafts', modes: textOnly, target: page('trackDrafts') },
      { key: 'templates', target: page('templates') },
    ],
  },
  {
    key: 'reports',
    items: [
      { key: 'smsReport', modes: ['text', 'whatsapp'], target: page('smsReport') },
      { key: 'voiceReport', modes: ['voice'], target: page('voiceReport') },
      { key: 'incomingSmsReport', modes: textOnly, target: page('incomingSmsReport') },
      { key: 'shipmentsReport', target: page('shipmentsReport', { query: { whatsapp: { s: '102' } } }) },
      // Beside the sent ones: a campaign scheduled for tomorrow is found in the future shipments, one held for its hours in the waiting ones.
      { key: 'futureShipmentsReport', target: page('futureShipmentsReport') },
      { key: 'waitingShipmentsReport', target: page('waitingShipmentsReport') },
      { key: 'blacklistReport', target: page('blacklistReport') },
      { key: 'usersUsageReport', modes: textOnly, target: page('usersUsageReport') },
      { key: 'clickReport', modes: textOnly, target: page('clickReport') },
      { key: 'invoicesReport', target: page('invoicesReport') },
    ],
  },
  {
    key: 'users',
    items: [
      { key: 'newUser', target: page('profile', { params: () => ({ userId: 'new' }) }) },
      { key: 'usersReport', modes: textOnly, target: page('usersReport') },
    ],
  },
  {
    key: 'contactsList',
    items: [
      { key: 'newContactList', target: page('contactList', { params: () => ({ contactListId: 'new' }) }) },
      { key: 'uploadLists', target: page('uploadLists') },
    ],
  },
  {
    key: 'landingPageNewsletter',
    items: [{ key: 'newsletter', rule: user, target: { kind: 'action', action: 'newsletter' } }],
  },
  {
    key: 'settings',
    items: [
      { key: 'myProfile', target: page('myProfile') },
      { key: 'settings', target: page('settings') },
      { key: 'pushApi', target: page('pushApi', { params: (u) => ({ userId: u.userId }) }) },
    ],
  },
  {
    key: 'info',
    items: [
      external('apiDocs'),
      external('remoteSupport'),
      external('remoteDesktop'),
      external('automation1'),
      external('automation2'),
      external('cmsPlugin'),
      external('agreement'),
      { key: 'overseasRates', rule: user, target: { kind: 'action', action: 'overseasRates' } },
    ],
  },
  {
    key: 'appManagement',
    items: [
      { key: 'assignNumbers', rule: appManagement, target: page('settingSystem', { params: () => ({ section: 'assign-numbers' }) }) },
      // The pages below: whoever may open them (their routes' rules, the rules of their calls).
      { key: 'trackQueue', target: page('trackQueue') },
      { key: 'usersManagement', target: page('usersManagement') },
      { key: 'bi', target: page('bi') },
      { key: 'errors', target: page('errors') },
      { key: 'auditLog', target: page('auditLog') },
    ],
  },
  {
    key: 'credits',
    items: [{ key: 'credits', rule: user, target: { kind: 'action', action: 'credits' } }],
  },
];

/** One item as a viewer sees it. */
export type VisibleMenuItem =
  | { key: string; kind: 'page'; href: string; name: PathName; disabled: boolean }
  | { key: string; kind: 'external'; url: string }
  | { key: string; kind: 'action'; action: MenuAction };

export interface VisibleMenuGroup {
  key: MenuGroupKey;
  items: VisibleMenuItem[];
}

function linkOf(brand: AppMetaData | undefined, link: InfoLinkKey): string | undefined {
  const url = link === 'agreement' ? brand?.approvalFile ?? brand?.infoLinks?.agreement : brand?.infoLinks?.[link];
  return url || undefined;
}

function resolve(item: MenuItemDef, viewer: Viewer & { user: User }, brand: AppMetaData | undefined, isBuilt: (name: PathName) => boolean): VisibleMenuItem | null {
  const { target } = item;
  switch (target.kind) {
    case 'page':
      return {
        key: item.key,
        kind: 'page',
        name: target.name,
        href: href(target.name, target.params?.(viewer.user), target.query?.[viewer.mode]),
        // A page of a later version is shown but never linked: it would be Not Found.
        disabled: !isBuilt(target.name),
      };
    case 'external': {
      const url = linkOf(brand, target.link);
      return url ? { key: item.key, kind: 'external', url } : null;
    }
    case 'action':
      return { key: item.key, kind: 'action', action: target.action };
  }
}

/** Who sees an item: the rule it names, else the rule of the page it opens. */
function ruleOf(item: MenuItemDef): AccessRule {
  if (item.rule) return item.rule;
  if (item.target.kind !== 'page') throw new Error(`menu item ${item.key} names no rule`);
  const route = routeByName.get(item.target.name);
  if (!route) throw new Error(`menu item ${item.key} opens ${item.target.name}, which has no route`);
  return route.rule;
}

const inMode = (item: MenuItemDef, mode: AppServiceMode): boolean => !item.modes || item.modes.includes(mode);

/** The menu one viewer sees: items their access and mode allow, groups with at least one item. */
export function visibleMenu(viewer: Viewer, brand: AppMetaData | undefined, isBuilt: (name: PathName) => boolean): VisibleMenuGroup[] {
  const { user } = viewer;
  if (!user) return [];
  const signedIn = { ...viewer, user };
  return menuTable
    .map((group) => ({
      key: group.key,
      items: group.items
        .filter((item) => inMode(item, viewer.mode) && canSee(signedIn, ruleOf(item)))
        .map((item) => resolve(item, signedIn, brand, isBuilt))
        .filter((item): item is VisibleMenuItem => item !== null),
    }))
    .filter((group) => group.items.length > 0);
}
