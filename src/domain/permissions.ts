/**
 * The product's permissions, named once (section 6). The numbers are PERMISSION_IDs: the
 * spec fixes 2 (users section), 12 (newsletter), 26 (WhatsApp) and 31 (batching in a closed
 * window); the others were not shown and are assigned here, and the API contract's
 * `x-permission` uses these same numbers.
 */
export const Permission = {
  createCampaigns: 1,
  usersSection: 2,
  createTemplates: 3,
  createContactLists: 4,
  editSenderNumber: 5,
  emailSettings: 6,
  extraSendAttempt: 7,
  mailSystemConnection: 8,
  freezeUnsubscribe: 9,
  mailToSms: 10,
  allowedSendingHours: 11,
  newsletter: 12,
  voice: 13,
  overseasSms: 14,
  deleteParentContactList: 15,
  whatsapp: 26,
  batchingInClosedWindow: 31,
  // The administrators' extra permissions.
  expressTrack: 40,
  firewallExclusion: 41,
  longMessages1005: 42,
  blockedExportBlock: 43,
  verifiedNumberInheritance: 44,
  sendWithoutVerification: 45,
  twoStepExclusion: 46,
  approveSourceNames: 47,
  approvePostpaid: 48,
  manageSubUserBalances: 49,
  loginAsSubUser: 50,
  blockCampaigns: 51,
  enforceTerms: 52,
  managePriceLists: 53,
} as const;

export type PermissionName = keyof typeof Permission;
export type PermissionId = (typeof Permission)[PermissionName];

export const permissionIds: readonly number[] = Object.values(Permission);

/** How a grant applies to a user and, when bequeathed, to the sub-users below it. */
export type PermissionMode = 'enable' | 'block' | 'enableAndBequeath' | 'blockAndBequeath';
