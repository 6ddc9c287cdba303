import { baseApi as api } from "../baseApi";
import type {
  GetPushApiSettingsApiResponse,
  GetPushApiSettingsApiArg,
  ChangeAlarmStatusApiResponse,
  ChangeAlarmStatusApiArg,
  ChangePushApiStatusApiResponse,
  ChangePushApiStatusApiArg,
  DeletePushApiApiResponse,
  DeletePushApiApiArg,
  AddNewPushUrlApiResponse,
  AddNewPushUrlApiArg,
  SendPushTestEventApiResponse,
  SendPushTestEventApiArg,
  GetPushDeliveriesApiResponse,
  GetPushDeliveriesApiArg,
  GetAccountSettingsApiResponse,
  GetAccountSettingsApiArg,
  SaveAccountSettingsApiResponse,
  SaveAccountSettingsApiArg,
  VerifyUserPasswordApiResponse,
  VerifyUserPasswordApiArg,
  UsersUpdateUserPasswordApiResponse,
  UsersUpdateUserPasswordApiArg,
  CreateSubUserApiResponse,
  CreateSubUserApiArg,
  UpdateSubUserApiResponse,
  UpdateSubUserApiArg,
  SaveMyProfileApiResponse,
  SaveMyProfileApiArg,
  EnforcementUserApiResponse,
  EnforcementUserApiArg,
  GetAllUsersApiResponse,
  GetAllUsersApiArg,
  GetAllSubUsersApiResponse,
  GetAllSubUsersApiArg,
  GetMyProfileApiResponse,
  GetMyProfileApiArg,
  DeleteSubUserApiResponse,
  DeleteSubUserApiArg,
  PersonName,
  BalanceItem,
  BalanceCredits,
  AllowedHours,
  User,
  WhatsAppNotification,
  Notification,
  Envelope,
  PushUrl,
  StatusResult,
  IdRequest,
  PushDelivery,
  AccountDefaults,
  AccountSettings,
  PermissionGrant,
  UsersSubUserForm,
  VerifiedNumber,
  SourceName,
  BillingData,
  UserProfile,
  UsersMyProfile,
  UsersMyProfileForm,
  SubUser,
} from "../../../contract/users";
export type * from "../../../contract/users";
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
    sendPushTestEvent: build.mutation<
      SendPushTestEventApiResponse,
      SendPushTestEventApiArg
    >({
      query: (queryArg) => ({
        url: `/users/push-api/send-test-event`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getPushDeliveries: build.query<
      GetPushDeliveriesApiResponse,
      GetPushDeliveriesApiArg
    >({
      query: (queryArg) => ({
        url: `/users/push-api/deliveries/${queryArg.userId}`,
        params: {
          pushUrlId: queryArg.pushUrlId,
        },
      }),
    }),
    getAccountSettings: build.query<
      GetAccountSettingsApiResponse,
      GetAccountSettingsApiArg
    >({
      query: () => ({ url: `/users/account-settings` }),
    }),
    saveAccountSettings: build.mutation<
      SaveAccountSettingsApiResponse,
      SaveAccountSettingsApiArg
    >({
      query: (queryArg) => ({
        url: `/users/save-account-settings`,
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
          sortField: queryArg.sortField,
          sortOrder: queryArg.sortOrder,
          page: queryArg.page,
          pageSize: queryArg.pageSize,
        },
      }),
    }),
    getAllSubUsers: build.query<
      GetAllSubUsersApiResponse,
      GetAllSubUsersApiArg
    >({
      query: (queryArg) => ({
        url: `/users/all-sub-users/${queryArg.id}`,
        params: {
          q: queryArg.q,
          sortField: queryArg.sortField,
          sortOrder: queryArg.sortOrder,
          page: queryArg.page,
          pageSize: queryArg.pageSize,
        },
      }),
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
export const {
  useGetPushApiSettingsQuery,
  useLazyGetPushApiSettingsQuery,
  useChangeAlarmStatusMutation,
  useChangePushApiStatusMutation,
  useDeletePushApiMutation,
  useAddNewPushUrlMutation,
  useSendPushTestEventMutation,
  useGetPushDeliveriesQuery,
  useLazyGetPushDeliveriesQuery,
  useGetAccountSettingsQuery,
  useLazyGetAccountSettingsQuery,
  useSaveAccountSettingsMutation,
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
