import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    uploadPastedNumbers: build.mutation<
      UploadPastedNumbersApiResponse,
      UploadPastedNumbersApiArg
    >({
      query: (queryArg) => ({
        url: `/upload-pasted-numbers`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    updateAndCheckDestinationsFileData: build.mutation<
      UpdateAndCheckDestinationsFileDataApiResponse,
      UpdateAndCheckDestinationsFileDataApiArg
    >({
      query: (queryArg) => ({
        url: `/update-and-check-destinations-file-data`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    updateDestinationsFileStatus: build.mutation<
      UpdateDestinationsFileStatusApiResponse,
      UpdateDestinationsFileStatusApiArg
    >({
      query: (queryArg) => ({
        url: `/update-destinations-file-status`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    createShortUrl: build.mutation<
      CreateShortUrlApiResponse,
      CreateShortUrlApiArg
    >({
      query: (queryArg) => ({
        url: `/create-short-url`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    isHashExist: build.query<IsHashExistApiResponse, IsHashExistApiArg>({
      query: (queryArg) => ({
        url: `/files/is-hash-exist`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    deleteFile: build.mutation<DeleteFileApiResponse, DeleteFileApiArg>({
      query: (queryArg) => ({
        url: `/files/delete`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as filesApi };
export type UploadPastedNumbersApiResponse =
  /** status 200 The destination (type upl_contacts), the counts and the failed rows. */ Envelope & {
    data?: FilesUploadedDestinations;
  };
export type UploadPastedNumbersApiArg = {
  body: {
    rows: ContactsPastedRow[];
    /** Titles for fields 1 to 6 (usable as dynamic fields). */
    headers?: string[];
    /** The campaign being edited, if any. */
    campaignId?: number;
  };
};
export type UpdateAndCheckDestinationsFileDataApiResponse =
  /** status 200 The file's columns, or the checked destination with counts and failed rows. */ Envelope & {
    data?: FilesUploadedDestinations;
  };
export type UpdateAndCheckDestinationsFileDataApiArg = {
  body: {
    /** xls, xlsx or csv; at most 15MB. */
    file: Blob;
    mapping?: ContactsColumnMapping;
    sheet?: number;
    campaignId?: number;
  };
};
export type UpdateDestinationsFileStatusApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type UpdateDestinationsFileStatusApiArg = {
  body: {
    file_unique_hash: string;
    status: "inUse" | "removed";
    campaignId?: number;
  };
};
export type CreateShortUrlApiResponse =
  /** status 200 The outcome and the short link. */ Envelope & {
    data?: StatusResult & {
      shortLink?: ShortLink;
      url_unique_hash?: string;
    };
  };
export type CreateShortUrlApiArg = {
  body: {
    url: string;
    /** personal links get one short link per recipient. */
    type?: "general" | "personalImage" | "personalLink";
    campaignId?: number;
    /** The link already made for this campaign, to reuse it. */
    url_unique_hash?: string;
  };
};
export type IsHashExistApiResponse =
  /** status 200 Whether it exists, and the stored file when it does. */ Envelope & {
    data?: {
      exists: boolean;
      file?: FilesStoredFile;
    };
  };
export type IsHashExistApiArg = {
  body: {
    hash: string;
  };
};
export type DeleteFileApiResponse = /** status 200 The outcome. */ Envelope & {
  data?: StatusResult;
};
export type DeleteFileApiArg = {
  body: {
    fileHash: string;
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
export type StatusResult = {
  status: number;
  message?: string;
};
export type ContactListSub = {
  id?: number;
  name?: string;
  parentId?: number;
  destinations?: number;
  isDirectSub?: boolean;
};
export type Destination = {
  id?: number;
  upload_id?: number;
  main_id?: number;
  type?:
    | "cl"
    | "contact"
    | "new_phone"
    | "upl_contacts"
    | "upl_contact_big_file"
    | "upl_contact";
  count?: number;
  selected_value?: string;
  name?: string;
  phone?: string;
  totalDestinations?: number;
  contactListName?: string;
  subContacts?: ContactListSub[];
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
export type FilesUploadedDestinations = StatusResult & {
  destination?: Destination;
  upload_id?: number;
  file_unique_hash?: string;
  /** The file's column titles (its first row), or Column 1, Column 2 ... without one. */
  headers?: string[];
  /** The first rows of the file (up to 5), for choosing the columns. */
  sampleRows?: string[][];
  /** The titles of the mapped fields 1 to 6, usable as dynamic fields in the message. */
  dynamicHeaders?: string[];
  totalRows?: number;
  /** Valid recipients. */
  saved?: number;
  /** Repeated numbers merged into one. */
  duplicates?: number;
  failed?: number;
  /** The rows left out, with why (at most the first 1000). */
  failedRows?: FailedRow[];
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
export type ShortLink = {
  hash?: string;
  url?: string;
  shortUrl?: string;
  type?: "general" | "personalImage" | "personalLink" | "coupon";
  createdOn?: string;
  expiresOn?: string;
  clicks?: number;
};
export type FilesStoredFile = {
  fileHash?: string;
  originalName?: string;
  /** Bytes. */
  size?: number;
  kind?: "destinations" | "voice" | "attachment" | "image";
  uploadedOn?: string;
  /** Files are kept 6 months. */
  expiresOn?: string;
  url?: string;
};
export const {
  useUploadPastedNumbersMutation,
  useUpdateAndCheckDestinationsFileDataMutation,
  useUpdateDestinationsFileStatusMutation,
  useCreateShortUrlMutation,
  useIsHashExistQuery,
  useLazyIsHashExistQuery,
  useDeleteFileMutation,
} = injectedRtkApi;
