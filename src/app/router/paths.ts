/**
 * The one route table (section 2): every path of the product, whether its page is built yet
 * or not, with an href builder, so no URL string is typed twice.
 */
import { generatePath } from 'react-router-dom';

export const paths = {
  home: '/',
  campaign: '/campaign/:campaignId?/:updateType?',
  templates: '/templates/:templateId?',
  whatsappCampaignChat: '/whatsapp-campaign-chat/:from?/:to?',
  trackDrafts: '/track-drafts',
  chat: '/chat/:id',
  smsReport: '/sms-report',
  voiceReport: '/voice-report',
  incomingSmsReport: '/incoming-sms-report',
  futureShipmentsReport: '/future-shipments-report',
  shipmentsReport: '/shipments-report',
  waitingShipmentsReport: '/waiting-shipments-report',
  blacklistReport: '/blacklist-report',
  clickReport: '/click-report',
  invoicesReport: '/invoices-report',
  usersUsageReport: '/users-usage-report',
  usersUsageReportMonth: '/users-usage-report/:month/:year',
  profile: '/profile/:userId?',
  usersReport: '/users-report/:userId?',
  usersManagement: '/users-management',
  createUserAccount: '/create-user-account',
  userProfile: '/user-profile/:userId',
  whatsappPostpaidPurchase: '/whatsapp-postpaid-purchase/:userId?',
  trackQueue: '/track-queue',
  bi: '/bi',
  errors: '/errors',
  auditLog: '/audit-log',
  security: '/security/:hash/:type?',
  pushApi: '/push-api/:userId',
  contactList: '/contact-list/:contactListId?',
  uploadLists: '/upload-lists',
  myProfile: '/my-profile',
  settings: '/settings',
  settingSystem: '/setting-system/:section?',
  // Public
  login: '/login/:fromOldSystem?',
  forgotPassword: '/forgot-password',
  blockPage: '/block-page',
  fileNotFound: '/file-not-found',
  linkNotFound: '/link-not-found',
  fileExpired: '/file-expired',
  linkExpired: '/link-expired',
  remove: '/remove',
  removeNumber: '/remove-number',
  landingPage: '/landing-page/:hash/:type?',
  creditGuardResult: '/credit-guard-result/:type/:contactNumber?',
  externalLogin: '/external-login',
  verifyPhone: '/ver/:hash',
  verifyWhatsappPhone: '/very/:hash',
  coupon: '/coupon/:code',
  meeting: '/meeting/:id',
  forbidden: '/403',
  serverError: '/500',
  notFound: '/404',
} as const;

export type PathName = keyof typeof paths;

/** The settings-system sections (children of /setting-system). */
export const settingSystemSections = [
  'assign-numbers', 'email-association', 'upload-blacklist-modal', 'blocking-users', 'block-campaigns',
  'move-all-distribution-lists', 'white-label-management', 'configuring-administrators',
  'prohibited-word-permission', 'add-verified-numbers', 'aflalu-unblocking', 'share-verified-numbers',
  'move-associated-numbers', 'manage-contact-lists', 'manage-price-lists', 'enforcement-of-policy-approval',
] as const;

type Params = Record<string, string | number | undefined>;

/** A URL for a route: href('contactList', { contactListId: 5 }) → /contact-list/5. */
export function href(name: PathName, params: Params = {}, query?: Record<string, string>): string {
  const clean = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
  const path = generatePath(paths[name], clean);
  return query ? `${path}?${new URLSearchParams(query).toString()}` : path;
}
