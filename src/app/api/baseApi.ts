import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

/**
 * The only createApi. The generated endpoints (src/app/api/generated/<tag>.ts) inject into
 * it; features add cache tags with enhanceEndpoints.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  endpoints: () => ({}),
});
