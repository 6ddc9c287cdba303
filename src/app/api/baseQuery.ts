import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/** The API lives under /api on the same origin; tests set an absolute base. */
export const apiBaseUrl = (globalThis as { __API_BASE__?: string }).__API_BASE__ ?? '/api';

/** The timeout every request carries (section 7). */
export const requestTimeoutMs = 36_000_000;

export const baseQuery = fetchBaseQuery({
  baseUrl: apiBaseUrl,
  credentials: 'include',
  timeout: requestTimeoutMs,
});
