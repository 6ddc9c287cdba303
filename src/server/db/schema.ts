/**
 * The database's tables as Kysely sees them. Times are epoch milliseconds, flags are 0/1 and
 * lists are JSON text, so the same queries run on SQLite and PostgreSQL.
 */
import type { Generated } from 'kysely';

export interface UsersTable {
  id: Generated<number>;
  /** 0 for a primary user (account holder); otherwise the primary user's id. */
  admin_id: Generated<number>;
  /** Who created the user (0 for a primary user); migration 0025. */
  parent_id: Generated<number>;
  /** Ancestors root to self, '/12/40/41/' ('' on rows written without it: domain/family storedFamilyPath). */
  family_path: Generated<string>;
  /** The administrator (group 3) the account is assigned to. */
  administrator_id: number | null;
  /** When the user was deleted (users/delete-sub-user); the row stays for what names it. */
  deleted_at: number | null;
  group_id: number;
  username: string;
  password_hash: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  email: Generated<string>;
  customer_number: string;
  national_id: string | null;
  phones: Generated<string>;
  customer_type: Generated<number>;
  active: Generated<number>;
  blocked: Generated<number>;
  blocked_reason: string | null;
  failed_logins: Generated<number>;
  otp_enabled: Generated<number>;
  price_list_id: number | null;
  brand_id: number | null;
  password_changed_at: number;
  password_valid_until: number | null;
  /** The hour permission: 0 saves campaigns held until an administrator lets them go. */
  can_send: Generated<number>;
  /** 1 when an administrator refused the user new campaigns. */
  cant_send_campaign: Generated<number>;
  /** SendingHours, JSON; null is any time. */
  sending_hours: string | null;
  /** Messages a day; null is no limit. */
  daily_limit: number | null;
  /** JSON array of addresses the account may be used from; '[]' is any (migration 0026). */
  allowed_ips: Generated<string>;
  /** JSON array of at most 3 SMS-to-mail addresses (migration 0026). */
  allowed_emails: Generated<string>;
  /** Where invoices and reports go; null is the user's e-mail (migration 0026). */
  reports_email: Generated<string | null>;
  /** Set by users/enforcement-user: the terms must be accepted again after it (migration 0026). */
  terms_required_since: Generated<number | null>;
  /** JSON AccountDefaults of /settings; the composer starts from them (migration 0026). */
  account_defaults: Generated<string>;
  /** The user's own monthly e-mail limit, set on the sub-user form; null is none (migration 0030). */
  mail_limit: Generated<number | null>;
  /** The group before it was made a system user (2 or 5); null when it never was (migration 0047). */
  group_before_system: Generated<number | null>;
  /** The customer's company, from the billing details; '' until given (migration 0039). */
  company_name: Generated<string>;
  /** The support team's internal notes, never shown to the customer (migration 0040). */
  comments: Generated<string>;
  /** prepaid, postpaid, card or bank, from the billing details (migration 0040). */
  payment_type: Generated<string>;
  created_at: number;
}

/** A customer allowed to send a prohibited word; word_id 0 is every one (migration 0040). */
export interface SendWordPermissionsTable {
  user_id: number;
  word_id: number;
  granted_by: number | null;
  created_at: number;
}

/** A sender name a sub-user may use (migration 0025). */
export interface UserSourceNamesTable {
  user_id: number;
  name: string;
}

/** A verified number a sub-user may send from, stored digits as sender_identities.value (migration 0033). */
export interface UserVerifiedNumbersTable {
  user_id: number;
  phone: string;
}

export interface UserPermissionsTable {
  user_id: number;
  permission_id: number;
  mode: string;
}

export interface PasswordHistoryTable {
  id: Generated<number>;
  user_id: number;
  password_hash: string;
  created_at: number;
}

export interface OtpPhonesTable {
  id: Generated<number>;
  user_id: number;
  phone: string;
  created_at: number;
}

export interface VerificationCodesTable {
  id: Generated<number>;
  user_id: number | null;
  purpose: string;
  destination: string;
  code_hash: string;
  attempts: Generated<number>;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  /** The administrator who logged in as this sub-user, if any. */
  impersonator_id: number | null;
  keep_logged_in: Generated<number>;
  created_at: number;
  expires_at: number;
  last_seen_at: number;
  revoked_at: number | null;
  ip: Generated<string>;
  user_agent: Generated<string>;
}

export interface BalancesTable {
  user_id: number;
  service: string;
  /** Never below zero: a CHECK constraint holds it, whatever runs at once. */
  amount: Generated<number>;
}

export interface BalanceEntriesTable {
  id: Generated<number>;
  user_id: number;
  service: string;
  delta: number;
  balance_after: number;
  reason: string;
  reference: string | null;
  created_by: number | null;
  created_at: number;
  /** A wallet's take or refund (migration 0055); balance_after is then the wallet's balance. */
  wallet_id: Generated<number | null>;
}

export interface BrandsTable {
  id: Generated<number>;
  host: string;
  owner_user_id: number | null;
  is_white_label: Generated<number>;
  logo_name: string;
  app_logo_src: string;
  support_phone: string;
  support_email: string;
  support_text: Generated<string>;
  site_key: string | null;
  hide_app_bar: Generated<number>;
  buy_package: string | null;
  approval_file: string | null;
  info_links: Generated<string>;
  /** The brand's quiet hours as JSON (migration 0056; domain/quietHours.ts); null is the defaults. */
  quiet_hours: string | null;
}

export interface LoginAuditTable {
  id: Generated<number>;
  user_id: number | null;
  username: string;
  outcome: string;
  ip: Generated<string>;
  user_agent: Generated<string>;
  created_at: number;
}

/** The simulator of the system's SMS and mail: what would have been sent, and to whom. */
export interface OutboxTable {
  id: Generated<number>;
  channel: 'sms' | 'mail';
  recipient: string;
  subject: Generated<string>;
  body: string;
  created_at: number;
  user_id: number | null;
  /** Mail delivery over SMTP (migration 0034, messaging/mail/mailSender.ts). */
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  next_attempt_at: Generated<number>;
  sent_at: number | null;
  error: string | null;
  claimed_by: string | null;
  claimed_at: number | null;
  /** An HTML part beside the text; null is text only. */
  html: string | null;
}

/** pending: waits for its try; sending: taken by a sender; kept: stays in the outbox, never delivered (system SMS, rows older than delivery). */
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'kept';

/** A frozen account's request to be reactivated. */
export interface InactiveRequestsTable {
  id: Generated<number>;
  user_id: number;
  phone: Generated<string>;
  comments: Generated<string>;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  created_at: number;
  decided_at: number | null;
  decided_by: number | null;
}

/** A live notification for a user's browser windows (the event stream), until acknowledged. */
export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  /** 1 error, 2 success, 3 info, 4 warning. */
  type: number;
  /** A text key the browser translates. */
  message: string;
  dynamic_string: Generated<string>;
  /** Where in the app it leads (a reply's conversation), if anywhere. */
  link: string | null;
  /** A WhatsApp notification's details (the contract's WhatsAppNotification), JSON; null for the others. */
  whatsapp: string | null;
  created_at: number;
  received_at: number | null;
}

/** One action of an administrator (or a sign-in-as), append-only and hash-chained (migration 0038, src/server/audit). */
export interface AuditLogTable {
  /** Given by the writer: the last id + 1 under the chain's lock. */
  id: number;
  at: number;
  actor_user_id: number;
  actor_group: number;
  ip: string;
  /** The contract's operationId. */
  operation: string;
  subject_user_id: number | null;
  account: number | null;
  /** JSON: { before, after, ... } — small, never a password, token or code. */
  summary: string;
  prev_hash: string;
  hash: string;
}
/** One request that ended in an unexpected 500 (src/server/errorLog); never shown to customers. */
export interface ServerErrorsTable {
  id: Generated<number>;
  at: number;
  request_id: string;
  /** The contract's operationId, when the request reached one. */
  operation: string | null;
  /** The signed-in caller, when there was one. */
  user_id: number | null;
  method: string;
  /** The route's pattern (/api/sockets/:token/:window), never the raw URL with its tokens and query. */
  path: string;
  message: string;
  stack: string;
}

/** A business number of an account on WhatsApp and where its onboarding stands (WhatsAppNumberState). */
export interface WaNumbersTable {
  id: Generated<number>;
  account_id: number;
  user_id: number;
  phone: string;
  state: string;
  is_pool_number: Generated<number>;
  waba_id: string | null;
  phone_number_id: string | null;
  display_name: Generated<string>;
  company_name: Generated<string>;
  /** The business profile (set-chat-profile), JSON. */
  profile: Generated<string>;
  logo_hash: string | null;
  daily_limit: Generated<number>;
  is_verified_business: Generated<number>;
  messaging_tier: Generated<string>;
  is_blocked_by_meta: Generated<number>;
  send_read_status: Generated<number>;
  /** When the templates were last read back from Meta (the 15-minute sync). */
  templates_synced_at: number | null;
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
}

/** A file uploaded for WhatsApp (upload-whatsapp-file), by its sha-256 per account. */
export interface WaMediaTable {
  account_id: number;
  hash: string;
  user_id: number;
  dir: 'templates' | 'campaigns' | 'chat' | 'profile' | 'onboarding';
  original_name: string;
  /** Sniffed from the content. */
  mime_type: string;
  size: number;
  width: number | null;
  height: number | null;
  data: Buffer;
  created_at: number;
}

export interface WaOnboardingRequestsTable {
  id: Generated<number>;
  account_id: number;
  user_id: number;
  number_id: number;
  /** The onboarding form's fields, JSON. */
  fields: string;
  /** The documents: uploaded files' hashes by field, JSON. */
  files: string;
  status: string;
  created_at: number;
  decided_at: number | null;
}

export interface WaTemplatesTable {
  id: Generated<number>;
  account_id: number;
  number_id: number;
  /** Meta's template id, once created there. */
  provider_id: string | null;
  name: string;
  language: string;
  category: string;
  /** The template as built (the contract's WhatsAppTemplate), JSON. */
  content: string;
  /** Meta's status: PENDING, APPROVED, REJECTED, PAUSED, DISABLED… */
  provider_status: string;
  rejection_reason: string | null;
  paused_until: number | null;
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
}

/** One customer's conversation with one business number; the 24-hour window runs from last_inbound_at. */
export interface WaConversationsTable {
  id: Generated<number>;
  account_id: number;
  number_id: number;
  /** The customer's wa_id (digits). */
  peer: string;
  peer_name: Generated<string>;
  last_inbound_at: number | null;
  last_message_at: number;
  unread: Generated<number>;
}

export type WaDirection = 'in' | 'out';
/** Out: accepted → sent → delivered → read, or failed; in: received → read. */
/** 'sending': a chat message stored before Meta answers, so a status that overtakes the answer finds it (by its callback data). */
export type WaMessageStatus = 'sending' | 'accepted' | 'sent' | 'delivered' | 'read' | 'failed' | 'received';

export interface WaMessagesTable {
  id: Generated<number>;
  account_id: number;
  number_id: number;
  conversation_id: number;
  direction: WaDirection;
  wamid: string | null;
  type: string;
  body: Generated<string>;
  caption: string | null;
  media_hash: string | null;
  media_mime: string | null;
  template_id: number | null;
  context_wamid: string | null;
  /** The pipeline's messages row of a campaign send. */
  message_id: number | null;
  campaign_id: number | null;
  status: WaMessageStatus;
  error_code: number | null;
  rejection_reason: number | null;
  pricing_category: string | null;
  billed_at: number | null;
  created_at: number;
  status_at: number;
}

/** A customer's WhatsApp rate for one country (set_product_rate), shekels per message before VAT. */
export interface WaRatesTable {
  user_id: number;
  country_code: string;
  rate: number;
  updated_at: number;
}

/** A brand's logo or agreement file (migration 0048_brands_wallets). */
export interface BrandFilesTable {
  id: Generated<number>;
  brand_id: number;
  kind: 'logo' | 'approvalFile';
  name: string;
  /** Sniffed from the content. */
  mime_type: string;
  data: Buffer;
  created_at: number;
}

/** Sms credits an account set apart for its sub-users (migration 0048_brands_wallets). */
export interface WalletsTable {
  id: Generated<number>;
  account_id: number;
  name: string;
  status: Generated<'active' | 'frozen'>;
  balance: Generated<number>;
  created_at: number;
}

export interface WalletPermissionsTable {
  wallet_id: number;
  user_id: number;
}

/** A company billed separately under an account (migration 0048_brands_wallets). */
export interface OrganizationsTable {
  id: Generated<number>;
  account_id: number;
  name: string;
  company_id: string;
  created_at: number;
}

export interface Database {
  // White-label files, wallets and organizations (migration 0048_brands_wallets).
  brand_files: BrandFilesTable;
  wallets: WalletsTable;
  wallet_permissions: WalletPermissionsTable;
  organizations: OrganizationsTable;
  audit_log: AuditLogTable;
  // WhatsApp (migration 0044_whatsapp).
  wa_numbers: WaNumbersTable;
  wa_onboarding_requests: WaOnboardingRequestsTable;
  wa_templates: WaTemplatesTable;
  wa_conversations: WaConversationsTable;
  wa_messages: WaMessagesTable;
  wa_rates: WaRatesTable;
  wa_media: WaMediaTable;
  // The server's errors of the /errors page (migration 0041_server_errors).
  server_errors: ServerErrorsTable;
  send_word_permissions: SendWordPermissionsTable;
  notifications: NotificationsTable;
  // The chat of a shipment (migration 0036_chat).
  chat_answers: ChatAnswersTable;
  chat_settings: ChatSettingsTable;
  users: UsersTable;
  user_permissions: UserPermissionsTable;
  password_history: PasswordHistoryTable;
  otp_phones: OtpPhonesTable;
  verification_codes: VerificationCodesTable;
  sessions: SessionsTable;
  user_source_names: UserSourceNamesTable;
  user_verified_numbers: UserVerifiedNumbersTable;
  balances: BalancesTable;
  balance_entries: BalanceEntriesTable;
  brands: BrandsTable;
  login_audit: LoginAuditTable;
  outbox: OutboxTable;
  inactive_requests: InactiveRequestsTable;
  price_lists: PriceListsTable;
  rates: RatesTable;
  // Price lists managed by super-administrators (migration 0049_price_list_rates).
  price_list_texts: PriceListTextsTable;
  user_rates: UserRatesTable;
  contact_lists: ContactListsTable;
  contact_list_subs: ContactListSubsTable;
  contacts: ContactsTable;
  blacklist: BlacklistTable;
  blacklist_history: BlacklistHistoryTable;
  platform_blacklist: PlatformBlacklistTable;
  destination_files: DestinationFilesTable;
  destination_file_blobs: DestinationFileBlobsTable;
  destination_file_rows: DestinationFileRowsTable;
  import_progress: ImportProgressTable;
  campaigns: CampaignsTable;
  campaign_recipients: CampaignRecipientsTable;
  shipments: ShipmentsTable;
  ab_tests: AbTestsTable;
  messages: MessagesTable;
  message_provider_ids: MessageProviderIdsTable;
  unmatched_receipts: UnmatchedReceiptsTable;
  incoming_messages: IncomingMessagesTable;
  recipient_candidates: RecipientCandidatesTable;
  short_links: ShortLinksTable;
  short_link_clicks: ShortLinkClicksTable;
  push_urls: PushUrlsTable;
  webhook_events: WebhookEventsTable;
  webhook_alarms: WebhookAlarmsTable;
  // The push-API page's last deliveries (migration 0027_push_deliveries).
  push_deliveries: PushDeliveriesTable;
  // The recordings voice campaigns play (migration 0031_voice_files).
  voice_files: VoiceFilesTable;
  forbidden_words: ForbiddenWordsTable;
  sender_identities: SenderIdentitiesTable;
  // Sender-name requests' documents (migration 0052_sender_name_documents).
  sender_name_documents: SenderNameDocumentsTable;
  // Sender-name verification meetings (migration 0053_sender_name_meetings).
  sender_name_meetings: SenderNameMeetingsTable;
  // Numbers and verified groups of the system settings (migration 0045_system_numbers).
  account_numbers: AccountNumbersTable;
  shortcut_number_files: ShortcutNumberFilesTable;
  verified_groups: VerifiedGroupsTable;
  verified_group_members: VerifiedGroupMembersTable;
  // Sender verification (migration 0013_senders).
  sender_verifications: SenderVerificationsTable;
  sender_verification_messages: SenderVerificationMessagesTable;
  forbidden_sources: ForbiddenSourcesTable;
  user_notices: UserNoticesTable;
  // Templates and terms approvals (migration 0014_templates).
  templates: TemplatesTable;
  terms_approvals: TermsApprovalsTable;
  // Reports produced on the server for e-mail (migration 0015_reports).
  produced_reports: ProducedReportsTable;
  message_days: MessageDaysTable;
  message_status_days: MessageStatusDaysTable;
  // Approval requests of /security/:hash (migration 0018_approvals).
  approval_requests: ApprovalRequestsTable;
  // Invoices, kept campaign usage (migration 0017_invoices).
  invoices: InvoicesTable;
  campaign_usage: CampaignUsageTable;
  // Automatic answers to replies (migration 0019_auto_replies).
  auto_replies: AutoRepliesTable;
  // Rate limits shared by every API process (migration 0022_rate_limits).
  rate_limits: RateLimitsTable;
  // Packages and card payment (migration 0028_package_payments).
  price_list_products: PriceListProductsTable;
  package_payments: PackagePaymentsTable;
  postpaid_requests: PostpaidRequestsTable;
  // The newsletter and landing-page hand-off and its simulator (migration 0029_newsletters).
  newsletter_accounts: NewsletterAccountsTable;
  landing_page_links: LandingPageLinksTable;
  newsletter_simulator_accounts: NewsletterSimulatorAccountsTable;
  newsletter_simulator_tokens: NewsletterSimulatorTokensTable;
  newsletter_simulator_landing_pages: NewsletterSimulatorLandingPagesTable;
}

/** A package a price list sells: `quantity` credits of `service` for `rate` shekels before VAT. */
export interface PriceListProductsTable {
  id: Generated<number>;
  price_list_id: number;
  name: string;
  service: BalanceService;
  quantity: number;
  rate: number;
  created_at: number;
  /** package: sold for shekels; message: credits per message unit of its service (domain/pricing.ts). */
  kind: Generated<PriceListProductKind>;
}

export type PriceListProductKind = 'package' | 'message';

/** failed: charged, but nothing loaded (another amount, or the invoice could not be written). */
export type PackagePaymentState = 'pending' | 'paid' | 'declined' | 'failed';

/** A card payment through the hosted payment page; `token` names it to the processor. */
export interface PackagePaymentsTable {
  id: Generated<number>;
  token: string;
  account_id: number;
  user_id: number;
  product_id: number | null;
  service: BalanceService;
  credits: number;
  amount: number;
  total: number;
  state: Generated<PackagePaymentState>;
  result_status: number | null;
  processor_reference: string | null;
  card_token: string | null;
  invoice_id: number | null;
  created_at: number;
  completed_at: number | null;
  /** What the payment is for (migration 0054): a package, a card saved, an amount charged by a super-administrator. */
  purpose: Generated<PaymentPurpose>;
  /** When the outcome was e-mailed to the payer (send-url-cg-response-mail, once; migration 0054). */
  result_mailed_at: number | null;
}

export type PaymentPurpose = 'package' | 'saveCard' | 'charge';

/** A request to pay later, open until an administrator approves it (one open per account). */
export interface PostpaidRequestsTable {
  id: Generated<number>;
  account_id: number;
  user_id: number;
  product_id: number | null;
  service: BalanceService;
  credits: number;
  amount: number;
  state: Generated<'open' | 'approved'>;
  decided_by: number | null;
  decided_at: number | null;
  invoice_id: number | null;
  created_at: number;
}

export interface RateLimitsTable {
  /** The rule's name and its subject, e.g. 'login.ip:203.0.113.7'. */
  key: string;
  window_start: number;
  hits: number;
}

export interface ImportProgressTable {
  account_id: number;
  import_key: string;
  stage: string;
  percent: number;
  rows_read: number;
  updated_at: number;
}

export interface ContactListsTable {
  id: Generated<number>;
  /** The primary user whose account the list belongs to. */
  account_id: number;
  created_by: number;
  name: string;
  /** The name trimmed and lower-cased: unique among the account's live lists. */
  name_key: string;
  is_parent: Generated<number>;
  /** Customized headers of fields 1 to 6, JSON. */
  headers: Generated<string>;
  /** Quick-send list settings (MobileData), JSON. */
  mobile_data: string | null;
  contacts_count: Generated<number>;
  created_at: number;
  deleted_at: number | null;
}

export interface ContactListSubsTable {
  parent_id: number;
  sub_id: number;
}

export interface ContactsTable {
  id: Generated<number>;
  list_id: number;
  /** Digits only, as src/domain/phones stores it. */
  phone: string;
  field1: string | null;
  field2: string | null;
  field3: string | null;
  field4: string | null;
  field5: string | null;
  /** Birth date, DD/MM/YYYY. */
  field6: string | null;
  email: string | null;
  source: Generated<string>;
  created_at: number;
}

export interface BlacklistTable {
  id: Generated<number>;
  account_id: number;
  phone: string;
  source: string;
  added_by: number | null;
  created_at: number;
  /** The consent record's evidence (migration 0058, domain/consent.ts): where and how the opt-out came, what was received. */
  channel: Generated<string>;
  how: Generated<string>;
  evidence_text: string | null;
  campaign_id: number | null;
}

export interface BlacklistHistoryTable {
  id: Generated<number>;
  account_id: number;
  phone: string;
  action: 'added' | 'removed';
  source: string;
  user_id: number | null;
  created_at: number;
  /** The consent record's evidence (migration 0058, domain/consent.ts): where and how the opt-out came, what was received. */
  channel: Generated<string>;
  how: Generated<string>;
  evidence_text: string | null;
  campaign_id: number | null;
}

/** Numbers removed on the public page, which names no account: no account sends to them. */
export interface PlatformBlacklistTable {
  id: Generated<number>;
  phone: string;
  sender: string | null;
  source: string;
  ip: Generated<string>;
  created_at: number;
}

export interface PriceListsTable {
  id: Generated<number>;
  name: string;
  type: Generated<string>;
  is_default: Generated<number>;
  created_at: number;
  /** Credits per message unit on a channel the list names no message rate for (domain/pricing.ts). */
  rate: Generated<number>;
}

/** The text customers read with a price list, per language. */
export interface PriceListTextsTable {
  price_list_id: number;
  language: string;
  text: string;
}

/** One customer's own overseas rate for a prefix, read before its price list's (save-countries-rates). */
export interface UserRatesTable {
  id: Generated<number>;
  user_id: number;
  prefix: string;
  country: string;
  operator_desc: string;
  rate: number;
  updated_at: number;
}

export interface RatesTable {
  price_list_id: number;
  prefix: string;
  country: string;
  operator_desc: string;
  rate: number;
}

/** The services a balance is kept for (section 3); ids 445, 446, 500 name three of them. */
export const balanceServices = ['sms', 'overseas_sms', 'emails', 'voice', 'whatsapp'] as const;
export type BalanceService = (typeof balanceServices)[number];

/** Numbers pasted in the composer, or a destinations file, of an account (section 9). */
export interface DestinationFilesTable {
  id: Generated<number>;
  account_id: number;
  user_id: number;
  /** sha-256 of the content, hex: unique per account, what the browser names the file by. */
  hash: string;
  name: string;
  kind: 'pasted' | 'file';
  status: 'uploaded' | 'checked' | 'inUse' | 'removed';
  campaign_id: number | null;
  /** Bytes of the uploaded file. */
  size: Generated<number>;
  /** The file's first row, or the titles of fields 1 to 6 once mapped, JSON. */
  headers: Generated<string>;
  /** The ContactsColumnMapping applied, JSON. */
  mapping: string | null;
  total_rows: Generated<number>;
  saved: Generated<number>;
  duplicates: Generated<number>;
  failed: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface DestinationFileBlobsTable {
  file_id: number;
  data: Buffer;
}

/** The checked recipients of a destination file, which the sending pipeline reads. */
export interface DestinationFileRowsTable {
  file_id: number;
  phone: string;
  field1: string | null;
  field2: string | null;
  field3: string | null;
  field4: string | null;
  field5: string | null;
  field6: string | null;
}

/** An answer written in a shipment's chat; it went out as the campaign answer_campaign_id. */
export interface ChatAnswersTable {
  id: Generated<number>;
  /** The shipment whose chat it was written in. */
  chat_id: number;
  account_id: number;
  user_id: number;
  phone: string;
  text: string;
  answer_campaign_id: number;
  created_at: number;
}

/** A user's chat page settings. */
export interface ChatSettingsTable {
  user_id: number;
  destination_filter: string;
  new_message_sound: number;
}

/** Campaign states of section 4, plus held (saved outside permitted hours or without permission to send). */
export type CampaignStatus = 'draft' | 'waiting' | 'future' | 'sending' | 'sent' | 'stopped' | 'held';

export interface CampaignsTable {
  id: Generated<number>;
  account_id: number;
  user_id: number;
  name: string;
  kind: Generated<string>;
  content: string;
  sender: string;
  status: CampaignStatus;
  /** CampaignSchedule, JSON. */
  schedule: string;
  /** CampaignSettings, JSON. */
  settings: string;
  content_key: string;
  recipients: Generated<number>;
  credits_reserved: Generated<number>;
  credits_spent: Generated<number>;
  credits_refunded: Generated<number>;
  /** The wallet its credits were reserved from, null for the account's balance (migration 0055). */
  wallet_id: Generated<number | null>;
  created_at: number;
  updated_at: number;
  /** The repeating or birthday campaign this run belongs to. */
  parent_id: number | null;
  /** A repeating or birthday campaign's next run; null once it has no more. */
  next_run_at: number | null;
  sent_at: number | null;
}

export interface CampaignRecipientsTable {
  campaign_id: number;
  seq: number;
  phone: string;
  field1: string | null;
  field2: string | null;
  field3: string | null;
  field4: string | null;
  field5: string | null;
  field6: string | null;
}

export type ShipmentStatus = 'waiting' | 'making' | 'dispatching' | 'done' | 'cancelled';

export interface ShipmentsTable {
  id: Generated<number>;
  campaign_id: number;
  account_id: number;
  seq_from: number;
  seq_to: number;
  run_at: number;
  status: ShipmentStatus;
  made_to: Generated<number>;
  created_at: number;
  started_at: number | null;
  ended_at: number | null;
  /** An A/B test's variant (1..4) whose text this shipment sends; null: the campaign's content (migration 0057). */
  variant: Generated<number | null>;
}

/** An A/B test's decision (migration 0057, modules/campaigns/abTests). */
export interface AbTestsTable {
  campaign_id: number;
  account_id: number;
  metric: string;
  share_percent: number;
  delay_minutes: number;
  decide_at: number;
  rest_shipment_id: number | null;
  decided_at: number | null;
  /** The winning variant, 1-based. */
  winner: number | null;
  settled_at: number | null;
}

/** queued → submitting → submitted → delivered | failed; uncertain after a crash mid-submit. */
export type MessageStatus = 'queued' | 'submitting' | 'submitted' | 'delivered' | 'failed' | 'uncertain';

export interface MessagesTable {
  id: Generated<number>;
  shipment_id: number;
  campaign_id: number;
  account_id: number;
  seq: number;
  phone: string;
  text: string;
  parts: number;
  credits: number;
  status: MessageStatus;
  delivery_status: string | null;
  attempts: Generated<number>;
  next_attempt_at: number | null;
  claimed_at: number | null;
  error: string | null;
  created_at: number;
  submitted_at: number | null;
  /** Made inside its recipient's quiet hours: when they end (migration 0056); it waits with next_attempt_at. */
  quiet_until: number | null;
  done_at: number | null;
  /** A voice campaign's call (migration 0032_voice_calls; messaging/voice/types.ts CallStatus); null for SMS. */
  call_status: string | null;
  answered_at: number | null;
  listened_ms: number | null;
  /** caller | callee */
  hangup_by: string | null;
  /** The SIP final response code of the call's INVITE, when one came. */
  sip_code: number | null;
}

export interface MessageProviderIdsTable {
  provider_id: string;
  message_id: number;
}

export interface UnmatchedReceiptsTable {
  id: Generated<number>;
  provider_id: string;
  phone: string;
  sender: string;
  text_start: string;
  delivery_status: string;
  received_at: number;
}

export interface IncomingMessagesTable {
  id: Generated<number>;
  account_id: number | null;
  phone: string;
  to_number: string;
  text: string;
  campaign_id: number | null;
  is_unsubscribe: Generated<number>;
  received_at: number;
  /** When the conversation was opened in the chat after this reply came (migration 0036_chat); null: unread. */
  read_at: Generated<number | null>;
}

export interface RecipientCandidatesTable {
  id: Generated<number>;
  campaign_id: number;
  phone: string;
  field1: string | null;
  field2: string | null;
  field3: string | null;
  field4: string | null;
  field5: string | null;
  field6: string | null;
}

export interface ForbiddenWordsTable {
  id: Generated<number>;
  word: string;
  active: Generated<number>;
  created_at: number;
}

export type SenderIdentityKind = 'name' | 'verified' | 'attached';

export interface SenderIdentitiesTable {
  id: Generated<number>;
  account_id: number;
  kind: SenderIdentityKind;
  value: string;
  status: 'pending' | 'approved' | 'rejected';
  permanent: Generated<number>;
  created_at: number;
  /** An attached number that is not permanent stops being the account's then; null: permanent (migration 0045). */
  held_until: Generated<number | null>;
  /** A quick-send list bound to an attached number (migration 0045). */
  contact_list_id: Generated<number | null>;
  /** A sender name's declaration the customer signed, the manager's comment, when decided (migration 0052). */
  declaration: Generated<string>;
  decision_comment: Generated<string>;
  decided_at: Generated<number | null>;
}

/** A sender-name request's document, kept encrypted on disk under stored_name (migration 0052). */
export interface SenderNameDocumentsTable {
  id: Generated<number>;
  identity_id: number;
  account_id: number;
  file_name: string;
  stored_name: string;
  mime_type: string;
  size: number;
  is_local: Generated<number>;
  is_secure: Generated<number>;
  uploaded_at: number;
}

/** A sender-name request's verification meeting: its link (hashed) and the booked time (migration 0053). */
export interface SenderNameMeetingsTable {
  id: Generated<number>;
  identity_id: number;
  account_id: number;
  link_hash: string;
  sent_by: number;
  sent_at: number;
  meeting_at: number | null;
  contact_name: Generated<string>;
  phone: Generated<string>;
  email: Generated<string>;
}

/** A resold, system or short number given to an account (migration 0045). */
export interface AccountNumbersTable {
  id: Generated<number>;
  number: string;
  account_id: number;
  type: 'special' | 'system' | 'shortcut';
  assigned_at: number;
}

/** A file of numbers uploaded for a short number (migration 0045). */
export interface ShortcutNumberFilesTable {
  id: Generated<number>;
  number: string;
  file_name: string;
  hash: string;
  rows: number;
  uploaded_at: number;
}

/** Accounts that share their verified sender numbers (migration 0045). */
export interface VerifiedGroupsTable {
  id: Generated<number>;
  name: string;
  created_at: number;
}

export interface VerifiedGroupMembersTable {
  group_id: number;
  user_id: number;
}

// Webhooks out (migration 0011_push_urls).
export type PushUrlType = 'delivery' | 'incoming' | 'click' | 'unsubscribe';
export type PushUrlService = 'sms' | 'voice' | 'whatsapp';

export interface PushUrlsTable {
  id: Generated<number>;
  account_id: number;
  created_by: number;
  url: string;
  type: PushUrlType;
  service: PushUrlService;
  comments: Generated<string>;
  status: Generated<'open' | 'blocked'>;
  alarm: Generated<number>;
  /** The HMAC key events are signed with; shown to the customer once, when the URL is added. */
  secret: string;
  /** Consecutive failed POSTs, since failing_since; a success sets both back. */
  failures: Generated<number>;
  failing_since: number | null;
  /** After a failure, nothing goes to the URL before this. */
  retry_at: number | null;
  last_error: string | null;
  created_at: number;
  updated_at: number;
}

export type WebhookEventStatus = 'pending' | 'sending' | 'sent' | 'stopped' | 'failed';

export interface WebhookEventsTable {
  id: Generated<number>;
  push_url_id: number;
  account_id: number;
  event_id: string;
  type: PushUrlType;
  payload: string;
  status: Generated<WebhookEventStatus>;
  attempts: Generated<number>;
  next_attempt_at: number;
  claimed_by: string | null;
  claimed_at: number | null;
  last_error: string | null;
  created_at: number;
  sent_at: number | null;
}

export interface WebhookAlarmsTable {
  id: Generated<number>;
  account_id: number;
  push_url_id: number;
  url: string;
  reason: string;
  failures: number;
  created_at: number;
  seen_at: number | null;
}

/** One POST to a push URL (an event or a test event); the last few per URL are kept. */
export interface PushDeliveriesTable {
  id: Generated<number>;
  push_url_id: number;
  account_id: number;
  url: string;
  /** The event's type, or 'test' for a test event. */
  event_type: PushUrlType | 'test';
  /** The receiver's answer; null when none came (refused address, network, timeout). */
  http_status: number | null;
  duration_ms: number;
  error: string | null;
  at: number;
}

/** Short links (migration 0010): general links, and campaign links whose per-recipient codes are derived. */
export type ShortLinkKind = 'general' | 'personalImage' | 'personalLink' | 'unsubscribe' | 'coupon';

export interface ShortLinksTable {
  id: Generated<number>;
  account_id: number;
  code: string;
  kind: ShortLinkKind;
  url: string;
  short_url: string;
  handle: string;
  secret: string;
  campaign_id: number | null;
  created_at: number;
  expires_at: number;
  sent_at: number | null;
}

export type ClickKind = 'person' | 'preview' | 'bot';

export interface ShortLinkClicksTable {
  id: Generated<number>;
  link_id: number;
  campaign_id: number | null;
  seq: number | null;
  phone: string | null;
  kind: ClickKind;
  user_agent: string;
  at: number;
}

// Sender verification (migration 0013_senders).
/** An account's request to send from a number; the link and the code are stored as hashes. */
export interface SenderVerificationsTable {
  id: Generated<number>;
  account_id: number;
  user_id: number;
  /** The stored form of src/domain/phones (parseListPhone). */
  phone: string;
  link_hash: string;
  code_hash: string | null;
  attempts: Generated<number>;
  created_at: number;
  expires_at: number;
  verified_at: number | null;
}

export interface SenderVerificationMessagesTable {
  id: Generated<number>;
  phone: string;
  verification_id: number;
  sent_at: number;
}

export interface ForbiddenSourcesTable {
  id: Generated<number>;
  source: string;
  created_at: number;
}

export interface UserNoticesTable {
  user_id: number;
  notice: string;
  read_at: number;
}

// Templates and terms approvals (migration 0014_templates).
export interface TemplatesTable {
  id: Generated<number>;
  /** The primary user whose account the template belongs to. */
  account_id: number;
  created_by: number;
  name: string;
  /** The name trimmed and lower-cased: unique among the account's templates. */
  name_key: string;
  content: string;
  created_at: number;
  updated_at: number;
}

export interface TermsApprovalsTable {
  id: Generated<number>;
  user_id: number;
  approved_at: number;
}

// Approval requests (migration 0018_approvals).
export type ApprovalKind = 'campaign' | 'report' | 'sourceNumberText';
export type ApprovalState = 'pending' | 'approved' | 'rejected';

export interface ApprovalRequestsTable {
  id: Generated<number>;
  kind: ApprovalKind;
  /** The campaign, report request or sender identity waiting. */
  subject_id: number;
  account_id: number;
  /** The user who asked (sent the campaign, asked for the report or the name). */
  user_id: number;
  /** SHA-256 of the link's token. */
  link_hash: string;
  status: Generated<ApprovalState>;
  /** Why it waits for approval: a MainApprovalReason code of the contract (migration 0059). */
  reason: string | null;
  /** What the approver is shown, JSON, as it was when asked. */
  details: Generated<string>;
  decided_by: number | null;
  /** The approver's reason, shown to the customer on rejection. */
  decision_reason: string | null;
  created_at: number;
  decided_at: number | null;
}

/** Messages made per account, campaign and Israel day (migration 0015_reports), kept by making.ts. */
export interface MessageDaysTable {
  account_id: number;
  campaign_id: number;
  /** The Israel midnight that starts the day (epoch ms). */
  day: number;
  messages: number;
  parts: number;
  credits: number;
}

/** A settled day's messages by status group and those abroad, counted once for /bi (migration 0043_business_figures). */
export interface MessageStatusDaysTable {
  /** The Israel midnight that starts the day (epoch ms). */
  day: number;
  /** delivered, notDelivered, pending, overseasSms, or total (written for every counted day, 0 too). */
  figure: string;
  messages: number;
}

// Reports produced on the server for e-mail (migration 0015_reports).
export type ProducedReportStatus = 'producing' | 'ready' | 'failed';

export interface ProducedReportsTable {
  id: Generated<number>;
  account_id: number;
  /** Who asked for it. */
  user_id: number;
  report_name: string;
  /** The filters as read, JSON with sorted keys: the same report asked twice has the same key. */
  filters_key: string;
  email: string;
  status: ProducedReportStatus;
  /** The random name the file is kept and downloaded by. */
  file: string;
  rows: Generated<number>;
  error: string | null;
  created_at: number;
  /** Moved on after each chunk written: a producing row that stopped moving was a crashed producer's. */
  updated_at: number;
  finished_at: number | null;
  expires_at: number;
}

// Invoices and kept campaign usage (migration 0017_invoices).
export type InvoiceType = 'invoice' | 'receipt';

export interface InvoicesTable {
  id: Generated<number>;
  account_id: number;
  /** Who bought. */
  user_id: number;
  type: InvoiceType;
  /** Runs per type. */
  number: number;
  balance_entry_id: number;
  service: string;
  credits: number;
  /** Shekels before VAT. */
  amount: number;
  vat_multiplier: number;
  /** Shekels with VAT. */
  total: number;
  payment_reference: Generated<string>;
  status: string;
  paid_at: number;
  file_name: string;
  /** The printable document (HTML); null once its file was deleted. */
  document: string | null;
  file_deleted_at: number | null;
  created_at: number;
}

/** A finished campaign's usage, counted once from its messages. */
export interface CampaignUsageTable {
  campaign_id: number;
  account_id: number;
  user_id: number;
  kind: string;
  first_at: number;
  messages: number;
  parts: number;
  overseas: number;
  overseas_parts: number;
  credits: number;
}

/** One recipient's answered (or refused) auto-reply of one campaign; unique per (campaign_id, phone). */
export interface AutoRepliesTable {
  id: Generated<number>;
  campaign_id: number;
  account_id: number;
  phone: string;
  incoming_id: number;
  /** send-campaign's status for the answer: 1 accepted, else the refusal's code. */
  status: number;
  answer_campaign_id: number | null;
  created_at: number;
}

/** A user's account at the newsletter service (one per user). */
export interface NewsletterAccountsTable {
  user_id: number;
  service_account_id: string;
  email: string;
  first_name: string;
  mail_limit: number;
  created_at: number;
}

/** A landing page (by its hash) and the account's contact list its sign-ups join. */
export interface LandingPageLinksTable {
  hash: string;
  type: string | null;
  account_id: number;
  contact_list_id: number;
  linked_by: number;
  linked_at: number;
}

/** The embedded newsletter service's accounts (the simulator's own state). */
export interface NewsletterSimulatorAccountsTable {
  id: Generated<number>;
  email: string;
  first_name: string;
  mail_limit: number;
  created_at: number;
}

/** login: single-use, short-lived sign-in link; session: the simulator's page cookie. */
export interface NewsletterSimulatorTokensTable {
  token: string;
  account_id: number;
  kind: 'login' | 'session';
  expires_at: number;
  used_at: number | null;
}

export interface NewsletterSimulatorLandingPagesTable {
  hash: string;
  account_id: number;
  title: string;
  created_at: number;
}

export interface VoiceFilesTable {
  hash: string;
  account_id: number;
  user_id: number;
  source: 'upload' | 'tts';
  original_name: string;
  tts_text: string | null;
  language: string | null;
  duration_ms: number;
  /** Relative to the data folder: 8 kHz mono G.711 µ-law samples. */
  path: string;
  created_at: number;
  deleted_at: number | null;
}
