import { baseApi as api } from "../baseApi";
import type {
  GetContactsPageDataApiResponse,
  GetContactsPageDataApiArg,
  DeleteContactListApiResponse,
  DeleteContactListApiArg,
  DeleteBlockedContactApiResponse,
  DeleteBlockedContactApiArg,
  RestoreContactListsApiResponse,
  RestoreContactListsApiArg,
  GeneralSearchApiResponse,
  GeneralSearchApiArg,
  GeneralSearchSaveChangesApiResponse,
  GeneralSearchSaveChangesApiArg,
  DeleteSelectedNumbersApiResponse,
  DeleteSelectedNumbersApiArg,
  DeleteAllNumbersApiResponse,
  DeleteAllNumbersApiArg,
  MoveSelectedNumbersApiResponse,
  MoveSelectedNumbersApiArg,
  MoveAllToContactListApiResponse,
  MoveAllToContactListApiArg,
  CopySelectedNumbersApiResponse,
  CopySelectedNumbersApiArg,
  AddNewContactsApiResponse,
  AddNewContactsApiArg,
  AddPastedNumberToListApiResponse,
  AddPastedNumberToListApiArg,
  CreateListFromExcelApiResponse,
  CreateListFromExcelApiArg,
  ReadFileColumnsApiResponse,
  ReadFileColumnsApiArg,
  GetImportProgressApiResponse,
  GetImportProgressApiArg,
  SaveContactListApiResponse,
  SaveContactListApiArg,
  SaveMobileContactListApiResponse,
  SaveMobileContactListApiArg,
  DeleteSubContactsApiResponse,
  DeleteSubContactsApiArg,
  AddNewSubContactsApiResponse,
  AddNewSubContactsApiArg,
  GetBulkContactApiResponse,
  GetBulkContactApiArg,
  GetFullListApiResponse,
  GetFullListApiArg,
  CreateSmartContactListApiResponse,
  CreateSmartContactListApiArg,
  CheckContactListInfoApiResponse,
  CheckContactListInfoApiArg,
  CheckContactListNameApiResponse,
  CheckContactListNameApiArg,
  GetContactsApiResponse,
  GetContactsApiArg,
  GetContactsListsApiResponse,
  GetContactsListsApiArg,
  PersonName,
  BalanceItem,
  BalanceCredits,
  AllowedHours,
  User,
  WhatsAppNotification,
  Notification,
  Envelope,
  ContactListSub,
  MobileData,
  ContactList,
  ContactsPageList,
  Contact,
  DeletedContactList,
  StatusResult,
  FailedRow,
  ContactsImportResult,
  ContactsContactInput,
  ContactsContactChange,
  ContactsMoveResult,
  ContactsPastedRow,
  ContactsColumnMapping,
  ContactsFileColumns,
  ContactsImportProgress,
  ContactsSmartCondition,
} from "../../../contract/contacts";
export type * from "../../../contract/contacts";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getContactsPageData: build.query<
      GetContactsPageDataApiResponse,
      GetContactsPageDataApiArg
    >({
      query: (queryArg) => ({
        url: `/contacts/get-contacts-page-data`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    deleteContactList: build.mutation<
      DeleteContactListApiResponse,
      DeleteContactListApiArg
    >({
      query: (queryArg) => ({
        url: `/contacts/delete-contact-list`,
        method: "DELETE",
        params: {
          contactListId: queryArg.contactListId,
        },
      }),
    }),
    deleteBlockedContact: build.mutation<
      DeleteBlockedContactApiResponse,
      DeleteBlockedContactApiArg
    >({
      query: (queryArg) => ({
        url: `/contacts/delete-blocked-contact`,
        method: "DELETE",
        params: {
          contactListId: queryArg.contactListId,
          contactId: queryArg.contactId,
        },
      }),
    }),
    restoreContactLists: build.mutation<
      RestoreContactListsApiResponse,
      RestoreContactListsApiArg
    >({
      query: (queryArg) => ({
        url: `/contacts/restore-contact-lists`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    generalSearch: build.query<GeneralSearchApiResponse, GeneralSearchApiArg>({
      query: (queryArg) => ({
        url: `/contacts/general-search`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    generalSearchSaveChanges: build.mutation<
      GeneralSearchSaveChangesApiResponse,
      GeneralSearchSaveChangesApiArg
    >({
      query: (queryArg) => ({
        url: `/contacts/general-search-save-changes`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    deleteSelectedNumbers: build.mutation<
      DeleteSelectedNumbersApiResponse,
      DeleteSelectedNumbersApiArg
    >({
      query: (queryArg) => ({
        url: `/contacts/delete-selected-numbers`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    deleteAllNumbers: build.mutation<
      DeleteAllNumbersApiResponse,
      DeleteAllNumbersApiArg
    >({
      query: (queryArg) => ({
        url: `/contacts/delete-all-numbers`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    moveSelectedNumbers: build.mutation<
      MoveSelectedNumbersApiResponse,
      MoveSelectedNumbersApiArg
    >({
      query: (queryArg) => ({
        url: `/contacts/move-selected-numbers`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    moveAllToContactList: build.mutation<
      MoveAllToContactListApiResponse,
      MoveAllToContactListApiArg
    >({
      query: (queryArg) => ({
        url: `/contacts/move-all-to-contact-list`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    copySelectedNumbers: build.mutation<
      CopySelectedNumbersApiResponse,
      CopySelectedNumbersApiArg
    >({
      query: (queryArg) => ({
        url: `/contacts/copy-selected-numbers`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    addNewContacts: build.mutation<
      AddNewContactsApiResponse,
      AddNewContactsApiArg
    >({
      query: (queryArg) => ({
        url: `/contacts/add-new-contacts`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    addPastedNumberToList: build.mutation<
      AddPastedNumberToListApiResponse,
      AddPastedNumberToListApiArg
    >({
      query: (queryArg) => ({
        url: `/contacts/add-pasted-number-to-list`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    createListFromExcel: build.mutation<
      CreateListFromExcelApiResponse,
      CreateListFromExcelApiArg
    >({
      query: (queryArg) => ({
        url: `/contacts/create-list-from-excel`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    readFileColumns: build.mutation<
      ReadFileColumnsApiResponse,
      ReadFileColumnsApiArg
    >({
      query: (queryArg) => ({
        url: `/contacts/read-file-columns`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getImportProgress: build.query<
      GetImportProgressApiResponse,
      GetImportProgressApiArg
    >({
      query: (queryArg) => ({
        url: `/contacts/get-import-progress`,
        params: {
          importKey: queryArg.importKey,
        },
      }),
    }),
    saveContactList: build.mutation<
      SaveContactListApiResponse,
      SaveContactListApiArg
    >({
      query: (queryArg) => ({
        url: `/contacts/save-contact-list`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    saveMobileContactList: build.mutation<
      SaveMobileContactListApiResponse,
      SaveMobileContactListApiArg
    >({
      query: (queryArg) => ({
        url: `/contacts/save-mobile-contact-list`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    deleteSubContacts: build.mutation<
      DeleteSubContactsApiResponse,
      DeleteSubContactsApiArg
    >({
      query: (queryArg) => ({
        url: `/contacts/delete-sub-contacts`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    addNewSubContacts: build.mutation<
      AddNewSubContactsApiResponse,
      AddNewSubContactsApiArg
    >({
      query: (queryArg) => ({
        url: `/contacts/add-new-sub-contacts`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getBulkContact: build.query<
      GetBulkContactApiResponse,
      GetBulkContactApiArg
    >({
      query: (queryArg) => ({
        url: `/contacts/get-bulk-contact`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getFullList: build.query<GetFullListApiResponse, GetFullListApiArg>({
      query: (queryArg) => ({
        url: `/contacts/get-full-list`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    createSmartContactList: build.mutation<
      CreateSmartContactListApiResponse,
      CreateSmartContactListApiArg
    >({
      query: (queryArg) => ({
        url: `/contacts/create-smart-contact-list`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    checkContactListInfo: build.query<
      CheckContactListInfoApiResponse,
      CheckContactListInfoApiArg
    >({
      query: (queryArg) => ({
        url: `/contacts/check-contact-list-info`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    checkContactListName: build.query<
      CheckContactListNameApiResponse,
      CheckContactListNameApiArg
    >({
      query: (queryArg) => ({
        url: `/contacts/check-contact-list-name`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getContacts: build.query<GetContactsApiResponse, GetContactsApiArg>({
      query: (queryArg) => ({
        url: `/contacts/get-contacts`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getContactsLists: build.query<
      GetContactsListsApiResponse,
      GetContactsListsApiArg
    >({
      query: (queryArg) => ({
        url: `/contacts/get-contacts-lists`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as contactsApi };
export const {
  useGetContactsPageDataQuery,
  useLazyGetContactsPageDataQuery,
  useDeleteContactListMutation,
  useDeleteBlockedContactMutation,
  useRestoreContactListsMutation,
  useGeneralSearchQuery,
  useLazyGeneralSearchQuery,
  useGeneralSearchSaveChangesMutation,
  useDeleteSelectedNumbersMutation,
  useDeleteAllNumbersMutation,
  useMoveSelectedNumbersMutation,
  useMoveAllToContactListMutation,
  useCopySelectedNumbersMutation,
  useAddNewContactsMutation,
  useAddPastedNumberToListMutation,
  useCreateListFromExcelMutation,
  useReadFileColumnsMutation,
  useGetImportProgressQuery,
  useLazyGetImportProgressQuery,
  useSaveContactListMutation,
  useSaveMobileContactListMutation,
  useDeleteSubContactsMutation,
  useAddNewSubContactsMutation,
  useGetBulkContactQuery,
  useLazyGetBulkContactQuery,
  useGetFullListQuery,
  useLazyGetFullListQuery,
  useCreateSmartContactListMutation,
  useCheckContactListInfoQuery,
  useLazyCheckContactListInfoQuery,
  useCheckContactListNameQuery,
  useLazyCheckContactListNameQuery,
  useGetContactsQuery,
  useLazyGetContactsQuery,
  useGetContactsListsQuery,
  useLazyGetContactsListsQuery,
} = injectedRtkApi;
