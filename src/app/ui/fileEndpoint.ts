/**
 * A generated GET endpoint that answers a file the server writes (an export as CSV or xlsx):
 * its query arguments go as the query string, the answer comes as a Blob when the call succeeds
 * and a refusal (JSON) still reaches the base query's handling as any other call's. A file is
 * not kept in the cache once saved, and every export reads the server again.
 */
export const fileEndpoint = <Arg extends object>(url: string) => ({
  query: (arg: Arg) => ({
    url,
    params: arg,
    responseHandler: (response: Response) => (response.ok ? response.blob() : response.json()),
  }),
  keepUnusedDataFor: 0,
});
