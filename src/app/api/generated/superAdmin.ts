import { baseApi as api } from "../baseApi";
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
    getErrorsLogs: build.query<GetErrorsLogsApiResponse, GetErrorsLogsApiArg>({
      query: (queryArg) => ({
        url: `/super-admin/get-errors-logs`,
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
    getCustomerHistory: build.query<
      GetCustomerHistoryApiResponse,
      GetCustomerHistoryApiArg
    >({
      query: (queryArg) => ({
        url: `/super-admin/customer-history/${queryArg.id}`,
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
export type GetProfilesApiResponse =
  /** status 200 The account figures. */ Envelope & {
    data?: SuperAdminProfilesSummary;
  };
export type GetProfilesApiArg = void;
export type GetSumLogsApiResponse = /** status 200 The totals. */ Envelope & {
  data?: SuperAdminLogsSummary;
};
export type GetSumLogsApiArg = {
  /** DD/MM/YYYY; default 30 days ago. */
  fromDate?: string;
  /** DD/MM/YYYY; default today. */
  toDate?: string;
};
export type GetTop10ApiResponse =
  /** status 200 The ten customers, best first. */ Envelope & {
    data?: SuperAdminTopCustomer[];
  };
export type GetTop10ApiArg = void;
export type GetTop10DataApiResponse =
  /** status 200 The ten customers, best first. */ Envelope & {
    data?: SuperAdminTopCustomer[];
  };
export type GetTop10DataApiArg = {
  body: SuperAdminTop10Filter;
};
export type GetWhatsAppStatusApiResponse =
  /** status 200 The WhatsApp figures. */ Envelope & {
    data?: SuperAdminWhatsAppStatus;
  };
export type GetWhatsAppStatusApiArg = void;
export type GetQuantityReloApiResponse =
  /** status 200 The reload figures. */ Envelope & {
    data?: SuperAdminReloadSummary;
  };
export type GetQuantityReloApiArg = void;
export type GetSumCashApiResponse =
  /** status 200 The cash figures. */ Envelope & {
    data?: SuperAdminCashSummary;
  };
export type GetSumCashApiArg = void;
export type GetCreditsWhatsAppApiResponse =
  /** status 200 The WhatsApp credit figures. */ Envelope & {
    data?: SuperAdminWhatsAppCredits;
  };
export type GetCreditsWhatsAppApiArg = void;
export type GetErrorsLogsApiResponse =
  /** status 200 One page of error entries. */ Envelope & {
    data?: {
      rows: LogEntry[];
      pageInfo: PageInfo;
    };
  };
export type GetErrorsLogsApiArg = {
  body: Paging &
    DateRange & {
      /** Text to look for in the message. */
      search?: string;
      userId?: number;
    };
};
export type GetLogsFileApiResponse = /** status 200 The log file. */ Blob;
export type GetLogsFileApiArg = {
  body: {
    /** DD/MM/YYYY */
    date: string;
    kind?: "error" | "access" | "sending";
  };
};
export type KillUserApiResponse = /** status 200 The outcome. */ Envelope & {
  data?: StatusResult;
};
export type KillUserApiArg = {
  body: UserIdRequest;
};
export type KillThemAllApiResponse =
  /** status 200 The outcome and how many sessions were closed. */ Envelope & {
    data?: StatusResult & {
      disconnected?: number;
    };
  };
export type KillThemAllApiArg = {
  body: {
    /** Also disconnect system managers and other super-administrators. */
    includeSystemUsers?: boolean;
  };
};
export type UnblockUserApiResponse = /** status 200 The outcome. */ Envelope & {
  data?: StatusResult;
};
export type UnblockUserApiArg = {
  body: UserIdRequest;
};
export type UpdatePasswordValidityApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type UpdatePasswordValidityApiArg = {
  body: {
    userId: number;
    /** From tomorrow up to 10 months from today. */
    validUntil: string;
  };
};
export type CheckGoogleAuthApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type CheckGoogleAuthApiArg = {
  body: {
    code: string;
  };
};
export type CreateTokenOnPhpApiResponse =
  /** status 200 The outcome and the link. */ Envelope & {
    data?: StatusResult & {
      token?: string;
      url?: string;
    };
  };
export type CreateTokenOnPhpApiArg = {
  body: UserIdRequest;
};
export type GetMainAutocompleteApiResponse =
  /** status 200 The matching customers. */ Envelope & {
    data?: SuperAdminUserSummary[];
  };
export type GetMainAutocompleteApiArg = {
  query: string;
  searchBy?:
    | "all"
    | "username"
    | "name"
    | "userId"
    | "phone"
    | "email"
    | "customerNumber"
    | "nationalId"
    | "companyName";
  maxRows?: number;
};
export type GetCustomerHistoryApiResponse =
  /** status 200 The history. */ Envelope & {
    data?: LogEntry[];
  };
export type GetCustomerHistoryApiArg = {
  /** The customer's user id. */
  id: number;
};
export type GetUsersGroupApiResponse =
  /** status 200 The users of the group. */ Envelope & {
    data?: SuperAdminUserSummary[];
  };
export type GetUsersGroupApiArg = {
  groupId: number;
};
export type ViewFamilyApiResponse =
  /** status 200 The account tree. */ Envelope & {
    data?: SuperAdminFamily;
  };
export type ViewFamilyApiArg = {
  body: UserIdRequest;
};
export type SaveUserDetailsApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type SaveUserDetailsApiArg = {
  body: UserProfile & {
    companyName?: string;
    /** Internal notes of the support team. */
    comments?: string;
  };
};
export type GetGroupsHistoryApiResponse =
  /** status 200 The changes, newest first. */ Envelope & {
    data?: LogEntry[];
  };
export type GetGroupsHistoryApiArg = {
  body: DateRange & {
    /** One group; absent means all groups. */
    groupId?: number;
    /** Changes that concern one user. */
    userId?: number;
  };
};
export type UserToUserCreditTransferApiResponse =
  /** status 200 The outcome and both new balances. */ Envelope & {
    data?: StatusResult & {
      fromBalance?: number;
      toBalance?: number;
    };
  };
export type UserToUserCreditTransferApiArg = {
  body: {
    fromUserId: number;
    toUserId: number;
    service: SuperAdminCreditService;
    amount: number;
    comment?: string;
  };
};
export type PrepaidToPupApiResponse =
  /** status 200 The outcome and the invoice. */ Envelope & {
    data?: StatusResult & {
      invoiceId?: number;
      /** Shekels before VAT. */
      amount?: number;
      /** Shekels with VAT. */
      total?: number;
    };
  };
export type PrepaidToPupApiArg = {
  body: {
    userId: number;
    /** The package product of the price list. */
    productId: number;
    /** Default the customer's own price list. */
    priceListId?: number;
    quantity?: number;
    paymentMethod: "card" | "postpaid";
  };
};
export type PrepaidToPupWhatsappApiResponse =
  /** status 200 The outcome and the invoice. */ Envelope & {
    data?: StatusResult & {
      invoiceId?: number;
      /** Shekels before VAT. */
      amount?: number;
      /** Shekels with VAT (1.18 from 2025-01-01, else 1.17). */
      total?: number;
    };
  };
export type PrepaidToPupWhatsappApiArg = {
  body: {
    userId: number;
    messages: number;
    /** Default the customer's own price list. */
    priceListId?: number;
    paymentMethod: "card" | "postpaid";
  };
};
export type GetUrlCgApiResponse =
  /** status 200 The outcome and the page address. */ Envelope & {
    data?: SuperAdminCgUrlResult;
  };
export type GetUrlCgApiArg = {
  body: {
    userId: number;
    purpose: "saveCard" | "charge";
    /** Shekels with VAT; required to charge. */
    amount?: number;
    /** Also e-mail the link to the customer. */
    sendByMail?: boolean;
  };
};
export type TestUrlCgApiResponse = /** status 200 The outcome. */ Envelope & {
  data?: SuperAdminCgUrlResult;
};
export type TestUrlCgApiArg = {
  body: UserIdRequest;
};
export type InsertSpecialNumbersApiResponse =
  /** status 200 The outcome and the numbers that were not resold. */ Envelope & {
    data?: SuperAdminSpecialNumbersResult;
  };
export type InsertSpecialNumbersApiArg = {
  body: {
    userId: number;
    numbers: string[];
  };
};
export type GetAlreadyAssignApiResponse =
  /** status 200 The assigned numbers and their owners. */ Envelope & {
    data?: SuperAdminAssignedNumber[];
  };
export type GetAlreadyAssignApiArg = {
  body: {
    userId?: number;
    /** Only these numbers (to check before assigning). */
    numbers?: string[];
    type?: "special" | "attached" | "system" | "shortcut";
  };
};
export type AssignNumbersApiResponse =
  /** status 200 The outcome and the numbers that were not assigned. */ Envelope & {
    data?: StatusResult & {
      notAssigned?: SuperAdminAssignedNumber[];
    };
  };
export type AssignNumbersApiArg = {
  body: {
    userId: number;
    numbers: string[];
    type: "attached" | "system" | "shortcut";
    /** How long a reply number stays with the customer; ignored when permanent. */
    holdDays?: number;
    permanent?: boolean;
  };
};
export type AssignEmailsApiResponse =
  /** status 200 The outcome and the addresses already taken. */ Envelope & {
    data?: StatusResult & {
      takenEmails?: string[];
    };
  };
export type AssignEmailsApiArg = {
  body: {
    userId: number;
    /** The full list of the customer's associated addresses; empty removes them all. */
    emails: string[];
  };
};
export type AssignBlockApiResponse = /** status 200 The outcome. */ Envelope & {
  data?: StatusResult;
};
export type AssignBlockApiArg = {
  body: {
    userIds: number[];
    blocked: boolean;
    includeSubUsers?: boolean;
    reason?: string;
  };
};
export type GetFilesOfShortcutNumberApiResponse =
  /** status 200 The files, newest first. */ Envelope & {
    data?: SuperAdminShortcutFile[];
  };
export type GetFilesOfShortcutNumberApiArg = {
  body: {
    number: string;
  };
};
export type SaveAttachNumberApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type SaveAttachNumberApiArg = {
  body: {
    /** The customer who receives the number. */
    userId: number;
    number: string;
    /** A quick-send list bound to this number. */
    contactListId?: number;
    permanent?: boolean;
    holdDays?: number;
    /** Take the number from its current customer. */
    moveFromOtherUser?: boolean;
  };
};
export type DeleteAttachNumberApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type DeleteAttachNumberApiArg = {
  body: {
    userId: number;
    number: string;
  };
};
export type ExportAttachedNumbersApiResponse =
  /** status 200 The rows of the export. */ Envelope & {
    data?: SuperAdminExportTable;
  };
export type ExportAttachedNumbersApiArg = {
  body: SuperAdminExportFilter;
};
export type ExportUsersApiResponse =
  /** status 200 The rows of the export. */ Envelope & {
    data?: SuperAdminExportTable;
  };
export type ExportUsersApiArg = {
  body: SuperAdminExportFilter & {
    group?: number;
    active?: boolean;
    customerType?: number;
  };
};
export type ExportReportBillingApiResponse =
  /** status 200 The rows of the export. */ Envelope & {
    data?: SuperAdminExportTable;
  };
export type ExportReportBillingApiArg = {
  body: SuperAdminExportFilter & {
    service?: SuperAdminCreditService;
  };
};
export type ExportReloReportApiResponse =
  /** status 200 The rows of the export. */ Envelope & {
    data?: SuperAdminExportTable;
  };
export type ExportReloReportApiArg = {
  body: SuperAdminExportFilter & object;
};
export type SuperAdminExportContactListsApiResponse =
  /** status 200 The rows of the export. */ Envelope & {
    data?: SuperAdminExportTable;
  };
export type SuperAdminExportContactListsApiArg = {
  body: {
    userId: number;
    contactListIds: number[];
    includeSubs?: boolean;
  };
};
export type GetUserContactListsWithSubsApiResponse =
  /** status 200 The lists. */ Envelope & {
    data?: ContactList[];
  };
export type GetUserContactListsWithSubsApiArg = {
  body: UserIdRequest;
};
export type GetAllUserContactListsApiResponse =
  /** status 200 The lists. */ Envelope & {
    data?: SuperAdminContactListSummary[];
  };
export type GetAllUserContactListsApiArg = {
  body: UserIdRequest;
};
export type SuperAdminDeleteContactListsApiResponse =
  /** status 200 The outcome and how many lists were deleted. */ Envelope & {
    data?: StatusResult & {
      deleted?: number;
    };
  };
export type SuperAdminDeleteContactListsApiArg = {
  body: {
    userId: number;
    contactListIds: number[];
  };
};
export type ReadBlacklistApiResponse =
  /** status 200 The outcome and the counts. */ Envelope & {
    data?: StatusResult & {
      submitted?: number;
      added?: number;
      invalidNumbers?: string[];
    };
  };
export type ReadBlacklistApiArg = {
  body: {
    userId: number;
    /** xls, xlsx or csv, up to 15MB; numbers in the first column. */
    file: Blob;
  };
};
export type SuperAdminRemoveFromBlacklistApiResponse =
  /** status 200 The outcome and how many numbers were removed. */ Envelope & {
    data?: StatusResult & {
      removed?: number;
    };
  };
export type SuperAdminRemoveFromBlacklistApiArg = {
  body: {
    userId: number;
    phones: string[];
  };
};
export type SetAflaloApiResponse = /** status 200 The outcome. */ Envelope & {
  data?: StatusResult;
};
export type SetAflaloApiArg = {
  body: {
    phones: string[];
    action: "unblock" | "block";
    comment?: string;
  };
};
export type StartOrStopCampaignApiResponse =
  /** status 200 The outcome and how many campaigns changed. */ Envelope & {
    data?: StatusResult & {
      changed?: number;
    };
  };
export type StartOrStopCampaignApiArg = {
  body: {
    userId: number;
    action: "stop" | "start";
    /** Only these campaigns; absent means all the customer's waiting, future and sending campaigns. */
    campaignIds?: number[];
    /** With stop, also refuse new campaigns until resumed. */
    blockNewCampaigns?: boolean;
  };
};
export type SysVerifyPhoneApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type SysVerifyPhoneApiArg = {
  body: {
    userId: number;
    phone: string;
    inheritToSubUsers?: boolean;
  };
};
export type GetSysDataApiResponse =
  /** status 200 The lists asked for. */ Envelope & {
    data?: SuperAdminSystemData;
  };
export type GetSysDataApiArg = {
  body: {
    sections: (
      "prohibitedWords" | "sendPermissions" | "forbiddenSources" | "systemUsers"
    )[];
  };
};
export type AddBlacklistWordApiResponse =
  /** status 200 The outcome and the new word's id. */ Envelope & {
    data?: StatusResult & {
      id?: number;
    };
  };
export type AddBlacklistWordApiArg = {
  body: {
    word: string;
  };
};
export type UpdateBlacklistWordApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type UpdateBlacklistWordApiArg = {
  body: {
    id: number;
    word: string;
  };
};
export type FreezeBlacklistWordApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type FreezeBlacklistWordApiArg = {
  body: {
    id: number;
    frozen: boolean;
  };
};
export type AddPermissionSendApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type AddPermissionSendApiArg = {
  body: {
    userId: number;
    /** Absent means every prohibited word. */
    wordId?: number;
  };
};
export type DelPermissionSendApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type DelPermissionSendApiArg = {
  body: {
    userId: number;
    /** Absent means the permission for every prohibited word. */
    wordId?: number;
  };
};
export type AddPermissionApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type AddPermissionApiArg = {
  body: {
    userId: number;
    /** A PERMISSION_ID (src/domain/permissions.ts). */
    permissionId: number;
    mode?: "enable" | "block" | "enableAndBequeath" | "blockAndBequeath";
  };
};
export type DelPermissionApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type DelPermissionApiArg = {
  body: {
    userId: number;
    permissionId: number;
  };
};
export type AddSystemUserApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type AddSystemUserApiArg = {
  body: {
    userId: number;
    group: 2 | 5;
  };
};
export type RemoveSystemUserApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type RemoveSystemUserApiArg = {
  body: UserIdRequest;
};
export type AddForbiddenSourceApiResponse =
  /** status 200 The outcome and the new entry's id. */ Envelope & {
    data?: StatusResult & {
      id?: number;
    };
  };
export type AddForbiddenSourceApiArg = {
  body: {
    /** A sender name (up to 11 characters) or a number. */
    source: string;
  };
};
export type RemoveForbiddenSourceApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type RemoveForbiddenSourceApiArg = {
  body: IdRequest;
};
export type GetVerifiedGroupsApiResponse =
  /** status 200 The groups with their members and shared numbers. */ Envelope & {
    data?: VerifiedGroup[];
  };
export type GetVerifiedGroupsApiArg = {
  body: {
    /** Only the groups this customer belongs to. */
    userId?: number;
  };
};
export type AddVerifiedGroupApiResponse =
  /** status 200 The outcome and the new group's id. */ Envelope & {
    data?: StatusResult & {
      id?: number;
    };
  };
export type AddVerifiedGroupApiArg = {
  body: {
    name: string;
    /** User ids of the first members. */
    members?: number[];
  };
};
export type RemoveVerifiedGroupApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type RemoveVerifiedGroupApiArg = {
  body: {
    groupId: number;
  };
};
export type AddVerifiedGroupMemberApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type AddVerifiedGroupMemberApiArg = {
  body: {
    groupId: number;
    userId: number;
  };
};
export type RemoveVerifiedGroupMemberApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type RemoveVerifiedGroupMemberApiArg = {
  body: {
    groupId: number;
    userId: number;
  };
};
export type GetWhiteLabelsApiResponse =
  /** status 200 The brands. */ Envelope & {
    data?: WhiteLabelBrand[];
  };
export type GetWhiteLabelsApiArg = {
  body: {
    /** One brand; absent means all. */
    id?: number;
  };
};
export type AddWhiteLabelApiResponse =
  /** status 200 The outcome and the brand's id. */ Envelope & {
    data?: StatusResult & {
      brandId?: number;
    };
  };
export type AddWhiteLabelApiArg = {
  body: {
    /** The reseller. */
    userId: number;
    /** An existing brand; absent with a new brand. */
    brandId?: number;
    /** A new brand; needed when brandId is absent. */
    brand?: WhiteLabelBrand & {
      /** The host name the brand answers on. */
      host: string;
      supportEmail?: string;
    };
    recaptchaToken: string;
  };
};
export type UploadWhiteLabelImageApiResponse =
  /** status 200 The outcome and the stored file name. */ Envelope & {
    data?: StatusResult & {
      fileName?: string;
      url?: string;
    };
  };
export type UploadWhiteLabelImageApiArg = {
  body: {
    brandId: number;
    kind: "logo" | "approvalFile";
    /** Logo png, jpg, jpeg, gif or svg up to 2MB; agreement pdf up to 10MB. */
    file: Blob;
  };
};
export type GetWalletsApiResponse = /** status 200 The wallets. */ Envelope & {
  data?: Wallet[];
};
export type GetWalletsApiArg = {
  body: UserIdRequest;
};
export type AddWalletApiResponse =
  /** status 200 The outcome and the new wallet's id. */ Envelope & {
    data?: StatusResult & {
      id?: number;
    };
  };
export type AddWalletApiArg = {
  body: {
    userId: number;
    name: string;
    balance?: number;
  };
};
export type UpdateWalletApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type UpdateWalletApiArg = {
  body: {
    userId: number;
    walletId: number;
    name?: string;
    balance?: number;
  };
};
export type UpdateWalletStatusApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type UpdateWalletStatusApiArg = {
  body: {
    userId: number;
    walletId: number;
    status: "active" | "frozen";
  };
};
export type DeleteWalletApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type DeleteWalletApiArg = {
  body: {
    userId: number;
    walletId: number;
  };
};
export type SetWalletPermissionsApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type SetWalletPermissionsApiArg = {
  body: {
    userId: number;
    walletId: number;
    /** User ids of the account's sub-users allowed to spend from the wallet (the whole list). */
    permissions: number[];
  };
};
export type GetOrganizationsApiResponse =
  /** status 200 The organizations. */ Envelope & {
    data?: Organization[];
  };
export type GetOrganizationsApiArg = {
  body: UserIdRequest;
};
export type AddOrganizationApiResponse =
  /** status 200 The outcome and the new organization's id. */ Envelope & {
    data?: StatusResult & {
      id?: number;
    };
  };
export type AddOrganizationApiArg = {
  body: {
    userId: number;
    name: string;
    companyId: string;
  };
};
export type UpdateOrganizationApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type UpdateOrganizationApiArg = {
  body: {
    userId: number;
    organizationId: number;
    name?: string;
    companyId?: string;
  };
};
export type DeleteOrganizationApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type DeleteOrganizationApiArg = {
  body: {
    userId: number;
    organizationId: number;
  };
};
export type GetUserSourceNumberTextDataApiResponse =
  /** status 200 The requests, newest first. */ Envelope & {
    data?: SuperAdminSourceNameRequest[];
  };
export type GetUserSourceNumberTextDataApiArg = {
  body: {
    /** One customer; absent means all pending requests. */
    userId?: number;
    status?: "pending" | "approved" | "rejected";
  };
};
export type GetUserSourceNumberTextFilesApiResponse =
  /** status 200 The documents. */ Envelope & {
    data?: SuperAdminSourceNameFile[];
  };
export type GetUserSourceNumberTextFilesApiArg = {
  body: {
    requestId: number;
  };
};
export type DecryptFileApiResponse =
  /** status 200 The document as it was uploaded (pdf or image). */ Blob;
export type DecryptFileApiArg = {
  body: {
    fileId: number;
  };
};
export type DeleteLocalSourceNumberTextApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type DeleteLocalSourceNumberTextApiArg = {
  body: {
    fileId: number;
  };
};
export type DeleteSourceNumberTextApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type DeleteSourceNumberTextApiArg = {
  body: {
    requestId: number;
  };
};
export type SaveSourceNumberTextApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type SaveSourceNumberTextApiArg = {
  body: SuperAdminSourceNameDecision;
};
export type SaveAllSourceNumberTextApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type SaveAllSourceNumberTextApiArg = {
  body: {
    userId: number;
    requests: SuperAdminSourceNameDecision[];
  };
};
export type SendZoomMeetingCoordinationApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type SendZoomMeetingCoordinationApiArg = {
  body: {
    requestId: number;
    channel?: "email" | "sms" | "both";
  };
};
export type GetSecureServerFileApiResponse =
  /** status 200 The document. */ Blob;
export type GetSecureServerFileApiArg = {
  body: {
    userId: number;
    fileName: string;
  };
};
export type GetUserRatesApiResponse = /** status 200 The rates. */ Envelope & {
  data?: {
    user_rates: Rate[];
  };
};
export type GetUserRatesApiArg = {
  body: {
    user_id: number;
  };
};
export type SaveCountriesRatesApiResponse =
  /** status 200 The outcome and the countries that were refused. */ Envelope & {
    data?: StatusResult & {
      notAllowedCountries?: string[];
    };
  };
export type SaveCountriesRatesApiArg = {
  body: {
    user_id: number;
    rates: (Rate & {
      PREFIX: string;
      RATE: number;
    })[];
  };
};
export type GetPriceListsApiResponse =
  /** status 200 The price lists. */ Envelope & {
    data?: PriceList[];
  };
export type GetPriceListsApiArg = {
  body: {
    /** Only price lists of this type. */
    type?: string;
  };
};
export type GetPriceListDetailsApiResponse =
  /** status 200 The price list. */ Envelope & {
    data?: PriceList;
  };
export type GetPriceListDetailsApiArg = {
  body: {
    priceListId: number;
  };
};
export type GetPriceListProductsApiResponse =
  /** status 200 The products in the list and the ones available. */ Envelope & {
    data?: {
      products: PriceListProduct[];
      available: PriceListProduct[];
    };
  };
export type GetPriceListProductsApiArg = {
  body: {
    priceListId: number;
  };
};
export type AddPriceListApiResponse =
  /** status 200 The outcome and the new price list's id. */ Envelope & {
    data?: StatusResult & {
      id?: number;
    };
  };
export type AddPriceListApiArg = {
  body: {
    name: string;
    type?: string;
    /** Copy the products and rates of this price list. */
    copyFromId?: number;
  };
};
export type SavePriceListApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type SavePriceListApiArg = {
  body: {
    priceListId: number;
    name?: string;
    type?: string;
    rate?: number;
    products?: (PriceListProduct & {
      rate: number;
      quantity?: number;
    })[];
  };
};
export type UpdatePriceListTextsApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type UpdatePriceListTextsApiArg = {
  body: {
    priceListId: number;
    /** Language (he, en, ru, ar) to text. */
    texts: {
      [key: string]: string;
    };
  };
};
export type RemovePriceListApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type RemovePriceListApiArg = {
  body: {
    priceListId: number;
  };
};
export type AddProductToPriceListApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type AddProductToPriceListApiArg = {
  body: {
    priceListId: number;
    productId: number;
    rate: number;
    quantity?: number;
  };
};
export type RemoveProductFromPriceListApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type RemoveProductFromPriceListApiArg = {
  body: {
    priceListId: number;
    productId: number;
  };
};
export type ChangePriceListApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type ChangePriceListApiArg = {
  body: {
    userId: number;
    priceListId: number;
    includeSubUsers?: boolean;
  };
};
export type RestoreDefaultPriceListApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type RestoreDefaultPriceListApiArg = {
  body: UserIdRequest;
};
export type PersonName = {
  firstName?: string;
  lastName?: string;
};
export type BalanceItem = {
  amount: number;
  hasPermissions: boolean;
  /** Credits held by sub-users. */
  subAmount?: number;
  /** Own plus sub-users. */
  sumAmount?: number;
  /** Value in shekels. */
  nis?: number;
  /** WhatsApp only. */
  creditsLeftWA?: number;
};
export type BalanceCredits = {
  sms?: BalanceItem;
  overseas_sms?: BalanceItem;
  emails?: BalanceItem;
  voice?: BalanceItem;
  whatsapp?: BalanceItem;
};
export type AllowedHours = {
  days?: number[];
  fromHour?: string;
  toHour?: string;
};
export type User = {
  userId: number;
  /** 0 means a primary user (account holder). */
  adminId: number;
  /** 2 system manager, 3 administrator, 4 sub-user, 5 super-administrator, 1 customer. */
  group: number;
  isAdmin: boolean;
  customerType?: number;
  mainEmail?: string;
  userName?: string;
  name?: PersonName;
  /** Two-step verification is on. */
  otp?: boolean;
  /** PERMISSION_IDs (src/domain/permissions.ts). */
  permissions: number[];
  canMakeTemplate?: boolean;
  canMakeContactList?: boolean;
  canMakeCampaign?: boolean;
  isUserAllowedNewsletter?: boolean;
  isHaveNewsLatterAccount?: boolean;
  newsletterEmailCount?: number;
  managers_group?: number;
  balanceCredits?: BalanceCredits;
  /** When the user may send (Israel time), set by an administrator; absent means at any time. A campaign sent outside waits for the next opening. */
  allowedHours?: AllowedHours;
};
export type WhatsAppNotification = {
  hook?: "new" | "system";
  type?:
    | "text"
    | "button"
    | "reaction"
    | "image"
    | "audio"
    | "video"
    | "document"
    | "update"
    | "issues"
    | "template"
    | "message";
  from?: string;
  to?: string;
  senderName?: string;
  profilePic?: string;
  body?: string;
  caption?: string;
  template?: string;
  /** Template update 1 approved, 2 to 7 rejected. */
  update?: number;
  /** Account issue 1 flagged, 2 unflagged, 3 blocked, 4 unblocked. */
  issues?: number;
};
export type Notification = {
  message?: string;
  /** 1 error, 2 success, 3 info, 4 warning. */
  type?: number;
  dynamicString?: string;
  timeout?: number;
  isWhatsappNotification?: boolean;
  whatsapp?: WhatsAppNotification;
};
export type Envelope = {
  data?: unknown;
  /** An i18n key (or text) the browser shows in the error modal. */
  message?: string;
  /** A rotated session token that replaces the stored one. */
  new_token?: string;
  currentUser?: User;
  notifications?: Notification[];
  /** The session is over; the browser logs out. */
  isLoginPage?: boolean;
  /** "blockedSite" sends the browser to the blocked page. */
  title?: string;
  pageNotFound?: boolean;
  serviceUnavailable?: boolean;
  /** On HTTP 400, the request field that broke the schema. */
  field?: string;
  /** WhatsApp calls answer success false with a message to show. */
  success?: boolean;
};
export type SuperAdminProfilesSummary = {
  total?: number;
  active?: number;
  inactive?: number;
  blocked?: number;
  newThisMonth?: number;
  /** Group number to user count. */
  byGroup?: {
    [key: string]: number;
  };
  /** Customer type to user count. */
  byCustomerType?: {
    [key: string]: number;
  };
};
export type SuperAdminLogsSummary = {
  fromDate?: string;
  toDate?: string;
  rows?: {
    date?: string;
    action?: string;
    count?: number;
  }[];
};
export type SuperAdminTopCustomer = {
  rank?: number;
  userId?: number;
  username?: string;
  companyName?: string;
  messages?: number;
  campaigns?: number;
  credits?: number;
  /** Shekels before VAT. */
  amount?: number;
};
export type SuperAdminTop10Filter = {
  /** DD/MM/YYYY; default the first of this month. */
  fromDate?: string;
  /** DD/MM/YYYY; default today. */
  toDate?: string;
  service?: "sms" | "overseas_sms" | "voice" | "whatsapp";
  orderBy?: "messages" | "credits" | "amount" | "campaigns";
};
export type WhatsAppAccount = {
  ID?: number;
  USER_ID?: number;
  PHONE?: string;
  COMPANY_NAME?: string;
  LOGO_URL?: string;
  ACCOUNT_KEY?: string;
  /** 3 means blocked by the messaging provider. */
  STATUS?: number;
  CREATED_ON?: string;
  EFFECTIVE_DATE_FROM?: string;
  EFFECTIVE_DATE_TO?: string;
  ADDRESS?: string;
  DESCRIPTION?: string;
  EMAIL?: string;
  TYPE?: string;
  WEBSITE?: string;
  ABOUT?: string;
  POOL_NUMBER?: string;
  DAILY_LIMIT?: number;
  WHATSAPP_STATUS?: string;
  SEND_READ_STATUS?: boolean;
  IS_BLOCKED_BY_META?: boolean;
};
export type SuperAdminWhatsAppStatus = {
  totalAccounts?: number;
  /** WhatsApp number state (section 4) to account count. */
  byStatus?: {
    [key: string]: number;
  };
  blockedByMeta?: number;
  activeWithWarning?: number;
  awaitingApproval?: number;
  templatesPending?: number;
  messagesToday?: number;
  /** Accounts that need attention (blocked, flagged, awaiting approval). */
  accounts?: WhatsAppAccount[];
};
export type SuperAdminPeriodFigure = {
  /** today, month, lastMonth, year, or a date. */
  period?: string;
  count?: number;
  credits?: number;
  /** Shekels before VAT. */
  amount?: number;
};
export type SuperAdminReloadSummary = {
  figures?: SuperAdminPeriodFigure[];
  /** Service to credits reloaded this month. */
  byService?: {
    [key: string]: number;
  };
};
export type SuperAdminCashSummary = {
  figures?: SuperAdminPeriodFigure[];
  /** prepaid, postpaid, card, bank to amount. */
  byPaymentType?: {
    [key: string]: number;
  };
};
export type SuperAdminWhatsAppCredits = {
  sold?: number;
  used?: number;
  remaining?: number;
  /** Accounts with less than 10% of their last package left. */
  lowBalanceAccounts?: {
    userId?: number;
    username?: string;
    creditsLeftWA?: number;
  }[];
};
export type LogEntry = {
  id?: number;
  date?: string;
  userId?: number;
  action?: string;
  details?: string;
  ip?: string;
};
export type PageInfo = {
  total: number;
  page: number;
  pageSize: number;
};
export type Paging = {
  page?: number;
  pageSize?: number;
  sortField?: string;
  sortOrder?: "asc" | "desc";
};
export type DateRange = {
  /** DD/MM/YYYY or ISO date */
  fromDate?: string;
  /** DD/MM/YYYY or ISO date */
  toDate?: string;
};
export type StatusResult = {
  status: number;
  message?: string;
};
export type UserIdRequest = {
  userId: number;
};
export type SuperAdminUserSummary = {
  userId: number;
  /** 0 for a primary user; else the primary user above it. */
  adminId?: number;
  username: string;
  firstName?: string;
  lastName?: string;
  companyName?: string;
  customerNumber?: string;
  nationalId?: string;
  phone?: string;
  email?: string;
  group?: number;
  customerType?: number;
  active?: boolean;
  blocked?: boolean;
  createdOn?: string;
};
export type SuperAdminFamilyNode = SuperAdminUserSummary & {
  children?: SuperAdminFamilyNode[];
};
export type SuperAdminFamily = {
  /** The user that was asked about. */
  userId: number;
  root: SuperAdminFamilyNode;
};
export type VerifiedNumber = {
  id?: number;
  phone?: string;
  verifiedOn?: string;
  isAttached?: boolean;
};
export type SourceName = {
  id?: number;
  name?: string;
  status?: "pending" | "approved" | "rejected";
  active?: boolean;
  requestedOn?: string;
};
export type PermissionGrant = {
  permissionId: number;
  mode: "enable" | "block" | "enableAndBequeath" | "blockAndBequeath";
};
export type BillingData = {
  customerType?: number;
  priceListId?: number;
  paymentType?: "prepaid" | "postpaid" | "card" | "bank";
  bank?: string;
  hasCardOnFile?: boolean;
};
export type UserProfile = {
  userId?: number;
  adminId?: number;
  username?: string;
  customerNumber?: string;
  /** Identity or company number, 9 digits. */
  nationalId?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phones?: string[];
  permitted_numbers?: string[];
  verifiedNumbers?: VerifiedNumber[];
  sourceNames?: SourceName[];
  mailLimit?: number;
  allowedHours?: AllowedHours;
  allowedEmails?: string[];
  allowedIps?: string[];
  active?: boolean;
  group?: number;
  permissions?: PermissionGrant[];
  billing?: BillingData;
  balanceCredits?: BalanceCredits;
};
export type SuperAdminCreditService =
  "sms" | "overseas_sms" | "voice" | "whatsapp" | "emails";
export type SuperAdminCgUrlResult = StatusResult & {
  success: "y" | "n";
  /** The hosted payment page. */
  url?: string;
};
export type SuperAdminSpecialNumbersResult = StatusResult & {
  success: boolean;
  /** Numbers whose SIM is not valid. */
  invalid_sim: string[];
  /** Numbers still being processed by the operator. */
  in_process: string[];
};
export type SuperAdminAssignedNumber = {
  number?: string;
  type?: "special" | "attached" | "system" | "shortcut";
  userId?: number;
  username?: string;
  contactListId?: number;
  assignedOn?: string;
  /** Empty for a permanent number. */
  expiresOn?: string;
};
export type SuperAdminShortcutFile = {
  id?: number;
  fileName?: string;
  hash?: string;
  rows?: number;
  uploadedOn?: string;
};
export type SuperAdminExportTable = {
  /** Suggested file name without extension. */
  fileName?: string;
  headers: {
    key: string;
    title: string;
  }[];
  rows: {
    [key: string]: string | number | boolean | null;
  }[];
};
export type SuperAdminExportFilter = {
  /** DD/MM/YYYY */
  fromDate?: string;
  /** DD/MM/YYYY */
  toDate?: string;
  /** One account (with its sub-users); absent means all. */
  userId?: number;
};
export type ContactListSub = {
  id?: number;
  name?: string;
  parentId?: number;
  destinations?: number;
  isDirectSub?: boolean;
};
export type MobileData = {
  sourceNumber?: string;
  attachedNumber?: string;
  unsubscribeOption?: 0 | 2 | 3;
  isServiceActive?: boolean;
  isAllowResponse?: boolean;
  permittedNumbers?: string[];
};
export type ContactList = {
  id: number;
  name: string;
  /** -1 for a top-level list. */
  parentId?: number;
  isParent?: boolean;
  creationDate?: string;
  totalLength?: number;
  allTotalDestinationsCount?: number;
  totalBlocked?: number;
  isThisUserCl?: boolean;
  subs?: ContactListSub[];
  attachedNumber?: string;
  mobileData?: MobileData;
  /** Customized column headers of dynamic fields 1 to 6. */
  headers?: string[];
  deleteDate?: string;
};
export type SuperAdminContactListSummary = {
  id?: number;
  name?: string;
  /** -1 for a top-level list. */
  parentId?: number;
  totalLength?: number;
  creationDate?: string;
};
export type ProhibitedWord = {
  id?: number;
  word?: string;
  frozen?: boolean;
  createdOn?: string;
};
export type SuperAdminSendPermission = {
  userId?: number;
  username?: string;
  /** Absent means every prohibited word. */
  wordId?: number;
  word?: string;
  grantedOn?: string;
};
export type ForbiddenSource = {
  id?: number;
  source?: string;
  createdOn?: string;
};
export type SystemUser = {
  userId?: number;
  username?: string;
  group?: number;
};
export type SuperAdminSystemData = {
  prohibitedWords?: ProhibitedWord[];
  sendPermissions?: SuperAdminSendPermission[];
  forbiddenSources?: ForbiddenSource[];
  systemUsers?: SystemUser[];
};
export type IdRequest = {
  id: number;
};
export type VerifiedGroup = {
  id?: number;
  name?: string;
  members?: number[];
  phones?: string[];
};
export type WhiteLabelBrand = {
  id?: number;
  host?: string;
  userId?: number;
  logoName?: string;
  appLogoSrc?: string;
  supportPhone?: string;
  supportEmail?: string;
  supportText?: string;
  buyPackage?: string;
  approvalFile?: string;
  hideAppBar?: boolean;
};
export type Wallet = {
  id?: number;
  userId?: number;
  name?: string;
  status?: "active" | "frozen";
  balance?: number;
  permissions?: number[];
};
export type Organization = {
  id?: number;
  userId?: number;
  name?: string;
  companyId?: string;
};
export type SuperAdminSourceNameFile = {
  id?: number;
  requestId?: number;
  fileName?: string;
  /** Bytes. */
  size?: number;
  uploadedOn?: string;
  /** A local copy still exists beside the secure-server copy. */
  isLocal?: boolean;
};
export type SuperAdminSourceNameRequest = {
  id?: number;
  userId?: number;
  username?: string;
  sourceName?: string;
  /** The declaration the customer signed for this name. */
  text?: string;
  status?: "pending" | "approved" | "rejected";
  meetingStatus?: "none" | "waiting" | "sent" | "done";
  comment?: string;
  requestedOn?: string;
  decidedOn?: string;
  files?: SuperAdminSourceNameFile[];
};
export type SuperAdminSourceNameDecision = {
  requestId: number;
  status: "pending" | "approved" | "rejected";
  text?: string;
  comment?: string;
};
export type Rate = {
  PREFIX?: string;
  OPERATOR_DESC?: string;
  RATE?: number;
  COUNTRY?: string;
};
export type PriceListProduct = {
  productId?: number;
  name?: string;
  rate?: number;
  quantity?: number;
};
export type PriceList = {
  id?: number;
  name?: string;
  type?: string;
  rate?: number;
  isDefault?: boolean;
  products?: PriceListProduct[];
  texts?: {
    [key: string]: string;
  };
};
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
  useGetErrorsLogsQuery,
  useLazyGetErrorsLogsQuery,
  useGetLogsFileMutation,
  useKillUserMutation,
  useKillThemAllMutation,
  useUnblockUserMutation,
  useUpdatePasswordValidityMutation,
  useCheckGoogleAuthMutation,
  useCreateTokenOnPhpMutation,
  useGetMainAutocompleteQuery,
  useLazyGetMainAutocompleteQuery,
  useGetCustomerHistoryQuery,
  useLazyGetCustomerHistoryQuery,
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
  useSuperAdminDeleteContactListsMutation,
  useReadBlacklistMutation,
  useSuperAdminRemoveFromBlacklistMutation,
  useSetAflaloMutation,
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
