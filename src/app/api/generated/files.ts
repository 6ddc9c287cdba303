import { baseApi as api } from "../baseApi";
import type {
  UploadPastedNumbersApiResponse,
  UploadPastedNumbersApiArg,
  UpdateAndCheckDestinationsFileDataApiResponse,
  UpdateAndCheckDestinationsFileDataApiArg,
  UpdateDestinationsFileStatusApiResponse,
  UpdateDestinationsFileStatusApiArg,
  CreateShortUrlApiResponse,
  CreateShortUrlApiArg,
  IsHashExistApiResponse,
  IsHashExistApiArg,
  DeleteFileApiResponse,
  DeleteFileApiArg,
  PersonName,
  BalanceItem,
  BalanceCredits,
  AllowedHours,
  User,
  WhatsAppNotification,
  Notification,
  Envelope,
  StatusResult,
  ContactListSub,
  Destination,
  FailedRow,
  FilesUploadedDestinations,
  ContactsPastedRow,
  ContactsColumnMapping,
  ShortLink,
  FilesStoredFile,
} from "../../../contract/files";
export type * from "../../../contract/files";
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
export const {
  useUploadPastedNumbersMutation,
  useUpdateAndCheckDestinationsFileDataMutation,
  useUpdateDestinationsFileStatusMutation,
  useCreateShortUrlMutation,
  useIsHashExistQuery,
  useLazyIsHashExistQuery,
  useDeleteFileMutation,
} = injectedRtkApi;
