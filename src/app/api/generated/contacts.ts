import { baseApi as api } from "../baseApi";
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
export type GetContactsPageDataApiResponse =
  /** status 200 The lists, the chosen list and its contacts. */ Envelope & {
    data?: {
      /** Top-level lists and parents, newest first. */
      lists: ContactsPageList[];
      contactList?: ContactsPageList;
      contacts?: Contact[];
      totalContacts?: number;
      /** The list holds more than 10,000 numbers and cannot be viewed (download it instead). */
      tooLargeToView?: boolean;
      /** The most numbers a list may hold and still be viewed (10,000). */
      viewCap?: number;
      /** Deleted lists that can be restored. */
      deletedLists?: DeletedContactList[];
    };
  };
export type GetContactsPageDataApiArg = {
  body: {
    /** The chosen list; -1 when none is chosen (or a new list). */
    contactListId: number;
    /** Load only the next page of this parent's sub-lists. */
    expandParentId?: number;
    subsOffset?: number;
    subsLimit?: number;
    contactsOffset?: number;
    contactsLimit?: number;
  };
};
export type DeleteContactListApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type DeleteContactListApiArg = {
  contactListId: number;
};
export type DeleteBlockedContactApiResponse =
  /** status 200 The outcome and how many numbers were removed. */ Envelope & {
    data?: StatusResult & {
      deleted?: number;
    };
  };
export type DeleteBlockedContactApiArg = {
  contactListId: number;
  /** The blocked contact to remove; without it every blocked number of the list is removed. */
  contactId?: number;
};
export type RestoreContactListsApiResponse =
  /** status 200 The outcome and the restored lists. */ Envelope & {
    data?: StatusResult & {
      restored?: ContactList[];
    };
  };
export type RestoreContactListsApiArg = {
  body: {
    /** The ids of the deleted lists to restore. */
    all_cl: number[];
  };
};
export type GeneralSearchApiResponse =
  /** status 200 The matching contacts, each with its list. */ Envelope & {
    data?: {
      contacts: Contact[];
      total: number;
      /** More contacts match than limit. */
      truncated?: boolean;
    };
  };
export type GeneralSearchApiArg = {
  body: {
    /** A phone number (or part of one) or a name. */
    q: string;
    searchBy?: "any" | "phone" | "name";
    limit?: number;
  };
};
export type GeneralSearchSaveChangesApiResponse =
  /** status 200 The outcome, with the rows that were not saved. */ Envelope & {
    data?: ContactsImportResult;
  };
export type GeneralSearchSaveChangesApiArg = {
  body: {
    contacts: ContactsContactChange[];
  };
};
export type DeleteSelectedNumbersApiResponse =
  /** status 200 The outcome and how many numbers were deleted. */ Envelope & {
    data?: StatusResult & {
      deleted?: number;
    };
  };
export type DeleteSelectedNumbersApiArg = {
  body: {
    /** Contact ids. */
    id_delete: number[];
    /** The list the numbers are deleted from. */
    contactListId?: number;
  };
};
export type DeleteAllNumbersApiResponse =
  /** status 200 The outcome and how many numbers were deleted. */ Envelope & {
    data?: StatusResult & {
      deleted?: number;
    };
  };
export type DeleteAllNumbersApiArg = {
  body: {
    /** The list to empty. */
    cl_id: number;
    /** The table's search condition; when given only the numbers it matches are deleted, otherwise all. */
    con?: string;
  };
};
export type MoveSelectedNumbersApiResponse =
  /** status 200 The outcome and counts. */ Envelope & {
    data?: ContactsMoveResult;
  };
export type MoveSelectedNumbersApiArg = {
  body: {
    /** Contact ids. */
    ids: number[];
    fromContactListId: number;
    toContactListId: number;
  };
};
export type MoveAllToContactListApiResponse =
  /** status 200 The outcome and counts. */ Envelope & {
    data?: ContactsMoveResult;
  };
export type MoveAllToContactListApiArg = {
  body: {
    fromContactListId: number;
    toContactListId: number;
  };
};
export type CopySelectedNumbersApiResponse =
  /** status 200 The outcome and counts. */ Envelope & {
    data?: ContactsMoveResult;
  };
export type CopySelectedNumbersApiArg = {
  body: {
    /** Contact ids. */
    ids: number[];
    toContactListId: number;
  };
};
export type AddNewContactsApiResponse =
  /** status 200 The outcome and counts. */ Envelope & {
    data?: ContactsImportResult;
  };
export type AddNewContactsApiArg = {
  body: {
    arr: ContactsContactInput[];
    contact_list_id: number;
  };
};
export type AddPastedNumberToListApiResponse =
  /** status 200 The saved count and the failed rows. */ Envelope & {
    data?: ContactsImportResult;
  };
export type AddPastedNumberToListApiArg = {
  body: {
    contactListId: number;
    rows: ContactsPastedRow[];
    /** Titles for fields 1 to 6, when the list has none yet. */
    headers?: string[];
  };
};
export type CreateListFromExcelApiResponse =
  /** status 200 The list id, the counts and the failed rows. */ Envelope & {
    data?: ContactsImportResult;
  };
export type CreateListFromExcelApiArg = {
  body: {
    /** xls, xlsx or csv; at most 15MB. */
    file: Blob;
    mapping: ContactsColumnMapping;
    /** -1 creates a new list named name. */
    contactListId: number;
    /** Required when contactListId is -1. */
    name?: string;
    /** The sheet of a workbook, 0-based. */
    sheet?: number;
    /** Chosen by the browser to follow this import with get-import-progress. */
    importKey?: string;
  };
};
export type ReadFileColumnsApiResponse =
  /** status 200 The first rows, as text. */ Envelope & {
    data?: ContactsFileColumns;
  };
export type ReadFileColumnsApiArg = {
  body: {
    /** xls, xlsx or csv; at most 15MB. */
    file: Blob;
    sheet?: number;
  };
};
export type GetImportProgressApiResponse =
  /** status 200 The stage and the share done. */ Envelope & {
    data?: ContactsImportProgress;
  };
export type GetImportProgressApiArg = {
  importKey: string;
};
export type SaveContactListApiResponse =
  /** status 200 The outcome and the list's id. */ Envelope & {
    data?: StatusResult & {
      contactListId?: number;
    };
  };
export type SaveContactListApiArg = {
  body: {
    /** -1 creates a new list. */
    contactListId: number;
    name: string;
    /** Custom titles of fields 1 to 6. */
    headers?: string[];
  };
};
export type SaveMobileContactListApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type SaveMobileContactListApiArg = {
  body: {
    contactListId: number;
    mobileData: MobileData;
  };
};
export type DeleteSubContactsApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type DeleteSubContactsApiArg = {
  body: {
    parentId: number;
    subIds: number[];
  };
};
export type AddNewSubContactsApiResponse =
  /** status 200 The outcome and the parent with its first page of sub-lists. */ Envelope & {
    data?: StatusResult & {
      contactList?: ContactsPageList;
    };
  };
export type AddNewSubContactsApiArg = {
  body: {
    parentId: number;
    subIds: number[];
  };
};
export type GetBulkContactApiResponse =
  /** status 200 The chunk and the total count. */ Envelope & {
    data?: {
      contacts: Contact[];
      total: number;
      tooLargeToView?: boolean;
    };
  };
export type GetBulkContactApiArg = {
  body: {
    contactListId: number;
    offset?: number;
    limit?: number;
    /** Part of a number or a field. */
    search?: string;
  };
};
export type GetFullListApiResponse =
  /** status 200 The contacts, or tooLargeToView with none. */ Envelope & {
    data?: {
      contacts: Contact[];
      total: number;
      tooLargeToView: boolean;
    };
  };
export type GetFullListApiArg = {
  body: {
    contactListId: number;
  };
};
export type CreateSmartContactListApiResponse =
  /** status 200 The outcome, the new list's id and how many contacts it got. */ Envelope & {
    data?: StatusResult & {
      contactListId?: number;
      saved?: number;
    };
  };
export type CreateSmartContactListApiArg = {
  body: {
    name: string;
    sourceContactListIds: number[];
    conditions: ContactsSmartCondition[];
    match?: "all" | "any";
  };
};
export type CheckContactListInfoApiResponse =
  /** status 200 The list's details. */ Envelope & {
    data?: ContactsPageList & {
      tooLargeToView?: boolean;
      /** Field 6 (birth date) holds dates. */
      hasBirthDates?: boolean;
    };
  };
export type CheckContactListInfoApiArg = {
  body: {
    contactListId: number;
  };
};
export type CheckContactListNameApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type CheckContactListNameApiArg = {
  body: {
    name: string;
    /** The list being renamed (its own name is not a clash). */
    contactListId?: number;
  };
};
export type GetContactsApiResponse =
  /** status 200 The matching contacts. */ Envelope & {
    data?: Contact[];
  };
export type GetContactsApiArg = {
  body: {
    q: string;
    limit?: number;
  };
};
export type GetContactsListsApiResponse =
  /** status 200 The matching lists. */ Envelope & {
    data?: ContactList[];
  };
export type GetContactsListsApiArg = {
  body: {
    /** Part of a list name; empty answers the newest lists. */
    q: string;
    limit?: number;
  };
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
export type ContactsPageList = ContactList & {
  /** How many sub-lists the parent has in all (subs holds one page of them). */
  subsTotal?: number;
  /** The offset of the first sub-list in subs. */
  subsOffset?: number;
};
export type Contact = {
  ID?: number;
  PHONE?: string;
  DYNAMIC_FIELD1?: string;
  DYNAMIC_FIELD2?: string;
  DYNAMIC_FIELD3?: string;
  DYNAMIC_FIELD4?: string;
  DYNAMIC_FIELD5?: string;
  /** Birth date dd/mm/yy. */
  DYNAMIC_FIELD6?: string;
  EMAIL?: string;
  CL_NAME?: string;
  CONTACT_LIST_ID?: number;
  source?: string;
  status?: string;
  isBlocked?: boolean;
};
export type DeletedContactList = {
  id?: number;
  name?: string;
  deleteDate?: string;
};
export type StatusResult = {
  status: number;
  message?: string;
};
export type FailedRow = {
  row?: number;
  phone?: string;
  reason?:
    | "invalidPhone"
    | "invalidDate"
    | "fieldTooLong"
    | "duplicate"
    | "blacklisted";
  values?: string[];
};
export type ContactsImportResult = StatusResult & {
  contactListId?: number;
  /** Contacts added. */
  saved?: number;
  /** Numbers already in the list or repeated, merged into one. */
  duplicates?: number;
  /** Rows not saved. */
  failed?: number;
  /** The rows not saved, with why (at most the first 1000). */
  failedRows?: FailedRow[];
};
export type ContactsContactInput = {
  PHONE: string;
  DYNAMIC_FIELD1?: string;
  DYNAMIC_FIELD2?: string;
  DYNAMIC_FIELD3?: string;
  DYNAMIC_FIELD4?: string;
  DYNAMIC_FIELD5?: string;
  /** Birth date dd/mm/yy. */
  DYNAMIC_FIELD6?: string;
  EMAIL?: string;
};
export type ContactsContactChange = ContactsContactInput & {
  ID: number;
  CONTACT_LIST_ID: number;
};
export type ContactsMoveResult = StatusResult & {
  /** Numbers moved or copied. */
  moved?: number;
  /** Numbers already in the target list (left as they were). */
  existing?: number;
};
export type ContactsPastedRow = {
  phone: string;
  fields?: string[];
  email?: string;
};
export type ContactsColumnMapping = {
  mobile: number;
  field1?: number;
  field2?: number;
  field3?: number;
  field4?: number;
  field5?: number;
  /** The birth-date column. */
  field6?: number;
  email?: number;
  /** The first row holds titles, not a contact. */
  hasHeaderRow?: boolean;
  /** Titles for fields 1 to 6 in the list (default from the header row). */
  headers?: string[];
};
export type ContactsFileColumns = StatusResult & {
  kind?: "xlsx" | "csv";
  /** Up to the first 6 rows, each as its cells' text (the first is often a header row). */
  rows?: string[][];
};
export type ContactsImportProgress = {
  /** waiting: the file is still arriving (or the key is unknown); reading: rows are checked and written; saving: the list is being counted and committed; done. */
  stage: "waiting" | "reading" | "saving" | "done";
  /** How much of the file has been read. */
  percent: number;
  rowsRead: number;
};
export type ContactsSmartCondition = {
  field:
    | "PHONE"
    | "DYNAMIC_FIELD1"
    | "DYNAMIC_FIELD2"
    | "DYNAMIC_FIELD3"
    | "DYNAMIC_FIELD4"
    | "DYNAMIC_FIELD5"
    | "DYNAMIC_FIELD6"
    | "EMAIL";
  /** before and after compare dates (field 6). */
  operator:
    | "equals"
    | "notEquals"
    | "contains"
    | "startsWith"
    | "isEmpty"
    | "isNotEmpty"
    | "before"
    | "after";
  value?: string;
};
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
