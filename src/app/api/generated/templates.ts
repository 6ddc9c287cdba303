import { baseApi as api } from "../baseApi";
import type {
  GetTemplatesApiResponse,
  GetTemplatesApiArg,
  GetTemplateApiResponse,
  GetTemplateApiArg,
  SaveTemplateApiResponse,
  SaveTemplateApiArg,
  DeleteTemplateApiResponse,
  DeleteTemplateApiArg,
  PersonName,
  BalanceItem,
  BalanceCredits,
  AllowedHours,
  User,
  WhatsAppNotification,
  Notification,
  Envelope,
  Template,
  StatusResult,
} from "../../../contract/templates";
export type * from "../../../contract/templates";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTemplates: build.query<GetTemplatesApiResponse, GetTemplatesApiArg>({
      query: () => ({ url: `/main/templates` }),
    }),
    getTemplate: build.query<GetTemplateApiResponse, GetTemplateApiArg>({
      query: (queryArg) => ({ url: `/main/templates/${queryArg.id}` }),
    }),
    saveTemplate: build.mutation<SaveTemplateApiResponse, SaveTemplateApiArg>({
      query: (queryArg) => ({
        url: `/main/templates/save/${queryArg.templateId}`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    deleteTemplate: build.mutation<
      DeleteTemplateApiResponse,
      DeleteTemplateApiArg
    >({
      query: (queryArg) => ({
        url: `/main/templates/delete/${queryArg.id}`,
        method: "DELETE",
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as templatesApi };
export const {
  useGetTemplatesQuery,
  useLazyGetTemplatesQuery,
  useGetTemplateQuery,
  useLazyGetTemplateQuery,
  useSaveTemplateMutation,
  useDeleteTemplateMutation,
} = injectedRtkApi;
