/** Runs the migrations in order; the list is explicit so bundling never misses one. */
import { type Kysely, type Migration, Migrator } from 'kysely';
import * as accounts from './migrations/0001_accounts';
import * as signin from './migrations/0002_signin';
import * as priceLists from './migrations/0003_price_lists';
import * as contacts from './migrations/0004_contacts';
import * as platformBlacklist from './migrations/0005_platform_blacklist';
import * as destinationFiles from './migrations/0006_destination_files';
import * as importProgress from './migrations/0007_import_progress';
import * as campaigns from './migrations/0008_campaigns';
import * as recipientCandidates from './migrations/0009_recipient_candidates';
import * as shortLinks from './migrations/0010_short_links';
import * as pushUrls from './migrations/0011_push_urls';
import * as sendingRules from './migrations/0012_sending_rules';
import * as senders from './migrations/0013_senders';
import * as templates from './migrations/0014_templates';
import * as reports from './migrations/0015_reports';
import * as shipmentReports from './migrations/0016_shipment_reports';
import * as invoices from './migrations/0017_invoices';
import * as approvals from './migrations/0018_approvals';
import * as autoReplies from './migrations/0019_auto_replies';
import * as pipelineIndexes from './migrations/0021_pipeline_indexes';
import * as rateLimits from './migrations/0022_rate_limits';
import * as retryInterval from './migrations/0023_retry_interval';
import * as timingKindNames from './migrations/0024_timing_kind_names';
import * as families from './migrations/0025_families';
import * as myProfile from './migrations/0026_my_profile';
import * as pushDeliveries from './migrations/0027_push_deliveries';
import * as packagePayments from './migrations/0028_package_payments';
import * as newsletters from './migrations/0029_newsletters';
import * as subUserMailLimit from './migrations/0030_sub_user_mail_limit';
import * as voiceFiles from './migrations/0031_voice_files';
import * as voiceCalls from './migrations/0032_voice_calls';
import * as sharedVerifiedNumbers from './migrations/0033_shared_verified_numbers';
import * as mailDelivery from './migrations/0034_mail_delivery';
import * as notifications from './migrations/0035_notifications';
import * as chat from './migrations/0036_chat';
import * as balanceTopUps from './migrations/0037_balance_top_ups';
import * as auditLog from './migrations/0038_audit_log';
import * as customerSearch from './migrations/0039_customer_search';
import * as customerDetails from './migrations/0040_customer_details';
import * as serverErrors from './migrations/0041_server_errors';
import * as businessFigures from './migrations/0043_business_figures';
import * as whatsapp from './migrations/0044_whatsapp';
import * as systemNumbers from './migrations/0045_system_numbers';
import * as systemUsers from './migrations/0047_system_users';
import * as brandsWallets from './migrations/0048_brands_wallets';
import * as priceListRates from './migrations/0049_price_list_rates';
import * as senderNameDocuments from './migrations/0052_sender_name_documents';
import * as paymentPurpose from './migrations/0054_payment_purpose';
import * as campaignWallets from './migrations/0055_campaign_wallets';
import * as quietHours from './migrations/0056_quiet_hours';
import * as abTests from './migrations/0057_ab_tests';
import * as consentRecord from './migrations/0058_consent_record';
import * as approvalReasonCodes from './migrations/0059_approval_reason_codes';
import * as senderNameMeetings from './migrations/0053_sender_name_meetings';

export const migrations: Record<string, Migration> = {
  '0001_accounts': accounts,
  '0002_signin': signin,
  '0003_price_lists': priceLists,
  '0004_contacts': contacts,
  '0005_platform_blacklist': platformBlacklist,
  '0006_destination_files': destinationFiles,
  '0007_import_progress': importProgress,
  '0008_campaigns': campaigns,
  '0009_recipient_candidates': recipientCandidates,
  '0010_short_links': shortLinks,
  '0011_push_urls': pushUrls,
  '0012_sending_rules': sendingRules,
  '0013_senders': senders,
  '0014_templates': templates,
  '0015_reports': reports,
  '0016_shipment_reports': shipmentReports,
  '0017_invoices': invoices,
  '0018_approvals': approvals,
  '0019_auto_replies': autoReplies,
  '0021_pipeline_indexes': pipelineIndexes,
  '0022_rate_limits': rateLimits,
  '0023_retry_interval': retryInterval,
  '0024_timing_kind_names': timingKindNames,
  '0025_families': families,
  '0026_my_profile': myProfile,
  '0027_push_deliveries': pushDeliveries,
  '0028_package_payments': packagePayments,
  '0029_newsletters': newsletters,
  '0030_sub_user_mail_limit': subUserMailLimit,
  '0031_voice_files': voiceFiles,
  '0032_voice_calls': voiceCalls,
  '0033_shared_verified_numbers': sharedVerifiedNumbers,
  '0034_mail_delivery': mailDelivery,
  '0035_notifications': notifications,
  '0036_chat': chat,
  '0037_balance_top_ups': balanceTopUps,
  '0038_audit_log': auditLog,
  '0039_customer_search': customerSearch,
  '0040_customer_details': customerDetails,
  '0041_server_errors': serverErrors,
  '0043_business_figures': businessFigures,
  '0044_whatsapp': whatsapp,
  '0045_system_numbers': systemNumbers,
  '0047_system_users': systemUsers,
  '0048_brands_wallets': brandsWallets,
  '0049_price_list_rates': priceListRates,
  '0052_sender_name_documents': senderNameDocuments,
  '0053_sender_name_meetings': senderNameMeetings,
  '0054_payment_purpose': paymentPurpose,
  '0055_campaign_wallets': campaignWallets,
  '0056_quiet_hours': quietHours,
  '0057_ab_tests': abTests,
  '0058_consent_record': consentRecord,
  '0059_approval_reason_codes': approvalReasonCodes,
};

export async function migrateToLatest<T>(db: Kysely<T>): Promise<string[]> {
  // Unordered: numbers are handed out to work landing in parallel, so 0053 may land after a database already ran 0054.
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
