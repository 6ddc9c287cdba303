import { baseApi as api } from "../baseApi";
import type {
  GetProfilesApiResponse,
  GetProfilesApiArg,
  GetSumLogsApiResponse,
  GetSumLogsApiArg,
  GetTop10ApiResponse,
  GetTop10ApiArg,
  GetTop10DataApiResponse,
  GetTop10DataApiArg,
  GetWhatsAppStatusApiResponse,
  GetWhatsAppStatusApiArg,
  GetQuantityReloApiResponse,
  GetQuantityReloApiArg,
  GetSumCashApiResponse,
  GetSumCashApiArg,
  GetCreditsWhatsAppApiResponse,
  GetCreditsWhatsAppApiArg,
  GetMessagesPerDayApiResponse,
  GetMessagesPerDayApiArg,
  GetCreditsByProductApiResponse,
  GetCreditsByProductApiArg,
  GetErrorsLogsApiResponse,
  GetErrorsLogsApiArg,
  GetAuditLogApiResponse,
  GetAuditLogApiArg,
  GetLogsFileApiResponse,
  GetLogsFileApiArg,
  KillUserApiResponse,
  KillUserApiArg,
  KillThemAllApiResponse,
  KillThemAllApiArg,
  UnblockUserApiResponse,
  UnblockUserApiArg,
  UpdatePasswordValidityApiResponse,
  UpdatePasswordValidityApiArg,
  CheckGoogleAuthApiResponse,
  CheckGoogleAuthApiArg,
  CreateTokenOnPhpApiResponse,
  CreateTokenOnPhpApiArg,
  GetMainAutocompleteApiResponse,
  GetMainAutocompleteApiArg,
  GetQueueApiResponse,
  GetQueueApiArg,
  GetCustomerHistoryApiResponse,
  GetCustomerHistoryApiArg,
  GetUserDetailsApiResponse,
  GetUserDetailsApiArg,
  CreateUserAccountApiResponse,
  CreateUserAccountApiArg,
  GetUsersGroupApiResponse,
  GetUsersGroupApiArg,
  ViewFamilyApiResponse,
  ViewFamilyApiArg,
  SaveUserDetailsApiResponse,
  SaveUserDetailsApiArg,
  GetGroupsHistoryApiResponse,
  GetGroupsHistoryApiArg,
  UserToUserCreditTransferApiResponse,
  UserToUserCreditTransferApiArg,
  PrepaidToPupApiResponse,
  PrepaidToPupApiArg,
  PrepaidToPupWhatsappApiResponse,
  PrepaidToPupWhatsappApiArg,
  GetUrlCgApiResponse,
  GetUrlCgApiArg,
  TestUrlCgApiResponse,
  TestUrlCgApiArg,
  InsertSpecialNumbersApiResponse,
  InsertSpecialNumbersApiArg,
  GetAlreadyAssignApiResponse,
  GetAlreadyAssignApiArg,
  AssignNumbersApiResponse,
  AssignNumbersApiArg,
  AssignEmailsApiResponse,
  AssignEmailsApiArg,
  AssignBlockApiResponse,
  AssignBlockApiArg,
  GetFilesOfShortcutNumberApiResponse,
  GetFilesOfShortcutNumberApiArg,
  SaveAttachNumberApiResponse,
  SaveAttachNumberApiArg,
  DeleteAttachNumberApiResponse,
  DeleteAttachNumberApiArg,
  ExportAttachedNumbersApiResponse,
  ExportAttachedNumbersApiArg,
  ExportUsersApiResponse,
  ExportUsersApiArg,
  ExportReportBillingApiResponse,
  ExportReportBillingApiArg,
  ExportReloReportApiResponse,
  ExportReloReportApiArg,
  SuperAdminExportContactListsApiResponse,
  SuperAdminExportContactListsApiArg,
  GetUserContactListsWithSubsApiResponse,
  GetUserContactListsWithSubsApiArg,
  GetAllUserContactListsApiResponse,
  GetAllUserContactListsApiArg,
  MoveAllContactListsApiResponse,
  MoveAllContactListsApiArg,
  SuperAdminDeleteContactListsApiResponse,
  SuperAdminDeleteContactListsApiArg,
  ReadBlacklistApiResponse,
  ReadBlacklistApiArg,
  SuperAdminRemoveFromBlacklistApiResponse,
  SuperAdminRemoveFromBlacklistApiArg,
  SetAflaloApiResponse,
  SetAflaloApiArg,
  GetAflaloApiResponse,
  GetAflaloApiArg,
  StartOrStopCampaignApiResponse,
  StartOrStopCampaignApiArg,
  SysVerifyPhoneApiResponse,
  SysVerifyPhoneApiArg,
  GetSysDataApiResponse,
  GetSysDataApiArg,
  AddBlacklistWordApiResponse,
  AddBlacklistWordApiArg,
  UpdateBlacklistWordApiResponse,
  UpdateBlacklistWordApiArg,
  FreezeBlacklistWordApiResponse,
  FreezeBlacklistWordApiArg,
  AddPermissionSendApiResponse,
  AddPermissionSendApiArg,
  DelPermissionSendApiResponse,
  DelPermissionSendApiArg,
  AddPermissionApiResponse,
  AddPermissionApiArg,
  DelPermissionApiResponse,
  DelPermissionApiArg,
  AddSystemUserApiResponse,
  AddSystemUserApiArg,
  RemoveSystemUserApiResponse,
  RemoveSystemUserApiArg,
  AddForbiddenSourceApiResponse,
  AddForbiddenSourceApiArg,
  RemoveForbiddenSourceApiResponse,
  RemoveForbiddenSourceApiArg,
  GetVerifiedGroupsApiResponse,
  GetVerifiedGroupsApiArg,
  AddVerifiedGroupApiResponse,
  AddVerifiedGroupApiArg,
  RemoveVerifiedGroupApiResponse,
  RemoveVerifiedGroupApiArg,
  AddVerifiedGroupMemberApiResponse,
  AddVerifiedGroupMemberApiArg,
  RemoveVerifiedGroupMemberApiResponse,
  RemoveVerifiedGroupMemberApiArg,
  GetWhiteLabelsApiResponse,
  GetWhiteLabelsApiArg,
  AddWhiteLabelApiResponse,
  AddWhiteLabelApiArg,
  UploadWhiteLabelImageApiResponse,
  UploadWhiteLabelImageApiArg,
  GetQuietHoursApiResponse,
  GetQuietHoursApiArg,
  SetQuietHoursApiResponse,
  SetQuietHoursApiArg,
  GetWalletsApiResponse,
  GetWalletsApiArg,
  AddWalletApiResponse,
  AddWalletApiArg,
  UpdateWalletApiResponse,
  UpdateWalletApiArg,
  UpdateWalletStatusApiResponse,
  UpdateWalletStatusApiArg,
  DeleteWalletApiResponse,
  DeleteWalletApiArg,
  SetWalletPermissionsApiResponse,
  SetWalletPermissionsApiArg,
  GetOrganizationsApiResponse,
  GetOrganizationsApiArg,
  AddOrganizationApiResponse,
  AddOrganizationApiArg,
  UpdateOrganizationApiResponse,
  UpdateOrganizationApiArg,
  DeleteOrganizationApiResponse,
  DeleteOrganizationApiArg,
  GetUserSourceNumberTextDataApiResponse,
  GetUserSourceNumberTextDataApiArg,
  GetUserSourceNumberTextFilesApiResponse,
  GetUserSourceNumberTextFilesApiArg,
  DecryptFileApiResponse,
  DecryptFileApiArg,
  DeleteLocalSourceNumberTextApiResponse,
  DeleteLocalSourceNumberTextApiArg,
  DeleteSourceNumberTextApiResponse,
  DeleteSourceNumberTextApiArg,
  SaveSourceNumberTextApiResponse,
  SaveSourceNumberTextApiArg,
  SaveAllSourceNumberTextApiResponse,
  SaveAllSourceNumberTextApiArg,
  SendZoomMeetingCoordinationApiResponse,
  SendZoomMeetingCoordinationApiArg,
  GetSecureServerFileApiResponse,
  GetSecureServerFileApiArg,
  GetUserRatesApiResponse,
  GetUserRatesApiArg,
  SaveCountriesRatesApiResponse,
  SaveCountriesRatesApiArg,
  GetPriceListsApiResponse,
  GetPriceListsApiArg,
  GetPriceListDetailsApiResponse,
  GetPriceListDetailsApiArg,
  GetPriceListProductsApiResponse,
  GetPriceListProductsApiArg,
  AddPriceListApiResponse,
  AddPriceListApiArg,
  SavePriceListApiResponse,
  SavePriceListApiArg,
  UpdatePriceListTextsApiResponse,
  UpdatePriceListTextsApiArg,
  RemovePriceListApiResponse,
  RemovePriceListApiArg,
  AddProductToPriceListApiResponse,
  AddProductToPriceListApiArg,
  RemoveProductFromPriceListApiResponse,
  RemoveProductFromPriceListApiArg,
  ChangePriceListApiResponse,
  ChangePriceListApiArg,
  RestoreDefaultPriceListApiResponse,
  RestoreDefaultPriceListApiArg,
  PersonName,
  BalanceItem,
  BalanceCredits,
  AllowedHours,
  User,
  WhatsAppNotification,
  Notification,
  Envelope,
  SuperAdminProfilesSummary,
  SuperAdminLogsSummary,
  SuperAdminTopCustomer,
  SuperAdminTop10Filter,
  WhatsAppAccount,
  SuperAdminWhatsAppStatus,
  SuperAdminPeriodFigure,
  SuperAdminReloadSummary,
  SuperAdminCashSummary,
  SuperAdminWhatsAppCredits,
  SuperAdminMessagesDay,
  SuperAdminMessagesPerDay,
  DateRange,
  SuperAdminCreditService,
  SuperAdminProductCredits,
  PageInfo,
  Paging,
  AuditSummary,
  AuditLogEntry,
  AuditLogPage,
  AuditLogRequest,
  StatusResult,
  UserIdRequest,
  SuperAdminUserSummary,
  QueueRouteName,
  QueueShipment,
  QueueLane,
  QueueRoute,
  SendingQueue,
  CustomerHistoryEntry,
  CustomerHistoryPage,
  PermissionGrant,
  SuperAdminCustomer,
  NewCustomerAccount,
  SuperAdminFamilyNode,
  SuperAdminFamily,
  VerifiedNumber,
  SourceName,
  BillingData,
  UserProfile,
  SuperAdminCgUrlResult,
  SuperAdminSpecialNumbersResult,
  SuperAdminAssignedNumber,
  SuperAdminShortcutFile,
  SuperAdminExportTable,
  SuperAdminExportFilter,
  SuperAdminExportPaging,
  ContactListSub,
  MobileData,
  ContactList,
  SuperAdminContactListSummary,
  ProhibitedWord,
  SuperAdminSendPermission,
  ForbiddenSource,
  SystemUser,
  SuperAdminSystemData,
  IdRequest,
  VerifiedGroup,
  WhiteLabelBrand,
  DailyQuiet,
  CountryQuietHours,
  QuietHours,
  Wallet,
  Organization,
  SuperAdminSourceNameFile,
  SuperAdminSourceNameRequest,
  SuperAdminSourceNameDecision,
  Rate,
  PriceListProduct,
  PriceList,
} from "../../../contract/superAdmin";
export type * from "../../../contract/superAdmin";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfiles: build.query<GetProfilesApiResponse, GetProfilesApiArg>({
      query: () => ({ url: `/super-admin/profiles` }),
    }),
    getSumLogs: build.query<GetSumLogsApiResponse, GetSumLogsApiArg>({
      query: (queryArg) => ({
        url: `/super-admin/sum-logs`,
        params: {
          fromDate: queryArg.fromDate,
          toDate: queryArg.toDate,
        },
      }),
    }),
    getTop10: build.query<GetTop10ApiResponse, GetTop10ApiArg>({
      query: () => ({ url: `/super-admin/top-10` }),
    }),
    getTop10Data: build.query<GetTop10DataApiResponse, GetTop10DataApiArg>({
      query: (queryArg) => ({
        url: `/super-admin/get-top-10-data`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getWhatsAppStatus: build.query<
      GetWhatsAppStatusApiResponse,
      GetWhatsAppStatusApiArg
    >({
      query: () => ({ url: `/super-admin/whatsApp-status` }),
    }),
    getQuantityRelo: build.query<
      GetQuantityReloApiResponse,
      GetQuantityReloApiArg
    >({
      query: () => ({ url: `/super-admin/quantity-relo` }),
    }),
    getSumCash: build.query<GetSumCashApiResponse, GetSumCashApiArg>({
      query: () => ({ url: `/super-admin/sum-cash` }),
    }),
    getCreditsWhatsApp: build.query<
      GetCreditsWhatsAppApiResponse,
      GetCreditsWhatsAppApiArg
    >({
      query: () => ({ url: `/super-admin/credits-whatsApp` }),
    }),
    getMessagesPerDay: build.query<
      GetMessagesPerDayApiResponse,
      GetMessagesPerDayApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/get-messages-per-day`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getCreditsByProduct: build.query<
      GetCreditsByProductApiResponse,
      GetCreditsByProductApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/get-credits-by-product`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getErrorsLogs: build.query<GetErrorsLogsApiResponse, GetErrorsLogsApiArg>({
      query: (queryArg) => ({
        url: `/super-admin/get-errors-logs`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getAuditLog: build.query<GetAuditLogApiResponse, GetAuditLogApiArg>({
      query: (queryArg) => ({
        url: `/super-admin/get-audit-log`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getLogsFile: build.mutation<GetLogsFileApiResponse, GetLogsFileApiArg>({
      query: (queryArg) => ({
        url: `/super-admin/get-logs-file`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    killUser: build.mutation<KillUserApiResponse, KillUserApiArg>({
      query: (queryArg) => ({
        url: `/super-admin/kill-user`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    killThemAll: build.mutation<KillThemAllApiResponse, KillThemAllApiArg>({
      query: (queryArg) => ({
        url: `/super-admin/kill-them-all`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    unblockUser: build.mutation<UnblockUserApiResponse, UnblockUserApiArg>({
      query: (queryArg) => ({
        url: `/super-admin/unBlock`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    updatePasswordValidity: build.mutation<
      UpdatePasswordValidityApiResponse,
      UpdatePasswordValidityApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/update-password-validity`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    checkGoogleAuth: build.mutation<
      CheckGoogleAuthApiResponse,
      CheckGoogleAuthApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/check-google-auth`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    createTokenOnPhp: build.mutation<
      CreateTokenOnPhpApiResponse,
      CreateTokenOnPhpApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/create-token-on-php`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getMainAutocomplete: build.query<
      GetMainAutocompleteApiResponse,
      GetMainAutocompleteApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/search/main-autocomplete`,
        params: {
          query: queryArg.query,
          search_by: queryArg.searchBy,
          max_rows: queryArg.maxRows,
        },
      }),
    }),
    getQueue: build.query<GetQueueApiResponse, GetQueueApiArg>({
      query: (queryArg) => ({
        url: `/super-admin/get-queue`,
        params: {
          window: queryArg.window,
        },
      }),
    }),
    getCustomerHistory: build.query<
      GetCustomerHistoryApiResponse,
      GetCustomerHistoryApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/customer-history/${queryArg.id}`,
        params: {
          before: queryArg.before,
          limit: queryArg.limit,
        },
      }),
    }),
    getUserDetails: build.query<
      GetUserDetailsApiResponse,
      GetUserDetailsApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/get-user-details`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    createUserAccount: build.mutation<
      CreateUserAccountApiResponse,
      CreateUserAccountApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/create-user-account`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getUsersGroup: build.query<GetUsersGroupApiResponse, GetUsersGroupApiArg>({
      query: (queryArg) => ({
        url: `/super-admin/get-users-group/${queryArg.groupId}`,
      }),
    }),
    viewFamily: build.query<ViewFamilyApiResponse, ViewFamilyApiArg>({
      query: (queryArg) => ({
        url: `/super-admin/view-family`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    saveUserDetails: build.mutation<
      SaveUserDetailsApiResponse,
      SaveUserDetailsApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/save-user-details`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getGroupsHistory: build.query<
      GetGroupsHistoryApiResponse,
      GetGroupsHistoryApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/get-groups-history`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    userToUserCreditTransfer: build.mutation<
      UserToUserCreditTransferApiResponse,
      UserToUserCreditTransferApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/user-to-user`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    prepaidToPup: build.mutation<PrepaidToPupApiResponse, PrepaidToPupApiArg>({
      query: (queryArg) => ({
        url: `/super-admin/prepaid-to-pup`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    prepaidToPupWhatsapp: build.mutation<
      PrepaidToPupWhatsappApiResponse,
      PrepaidToPupWhatsappApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/prepaid-to-pup-whatsapp`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getUrlCg: build.mutation<GetUrlCgApiResponse, GetUrlCgApiArg>({
      query: (queryArg) => ({
        url: `/super-admin/get-url-cg`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    testUrlCg: build.mutation<TestUrlCgApiResponse, TestUrlCgApiArg>({
      query: (queryArg) => ({
        url: `/super-admin/test-url-cg`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    insertSpecialNumbers: build.mutation<
      InsertSpecialNumbersApiResponse,
      InsertSpecialNumbersApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/insert-special-numbers`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getAlreadyAssign: build.query<
      GetAlreadyAssignApiResponse,
      GetAlreadyAssignApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/get_already_assign`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    assignNumbers: build.mutation<
      AssignNumbersApiResponse,
      AssignNumbersApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/assigning-numbers`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    assignEmails: build.mutation<AssignEmailsApiResponse, AssignEmailsApiArg>({
      query: (queryArg) => ({
        url: `/super-admin/assigning-email`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    assignBlock: build.mutation<AssignBlockApiResponse, AssignBlockApiArg>({
      query: (queryArg) => ({
        url: `/super-admin/assigning-block`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getFilesOfShortcutNumber: build.query<
      GetFilesOfShortcutNumberApiResponse,
      GetFilesOfShortcutNumberApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/get_files_of_shortcut_number`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    saveAttachNumber: build.mutation<
      SaveAttachNumberApiResponse,
      SaveAttachNumberApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/save-attach-number`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    deleteAttachNumber: build.mutation<
      DeleteAttachNumberApiResponse,
      DeleteAttachNumberApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/delete-attach-number`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    exportAttachedNumbers: build.query<
      ExportAttachedNumbersApiResponse,
      ExportAttachedNumbersApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/export-attach`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    exportUsers: build.query<ExportUsersApiResponse, ExportUsersApiArg>({
      query: (queryArg) => ({
        url: `/super-admin/export-users`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    exportReportBilling: build.query<
      ExportReportBillingApiResponse,
      ExportReportBillingApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/export-report-billing`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    exportReloReport: build.query<
      ExportReloReportApiResponse,
      ExportReloReportApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/export-relo-report`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    superAdminExportContactLists: build.query<
      SuperAdminExportContactListsApiResponse,
      SuperAdminExportContactListsApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/export-cl`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getUserContactListsWithSubs: build.query<
      GetUserContactListsWithSubsApiResponse,
      GetUserContactListsWithSubsApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/get-cl-with-subs`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getAllUserContactLists: build.query<
      GetAllUserContactListsApiResponse,
      GetAllUserContactListsApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/get-all-cl-user-id`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    moveAllContactLists: build.mutation<
      MoveAllContactListsApiResponse,
      MoveAllContactListsApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/move-all-contact-lists`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    superAdminDeleteContactLists: build.mutation<
      SuperAdminDeleteContactListsApiResponse,
      SuperAdminDeleteContactListsApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/delete-contact-lists`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    readBlacklist: build.mutation<
      ReadBlacklistApiResponse,
      ReadBlacklistApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/read-blacklist`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    superAdminRemoveFromBlacklist: build.mutation<
      SuperAdminRemoveFromBlacklistApiResponse,
      SuperAdminRemoveFromBlacklistApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/remove-from-blackList`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    setAflalo: build.mutation<SetAflaloApiResponse, SetAflaloApiArg>({
      query: (queryArg) => ({
        url: `/super-admin/set-aflalo`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getAflalo: build.query<GetAflaloApiResponse, GetAflaloApiArg>({
      query: (queryArg) => ({
        url: `/super-admin/get-aflalo`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    startOrStopCampaign: build.mutation<
      StartOrStopCampaignApiResponse,
      StartOrStopCampaignApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/start-or-stop-campaign`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    sysVerifyPhone: build.mutation<
      SysVerifyPhoneApiResponse,
      SysVerifyPhoneApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/sys-verify-phone`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getSysData: build.query<GetSysDataApiResponse, GetSysDataApiArg>({
      query: (queryArg) => ({
        url: `/super-admin/sys-get-data`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    addBlacklistWord: build.mutation<
      AddBlacklistWordApiResponse,
      AddBlacklistWordApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/blacklist-word-add`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    updateBlacklistWord: build.mutation<
      UpdateBlacklistWordApiResponse,
      UpdateBlacklistWordApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/blacklist-word-update`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    freezeBlacklistWord: build.mutation<
      FreezeBlacklistWordApiResponse,
      FreezeBlacklistWordApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/blacklist-word-freeze`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    addPermissionSend: build.mutation<
      AddPermissionSendApiResponse,
      AddPermissionSendApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/add-permission-send`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    delPermissionSend: build.mutation<
      DelPermissionSendApiResponse,
      DelPermissionSendApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/del-permission-send`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    addPermission: build.mutation<
      AddPermissionApiResponse,
      AddPermissionApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/add-permission`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    delPermission: build.mutation<
      DelPermissionApiResponse,
      DelPermissionApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/del-permission`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    addSystemUser: build.mutation<
      AddSystemUserApiResponse,
      AddSystemUserApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/system-user-add`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    removeSystemUser: build.mutation<
      RemoveSystemUserApiResponse,
      RemoveSystemUserApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/system-user-remove`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    addForbiddenSource: build.mutation<
      AddForbiddenSourceApiResponse,
      AddForbiddenSourceApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/forbidden-sources-add`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    removeForbiddenSource: build.mutation<
      RemoveForbiddenSourceApiResponse,
      RemoveForbiddenSourceApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/forbidden-sources-remove`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getVerifiedGroups: build.query<
      GetVerifiedGroupsApiResponse,
      GetVerifiedGroupsApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/verified-groups-get`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    addVerifiedGroup: build.mutation<
      AddVerifiedGroupApiResponse,
      AddVerifiedGroupApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/verified-groups-add`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    removeVerifiedGroup: build.mutation<
      RemoveVerifiedGroupApiResponse,
      RemoveVerifiedGroupApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/verified-groups-remove`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    addVerifiedGroupMember: build.mutation<
      AddVerifiedGroupMemberApiResponse,
      AddVerifiedGroupMemberApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/verified-groups-add-member`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    removeVerifiedGroupMember: build.mutation<
      RemoveVerifiedGroupMemberApiResponse,
      RemoveVerifiedGroupMemberApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/verified-groups-remove-member`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getWhiteLabels: build.query<
      GetWhiteLabelsApiResponse,
      GetWhiteLabelsApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/get-white-label`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    addWhiteLabel: build.mutation<
      AddWhiteLabelApiResponse,
      AddWhiteLabelApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/add-white-label`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    uploadWhiteLabelImage: build.mutation<
      UploadWhiteLabelImageApiResponse,
      UploadWhiteLabelImageApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/white-label-image`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getQuietHours: build.query<GetQuietHoursApiResponse, GetQuietHoursApiArg>({
      query: (queryArg) => ({
        url: `/super-admin/get-quiet-hours`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    setQuietHours: build.mutation<
      SetQuietHoursApiResponse,
      SetQuietHoursApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/set-quiet-hours`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getWallets: build.query<GetWalletsApiResponse, GetWalletsApiArg>({
      query: (queryArg) => ({
        url: `/super-admin/get-wallets`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    addWallet: build.mutation<AddWalletApiResponse, AddWalletApiArg>({
      query: (queryArg) => ({
        url: `/super-admin/add-wallet`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    updateWallet: build.mutation<UpdateWalletApiResponse, UpdateWalletApiArg>({
      query: (queryArg) => ({
        url: `/super-admin/update-wallet`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    updateWalletStatus: build.mutation<
      UpdateWalletStatusApiResponse,
      UpdateWalletStatusApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/update-wallet-status`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    deleteWallet: build.mutation<DeleteWalletApiResponse, DeleteWalletApiArg>({
      query: (queryArg) => ({
        url: `/super-admin/delete-wallet`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    setWalletPermissions: build.mutation<
      SetWalletPermissionsApiResponse,
      SetWalletPermissionsApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/wallets-perm`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getOrganizations: build.query<
      GetOrganizationsApiResponse,
      GetOrganizationsApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/get-organizations`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    addOrganization: build.mutation<
      AddOrganizationApiResponse,
      AddOrganizationApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/add-organization`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    updateOrganization: build.mutation<
      UpdateOrganizationApiResponse,
      UpdateOrganizationApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/update-organization`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    deleteOrganization: build.mutation<
      DeleteOrganizationApiResponse,
      DeleteOrganizationApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/delete-organization`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getUserSourceNumberTextData: build.query<
      GetUserSourceNumberTextDataApiResponse,
      GetUserSourceNumberTextDataApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/get-user-source-number-text-data`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getUserSourceNumberTextFiles: build.query<
      GetUserSourceNumberTextFilesApiResponse,
      GetUserSourceNumberTextFilesApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/get-user-source-number-text-files`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    decryptFile: build.mutation<DecryptFileApiResponse, DecryptFileApiArg>({
      query: (queryArg) => ({
        url: `/super-admin/decrypt-file`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    deleteLocalSourceNumberText: build.mutation<
      DeleteLocalSourceNumberTextApiResponse,
      DeleteLocalSourceNumberTextApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/delete-local-source-number-text`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    deleteSourceNumberText: build.mutation<
      DeleteSourceNumberTextApiResponse,
      DeleteSourceNumberTextApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/delete-source-number-text`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    saveSourceNumberText: build.mutation<
      SaveSourceNumberTextApiResponse,
      SaveSourceNumberTextApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/save-source-number-text`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    saveAllSourceNumberText: build.mutation<
      SaveAllSourceNumberTextApiResponse,
      SaveAllSourceNumberTextApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/save-all-source-number-text`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    sendZoomMeetingCoordination: build.mutation<
      SendZoomMeetingCoordinationApiResponse,
      SendZoomMeetingCoordinationApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/send-zoom-meeting-coordination`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getSecureServerFile: build.mutation<
      GetSecureServerFileApiResponse,
      GetSecureServerFileApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/get-secure-server-file`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getUserRates: build.query<GetUserRatesApiResponse, GetUserRatesApiArg>({
      query: (queryArg) => ({
        url: `/super-admin/get-rates`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    saveCountriesRates: build.mutation<
      SaveCountriesRatesApiResponse,
      SaveCountriesRatesApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/save-countries-rates`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getPriceLists: build.query<GetPriceListsApiResponse, GetPriceListsApiArg>({
      query: (queryArg) => ({
        url: `/super-admin/get-price-lists`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getPriceListDetails: build.query<
      GetPriceListDetailsApiResponse,
      GetPriceListDetailsApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/get-price-list-details`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getPriceListProducts: build.query<
      GetPriceListProductsApiResponse,
      GetPriceListProductsApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/get-products-price-list`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    addPriceList: build.mutation<AddPriceListApiResponse, AddPriceListApiArg>({
      query: (queryArg) => ({
        url: `/super-admin/add-price-list`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    savePriceList: build.mutation<
      SavePriceListApiResponse,
      SavePriceListApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/save-price-list`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    updatePriceListTexts: build.mutation<
      UpdatePriceListTextsApiResponse,
      UpdatePriceListTextsApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/update-price-list-texts`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    removePriceList: build.mutation<
      RemovePriceListApiResponse,
      RemovePriceListApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/remove-price-list`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    addProductToPriceList: build.mutation<
      AddProductToPriceListApiResponse,
      AddProductToPriceListApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/add-product-to-price-list`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    removeProductFromPriceList: build.mutation<
      RemoveProductFromPriceListApiResponse,
      RemoveProductFromPriceListApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/remove-product-from-price-list`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    changePriceList: build.mutation<
      ChangePriceListApiResponse,
      ChangePriceListApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/change-price-list`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    restoreDefaultPriceList: build.mutation<
      RestoreDefaultPriceListApiResponse,
      RestoreDefaultPriceListApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/restore-default-price-list`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as superAdminApi };
export const {
  useGetProfilesQuery,
  useLazyGetProfilesQuery,
  useGetSumLogsQuery,
  useLazyGetSumLogsQuery,
  useGetTop10Query,
  useLazyGetTop10Query,
  useGetTop10DataQuery,
  useLazyGetTop10DataQuery,
  useGetWhatsAppStatusQuery,
  useLazyGetWhatsAppStatusQuery,
  useGetQuantityReloQuery,
  useLazyGetQuantityReloQuery,
  useGetSumCashQuery,
  useLazyGetSumCashQuery,
  useGetCreditsWhatsAppQuery,
  useLazyGetCreditsWhatsAppQuery,
  useGetMessagesPerDayQuery,
  useLazyGetMessagesPerDayQuery,
  useGetCreditsByProductQuery,
  useLazyGetCreditsByProductQuery,
  useGetErrorsLogsQuery,
  useLazyGetErrorsLogsQuery,
  useGetAuditLogQuery,
  useLazyGetAuditLogQuery,
  useGetLogsFileMutation,
  useKillUserMutation,
  useKillThemAllMutation,
  useUnblockUserMutation,
  useUpdatePasswordValidityMutation,
  useCheckGoogleAuthMutation,
  useCreateTokenOnPhpMutation,
  useGetMainAutocompleteQuery,
  useLazyGetMainAutocompleteQuery,
  useGetQueueQuery,
  useLazyGetQueueQuery,
  useGetCustomerHistoryQuery,
  useLazyGetCustomerHistoryQuery,
  useGetUserDetailsQuery,
  useLazyGetUserDetailsQuery,
  useCreateUserAccountMutation,
  useGetUsersGroupQuery,
  useLazyGetUsersGroupQuery,
  useViewFamilyQuery,
  useLazyViewFamilyQuery,
  useSaveUserDetailsMutation,
  useGetGroupsHistoryQuery,
  useLazyGetGroupsHistoryQuery,
  useUserToUserCreditTransferMutation,
  usePrepaidToPupMutation,
  usePrepaidToPupWhatsappMutation,
  useGetUrlCgMutation,
  useTestUrlCgMutation,
  useInsertSpecialNumbersMutation,
  useGetAlreadyAssignQuery,
  useLazyGetAlreadyAssignQuery,
  useAssignNumbersMutation,
  useAssignEmailsMutation,
  useAssignBlockMutation,
  useGetFilesOfShortcutNumberQuery,
  useLazyGetFilesOfShortcutNumberQuery,
  useSaveAttachNumberMutation,
  useDeleteAttachNumberMutation,
  useExportAttachedNumbersQuery,
  useLazyExportAttachedNumbersQuery,
  useExportUsersQuery,
  useLazyExportUsersQuery,
  useExportReportBillingQuery,
  useLazyExportReportBillingQuery,
  useExportReloReportQuery,
  useLazyExportReloReportQuery,
  useSuperAdminExportContactListsQuery,
  useLazySuperAdminExportContactListsQuery,
  useGetUserContactListsWithSubsQuery,
  useLazyGetUserContactListsWithSubsQuery,
  useGetAllUserContactListsQuery,
  useLazyGetAllUserContactListsQuery,
  useMoveAllContactListsMutation,
  useSuperAdminDeleteContactListsMutation,
  useReadBlacklistMutation,
  useSuperAdminRemoveFromBlacklistMutation,
  useSetAflaloMutation,
  useGetAflaloQuery,
  useLazyGetAflaloQuery,
  useStartOrStopCampaignMutation,
  useSysVerifyPhoneMutation,
  useGetSysDataQuery,
  useLazyGetSysDataQuery,
  useAddBlacklistWordMutation,
  useUpdateBlacklistWordMutation,
  useFreezeBlacklistWordMutation,
  useAddPermissionSendMutation,
  useDelPermissionSendMutation,
  useAddPermissionMutation,
  useDelPermissionMutation,
  useAddSystemUserMutation,
  useRemoveSystemUserMutation,
  useAddForbiddenSourceMutation,
  useRemoveForbiddenSourceMutation,
  useGetVerifiedGroupsQuery,
  useLazyGetVerifiedGroupsQuery,
  useAddVerifiedGroupMutation,
  useRemoveVerifiedGroupMutation,
  useAddVerifiedGroupMemberMutation,
  useRemoveVerifiedGroupMemberMutation,
  useGetWhiteLabelsQuery,
  useLazyGetWhiteLabelsQuery,
  useAddWhiteLabelMutation,
  useUploadWhiteLabelImageMutation,
  useGetQuietHoursQuery,
  useLazyGetQuietHoursQuery,
  useSetQuietHoursMutation,
  useGetWalletsQuery,
  useLazyGetWalletsQuery,
  useAddWalletMutation,
  useUpdateWalletMutation,
  useUpdateWalletStatusMutation,
  useDeleteWalletMutation,
  useSetWalletPermissionsMutation,
  useGetOrganizationsQuery,
  useLazyGetOrganizationsQuery,
  useAddOrganizationMutation,
  useUpdateOrganizationMutation,
  useDeleteOrganizationMutation,
  useGetUserSourceNumberTextDataQuery,
  useLazyGetUserSourceNumberTextDataQuery,
  useGetUserSourceNumberTextFilesQuery,
  useLazyGetUserSourceNumberTextFilesQuery,
  useDecryptFileMutation,
  useDeleteLocalSourceNumberTextMutation,
  useDeleteSourceNumberTextMutation,
  useSaveSourceNumberTextMutation,
  useSaveAllSourceNumberTextMutation,
  useSendZoomMeetingCoordinationMutation,
  useGetSecureServerFileMutation,
  useGetUserRatesQuery,
  useLazyGetUserRatesQuery,
  useSaveCountriesRatesMutation,
  useGetPriceListsQuery,
  useLazyGetPriceListsQuery,
  useGetPriceListDetailsQuery,
  useLazyGetPriceListDetailsQuery,
  useGetPriceListProductsQuery,
  useLazyGetPriceListProductsQuery,
  useAddPriceListMutation,
  useSavePriceListMutation,
  useUpdatePriceListTextsMutation,
  useRemovePriceListMutation,
  useAddProductToPriceListMutation,
  useRemoveProductFromPriceListMutation,
  useChangePriceListMutation,
  useRestoreDefaultPriceListMutation,
} = injectedRtkApi;
