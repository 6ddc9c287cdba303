import { baseApi as api } from "../baseApi";
import type {
  GetChatDataApiResponse,
  GetChatDataApiArg,
  SendChatMessageApiResponse,
  SendChatMessageApiArg,
  UpdateChatDataApiResponse,
  UpdateChatDataApiArg,
  GetUpdatedChatApiResponse,
  GetUpdatedChatApiArg,
  AddChatPhoneToBlacklistApiResponse,
  AddChatPhoneToBlacklistApiArg,
  PersonName,
  BalanceItem,
  BalanceCredits,
  AllowedHours,
  User,
  WhatsAppNotification,
  Notification,
  Envelope,
  StatusResult,
  ChatDestinationFilter,
  ChatSettings,
  ChatMessage,
  Chat,
  ChatPageData,
  ChatUpdates,
} from "../../../contract/chat";
export type * from "../../../contract/chat";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getChatData: build.query<GetChatDataApiResponse, GetChatDataApiArg>({
      query: (queryArg) => ({
        url: `/chat/get-chat-data`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    sendChatMessage: build.mutation<
      SendChatMessageApiResponse,
      SendChatMessageApiArg
    >({
      query: (queryArg) => ({
        url: `/chat/send-message`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    updateChatData: build.mutation<
      UpdateChatDataApiResponse,
      UpdateChatDataApiArg
    >({
      query: (queryArg) => ({
        url: `/chat/update-chat-data`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getUpdatedChat: build.query<
      GetUpdatedChatApiResponse,
      GetUpdatedChatApiArg
    >({
      query: (queryArg) => ({
        url: `/chat/get-updated-chat`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    addChatPhoneToBlacklist: build.mutation<
      AddChatPhoneToBlacklistApiResponse,
      AddChatPhoneToBlacklistApiArg
    >({
      query: (queryArg) => ({
        url: `/chat/add-phone-to-blacklist`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as chatApi };
export const {
  useGetChatDataQuery,
  useLazyGetChatDataQuery,
  useSendChatMessageMutation,
  useUpdateChatDataMutation,
  useGetUpdatedChatQuery,
  useLazyGetUpdatedChatQuery,
  useAddChatPhoneToBlacklistMutation,
} = injectedRtkApi;
