import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPushApiSettings: build.query<
      GetPushApiSettingsApiResponse,
      GetPushApiSettingsApiArg
    >({
      query: (queryArg) => ({ url: `/users/push-api/${queryArg.userId}` }),
    }),
    changeAlarmStatus: build.mutation<
      ChangeAlarmStatusApiResponse,
      ChangeAlarmStatusApiArg
    >({
      query: (queryArg) => ({
        url: `/users/push-api/change-alarm-status`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    changePushApiStatus: build.mutation<
      ChangePushApiStatusApiResponse,
      ChangePushApiStatusApiArg
    >({
      query: (queryArg) => ({
        url: `/users/push-api/change-push-api-status`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    deletePushApi: build.mutation<
      DeletePushApiApiResponse,
      DeletePushApiApiArg
    >({
      query: (queryArg) => ({
        url: `/users/push-api/delete-push-api`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    addNewPushUrl: build.mutation<
      AddNewPushUrlApiResponse,
      AddNewPushUrlApiArg
    >({
      query: (queryArg) => ({
        url: `/users/push-api/add-new-push-url`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    verifyUserPassword: build.mutation<
      VerifyUserPasswordApiResponse,
      VerifyUserPasswordApiArg
    >({
      query: (queryArg) => ({
        url: `/users/verify-user-password`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    usersUpdateUserPassword: build.mutation<
      UsersUpdateUserPasswordApiResponse,
      UsersUpdateUserPasswordApiArg
    >({
      query: (queryArg) => ({
        url: `/users/update-user-password`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    createSubUser: build.mutation<
      CreateSubUserApiResponse,
      CreateSubUserApiArg
    >({
      query: (queryArg) => ({
        url: `/users/create-sub-user`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    updateSubUser: build.mutation<
      UpdateSubUserApiResponse,
      UpdateSubUserApiArg
    >({
      query: (queryArg) => ({
        url: `/users/update-sub-user/${queryArg.id}`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    saveMyProfile: build.mutation<
      SaveMyProfileApiResponse,
      SaveMyProfileApiArg
    >({
      query: (queryArg) => ({
        url: `/users/save-my-profile`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    enforcementUser: build.mutation<
      EnforcementUserApiResponse,
      EnforcementUserApiArg
    >({
      query: (queryArg) => ({
        url: `/users/enforcement-user`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getAllUsers: build.query<GetAllUsersApiResponse, GetAllUsersApiArg>({
      query: (queryArg) => ({
        url: `/users/all-users`,
        params: {
          q: queryArg.q,
          active: queryArg.active,
        },
      }),
    }),
    getAllSubUsers: build.query<
      GetAllSubUsersApiResponse,
      GetAllSubUsersApiArg
    >({
      query: (queryArg) => ({ url: `/users/all-sub-users/${queryArg.id}` }),
    }),
    getMyProfile: build.query<GetMyProfileApiResponse, GetMyProfileApiArg>({
      query: () => ({ url: `/users/my-profile` }),
    }),
    deleteSubUser: build.mutation<
      DeleteSubUserApiResponse,
      DeleteSubUserApiArg
    >({
      query: (queryArg) => ({
        url: `/users/delete-sub-user/${queryArg.id}`,
        method: "DELETE",
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as usersApi };
export type GetPushApiSettingsApiResponse =
  /** status 200 The push URLs. */ Envelope & {
    data?: PushUrl[];
  };
export type GetPushApiSettingsApiArg = {
  /** The caller or one of its users. */
  userId: number;
};
export type ChangeAlarmStatusApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type ChangeAlarmStatusApiArg = {
  body: {
    id: number;
    alarm: boolean;
  };
};
export type ChangePushApiStatusApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type ChangePushApiStatusApiArg = {
  body: {
    id: number;
    status: "open" | "blocked";
  };
};
export type DeletePushApiApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type DeletePushApiApiArg = {
  body: IdRequest;
};
export type AddNewPushUrlApiResponse =
  /** status 200 The outcome and the new push URL. */ Envelope & {
    data?: StatusResult & {
      pushUrl?: PushUrl;
      /** The push URL's signing secret, shown this once. Every event POSTed to the URL
        carries X-Timestamp and X-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">.
         */
      secret?: string;
    };
  };
export type AddNewPushUrlApiArg = {
  body: {
    /** The caller or one of its users. */
    userId: number;
    url: string;
    type: "delivery" | "incoming" | "click" | "unsubscribe";
    service: "sms" | "voice" | "whatsapp";
    comments?: string;
    alarm?: boolean;
  };
};
export type VerifyUserPasswordApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type VerifyUserPasswordApiArg = {
  body: {
    password: string;
  };
};
export type UsersUpdateUserPasswordApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type UsersUpdateUserPasswordApiArg = {
  body: {
    /** A sub-user; absent means the caller. */
    userId?: number;
    kind?: "login" | "api";
    /** The primary user's current password. */
    currentPassword: string;
    newPassword: string;
    confirmPassword: string;
  };
};
export type CreateSubUserApiResponse =
  /** status 200 The outcome and the new user's id. */ Envelope & {
    data?: StatusResult & {
      userId?: number;
    };
  };
export type CreateSubUserApiArg = {
  body: UsersSubUserForm & object;
};
export type UpdateSubUserApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult & {
      userId?: number;
    };
  };
export type UpdateSubUserApiArg = {
  id: number;
  body: UsersSubUserForm;
};
export type SaveMyProfileApiResponse =
  /** status 200 The outcome and the saved profile. */ Envelope & {
    data?: StatusResult & {
      profile?: UsersMyProfile;
    };
  };
export type SaveMyProfileApiArg = {
  body: UsersMyProfileForm;
};
export type EnforcementUserApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type EnforcementUserApiArg = {
  body: {
    userId: number;
    enforce: boolean;
  };
};
export type GetAllUsersApiResponse = /** status 200 The users. */ Envelope & {
  data?: SubUser[];
};
export type GetAllUsersApiArg = {
  /** Part of a username, name, e-mail, phone or customer number. */
  q?: string;
  active?: boolean;
};
export type GetAllSubUsersApiResponse =
  /** status 200 The sub-users. */ Envelope & {
    data?: SubUser[];
  };
export type GetAllSubUsersApiArg = {
  id: number;
};
export type GetMyProfileApiResponse =
  /** status 200 The profile. */ Envelope & {
    data?: UsersMyProfile;
  };
export type GetMyProfileApiArg = void;
export type DeleteSubUserApiResponse =
  /** status 200 The outcome. */ Envelope & {
    data?: StatusResult;
  };
export type DeleteSubUserApiArg = {
  id: number;
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
export type PushUrl = {
  id?: number;
  url?: string;
  type?: "delivery" | "incoming" | "click" | "unsubscribe";
  service?: "sms" | "voice" | "whatsapp";
  comments?: string;
  updatedDate?: string;
  status?: "open" | "blocked";
  alarm?: boolean;
};
export type StatusResult = {
  status: number;
  message?: string;
};
export type IdRequest = {
  id: number;
};
export type PermissionGrant = {
  permissionId: number;
  mode: "enable" | "block" | "enableAndBequeath" | "blockAndBequeath";
};
export type UsersSubUserForm = {
  /** No spaces; unique in the system. */
  username?: string;
  /** The strength rule (9 to 22 characters with a capital, a lowercase letter, a digit and a special character other than %) is checked by the server. */
  password?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  /** Identity or company number. */
  nationalId?: string;
  active?: boolean;
  /** 4 for an ordinary sub-user; an administrator may create another customer (1). */
  group?: number;
  permissions?: PermissionGrant[];
  allowedHours?: AllowedHours;
  /** Sender names the sub-user may use (from the parent's approved ones). */
  sourceNames?: string[];
  priceListId?: number;
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
export type UsersMyProfile = UserProfile & {
  mailSystemConnection?: boolean;
};
export type UsersMyProfileForm = {
  firstName: string;
  lastName: string;
  email: string;
  phones?: string[];
  /** E-mail addresses that receive incoming messages (SMS-to-mail). */
  allowedEmails?: string[];
  /** Addresses the API accepts calls from; empty allows all. */
  allowedIps?: string[];
  /** Connect the account to the mail (newsletter) system. */
  mailSystemConnection?: boolean;
  /** Monthly e-mail limit; required when mailSystemConnection is true. */
  mailLimit?: number;
};
export type SubUser = {
  userId?: number;
  adminId?: number;
  username?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  active?: boolean;
  group?: number;
  balanceCredits?: BalanceCredits;
  createdOn?: string;
};
export const {
  useGetPushApiSettingsQuery,
  useLazyGetPushApiSettingsQuery,
  useChangeAlarmStatusMutation,
  useChangePushApiStatusMutation,
  useDeletePushApiMutation,
  useAddNewPushUrlMutation,
  useVerifyUserPasswordMutation,
  useUsersUpdateUserPasswordMutation,
  useCreateSubUserMutation,
  useUpdateSubUserMutation,
  useSaveMyProfileMutation,
  useEnforcementUserMutation,
  useGetAllUsersQuery,
  useLazyGetAllUsersQuery,
  useGetAllSubUsersQuery,
  useLazyGetAllSubUsersQuery,
  useGetMyProfileQuery,
  useLazyGetMyProfileQuery,
  useDeleteSubUserMutation,
} = injectedRtkApi;
