/**
 * The errors page's calls: the generated endpoints, with the row type named in the page's
 * words. The day's file is text, not the JSON the base query reads by default: it is taken as
 * a Blob when the call succeeds, and a refusal (JSON) still reaches the base query's handling.
 */
import { superAdminApi, type GetErrorsLogsApiArg, type GetErrorsLogsApiResponse, type GetLogsFileApiArg } from '../../api/generated/superAdmin';

export type ServerErrorEntry = NonNullable<GetErrorsLogsApiResponse['data']>['rows'][number];
export type ErrorsRequest = GetErrorsLogsApiArg['body'];

export const serverErrorsApi = superAdminApi.enhanceEndpoints({
  endpoints: {
    getLogsFile: {
      query: (arg: GetLogsFileApiArg) => ({
        url: '/super-admin/get-logs-file',
        method: 'POST',
        body: arg.body,
        responseHandler: (response: Response) => (response.ok ? response.blob() : response.json()),
      }),
    },
  },
});

export const { useGetErrorsLogsQuery, useGetLogsFileMutation } = serverErrorsApi;
