/**
 * Which page each path shows and who may open it. A path whose feature is not built yet has
 * no `page`: its guard still answers (so a refused user is refused), then it is Not Found.
 */
import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { ensureTexts, type LocaleFeature } from '../i18n/i18n';
import { Permission } from '../../domain/permissions';
import { refusalOf, ruleOfCall, type AccessRule, type Viewer } from '../state/access';
// A management page takes the rule of the call it exists for (issue 18: a system manager sees the screens whose calls it may make).
import { createUserAccount, getAuditLog, getErrorsLogs, getMainAutocomplete, getMessagesPerDay, getQueue, getUserDetails } from '../../contract/access';
import type { User } from '../api/generated/main';
import type { AppDispatch } from '../state/store';
import { paths, type PathName } from './paths';

type PageModule = { default: ComponentType };
/** What a page asks the server for as it mounts, asked for before it draws (see `data`). */
type PageData = { default: (dispatch: AppDispatch, user: User) => void };

export interface RouteEntry {
  name: PathName;
  rule: AccessRule;
  page?: () => Promise<PageModule>;
  /** The feature texts its page waits for (beyond the core ones), fetched at boot with its code. */
  texts?: LocaleFeature[];
  /** Its page's first requests, made at boot once the saved session is read (prefetchDataOf). */
  data?: () => Promise<PageData>;
  /** Shown without the app bar. */
  bare?: boolean;
  /**
   * Drawn without antd for a signed-out visitor (the layout too): the first page every visitor
   * opens, so its JavaScript stays small (issue 14). Its page must not import antd.
   */
  light?: boolean;
}

const user: AccessRule = { access: 'user' };
const publicRule: AccessRule = { access: 'public' };
const management: AccessRule = { access: 'system', brandList: 'managementDeny' };
// The spec's admins: whoever manages a family (domain/access managesFamily); group 4 never.
const familyManager: AccessRule = { access: 'manager' };

export const routes: RouteEntry[] = [
  { name: 'campaign', rule: { access: 'user', permission: Permission.createCampaigns }, page: () => import('../features/campaign/CampaignPage'), texts: ['campaign', 'campaigns'], data: () => import('../features/campaign/prefetchComposer') },
  { name: 'templates', rule: { access: 'user', permission: Permission.createTemplates }, page: () => import('../features/templates/TemplatesPage') },
  { name: 'whatsappCampaignChat', rule: { access: 'user', permission: Permission.whatsapp }, page: () => import('../features/whatsapp/WhatsAppCampaignChatPage'), texts: ['whatsapp'] },
  { name: 'trackDrafts', rule: { access: 'user', permission: Permission.createCampaigns }, page: () => import('../features/drafts/DraftsPage') },
  { name: 'chat', rule: user, page: () => import('../features/chat/ChatPage'), texts: ['chat', 'reports'] },
  { name: 'smsReport', rule: user, page: () => import('../features/reports/messages/SmsReportPage') },
  { name: 'voiceReport', rule: { access: 'user', permission: Permission.voice }, page: () => import('../features/reports/voice/VoiceReportPage') },
  { name: 'incomingSmsReport', rule: user, page: () => import('../features/reports/incoming/IncomingSmsReportPage') },
  { name: 'futureShipmentsReport', rule: user, page: () => import('../features/reports/shipments/FutureShipmentsPage') },
  { name: 'shipmentsReport', rule: user, page: () => import('../features/reports/shipments/SentShipmentsPage') },
  { name: 'waitingShipmentsReport', rule: user, page: () => import('../features/reports/shipments/WaitingShipmentsPage') },
  { name: 'blacklistReport', rule: user, page: () => import('../features/blacklist/BlacklistReportPage') },
  { name: 'clickReport', rule: user, page: () => import('../features/reports/clicks/ClickReportPage') },
  { name: 'invoicesReport', rule: { access: 'manager' }, page: () => import('../features/reports/invoices/InvoicesReportPage') },
  { name: 'usersUsageReport', rule: user, page: () => import('../features/reports/usage/UsersUsageReportPage') },
  { name: 'usersUsageReportMonth', rule: user, page: () => import('../features/reports/usage/UsageMonthPage') },
  // "Admin only" in section 2 is whoever manages a family of users (the role 'manager').
  { name: 'profile', rule: familyManager, page: () => import('../features/users/SubUserPage'), texts: ['users'] },
  { name: 'usersReport', rule: familyManager, page: () => import('../features/users/UsersReportPage'), texts: ['users'] },
  // An administrator (group 3) finds its assigned customers there too: the rule of the search it calls (x-access admin).
  { name: 'usersManagement', rule: ruleOfCall(getMainAutocomplete, 'managementDeny'), page: () => import('../features/management/UsersManagementPage'), texts: ['management'] },
  // The rules of the calls they exist for (x-access admin): an administrator opens its assigned customers too.
  { name: 'createUserAccount', rule: ruleOfCall(createUserAccount, 'managementDeny'), page: () => import('../features/customer/CreateUserAccountPage'), texts: ['customer'] },
  { name: 'userProfile', rule: ruleOfCall(getUserDetails, 'managementDeny'), page: () => import('../features/customer/UserProfilePage'), texts: ['customer', 'users'] },
  { name: 'whatsappPostpaidPurchase', rule: management, page: () => import('../features/whatsapp/WhatsAppPostpaidPurchasePage'), texts: ['whatsapp'] },
  // Its call is the super-administrators' (super-admin/get-queue, x-access superAdmin).
  { name: 'trackQueue', rule: ruleOfCall(getQueue, 'managementDeny'), page: () => import('../features/queue/TrackQueuePage'), texts: ['queue'] },
  // The page exists for its calls (x-access superAdmin): super-administrators only, not the deny list.
  { name: 'bi', rule: ruleOfCall(getMessagesPerDay, 'managementDeny'), page: () => import('../features/bi/BiPage'), texts: ['bi'] },
  // The server refuses the page's calls to anyone else by the same list (http/errorsPageOnly.ts).
  { name: 'errors', rule: ruleOfCall(getErrorsLogs, 'errorsPageOnly'), page: () => import('../features/errors/ErrorsPage'), texts: ['serverErrors'] },
  { name: 'auditLog', rule: ruleOfCall(getAuditLog, 'managementDeny'), page: () => import('../features/auditLog/AuditLogPage'), texts: ['auditLog'] },
  { name: 'security', rule: management, page: () => import('../features/approvals/ApprovalPage') },
  { name: 'pushApi', rule: { access: 'primary' }, page: () => import('../features/pushApi/PushApiPage'), texts: ['pushApi'] },
  { name: 'contactList', rule: { access: 'user', permission: Permission.createContactLists }, page: () => import('../features/contacts/ContactListPage') },
  { name: 'uploadLists', rule: { access: 'user', permission: Permission.createContactLists }, page: () => import('../features/contacts/UploadListsPage') },
  { name: 'myProfile', rule: user, page: () => import('../features/profile/MyProfilePage'), texts: ['profile'] },
  { name: 'settings', rule: user, page: () => import('../features/profile/SettingsPage'), texts: ['profile'] },
  { name: 'settingSystem', rule: management, page: () => import('../features/systemSettings/SystemSettingsPage'), texts: ['systemSettings'] },
  // Public pages
  { name: 'login', rule: publicRule, page: () => import('../features/auth/LoginPage'), light: true },
  { name: 'forgotPassword', rule: publicRule, page: () => import('../features/auth/ForgotPasswordPage') },
  { name: 'externalLogin', rule: publicRule, page: () => import('../features/auth/ExternalLoginPage') },
  { name: 'blockPage', rule: publicRule, page: () => import('../features/public/BlockPage') },
  { name: 'fileNotFound', rule: publicRule, page: () => import('../features/public/FileNotFoundPage'), bare: true },
  { name: 'linkNotFound', rule: publicRule, page: () => import('../features/public/LinkNotFoundPage'), bare: true },
  { name: 'fileExpired', rule: publicRule, page: () => import('../features/public/FileExpiredPage'), bare: true },
  { name: 'linkExpired', rule: publicRule, page: () => import('../features/public/LinkExpiredPage'), bare: true },
  { name: 'remove', rule: publicRule, page: () => import('../features/public/RemovePage'), bare: true },
  { name: 'removeNumber', rule: publicRule, page: () => import('../features/public/RemoveNumberPage'), bare: true },
  // The newsletter service hands a new landing page over; linking it to a list needs the signed-in account.
  { name: 'landingPage', rule: user, page: () => import('../features/newsletters/LandingPageLinkPage'), texts: ['newsletters', 'main'] },
  { name: 'creditGuardResult', rule: publicRule, page: () => import('../features/payment/CreditGuardResultPage'), texts: ['payment'] },
  { name: 'verifyPhone', rule: publicRule, page: () => import('../features/public/VerifyPhonePage') },
  { name: 'verifyWhatsappPhone', rule: publicRule, page: () => import('../features/whatsapp/VerifyWhatsappPhonePage'), texts: ['whatsapp'] },
  { name: 'coupon', rule: publicRule, page: () => import('../features/public/CouponPage'), bare: true },
  { name: 'meeting', rule: publicRule, page: () => import('../features/public/MeetingPage') },
  { name: 'forbidden', rule: publicRule, page: () => import('../features/public/ForbiddenPage') },
  { name: 'serverError', rule: publicRule, page: () => import('../features/public/ServerErrorPage') },
  { name: 'notFound', rule: publicRule, page: () => import('../features/public/NotFoundPage') },
];

export const routeByName = new Map(routes.map((r) => [r.name, r]));

/** Whether the page of a path is built (menus disable the others). */
export const isBuilt = (name: PathName): boolean => Boolean(routeByName.get(name)?.page);

/**
 * Starts fetching the page's code for a path as the app boots, in parallel with the texts and
 * the saved session, instead of after them (one round trip less before the first page shows;
 * webpack hands the same module to the router's lazy page later). The page's own texts join
 * the core ones, instead of waiting for its code to ask for them (one more round trip).
 */
export function preloadPageOf(pathname: string): void {
  const route = routeOfPath(pathname);
  if (route?.texts) void ensureTexts(route.texts);
  if (route?.page) void loadPage(route).catch(() => undefined);
}

/**
 * Asks for what the page of a path asks for as it mounts, as soon as the saved session is read,
 * if that viewer may open the page: on a phone, drawing the page and then drawing it again as
 * each answer came was most of its blocking time; this way the answers are mostly in first.
 */
export function prefetchDataOf(pathname: string, viewer: Viewer, dispatch: AppDispatch): void {
  const route = routeOfPath(pathname);
  if (!route?.data || !viewer.user || refusalOf(viewer, route.rule) !== null) return;
  const user = viewer.user;
  void route.data().then((module) => module.default(dispatch, user), () => undefined);
}

const loadedPages = new Map<PathName, PageModule>();

/** A page's code, remembered once it is in. */
export function loadPage(route: RouteEntry): Promise<PageModule> {
  return route.page!().then((module) => {
    loadedPages.set(route.name, module);
    return module;
  });
}

/** The page's module if its code is already in (fetched at boot): the router then renders it at once. */
export const loadedPageOf = (name: PathName): PageModule | undefined => loadedPages.get(name);

/** The route table's entry for a browser path, as the router will match it. */
export const routeOfPath = (pathname: string): RouteEntry | undefined => routes.find((r) => matchPath(paths[r.name], pathname));

/** Whether the page at this path is drawn without antd for a signed-out visitor. */
export const isLightPath = (pathname: string): boolean => Boolean(routeOfPath(pathname)?.light);
