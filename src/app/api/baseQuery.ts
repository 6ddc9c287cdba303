/**
 * The one base query (sections 4 and 7): bearer token and credentials on every request,
 * the 36,000,000 ms timeout, token rotation, logout rules, the blocked page, not-found and
 * unavailable pages, the error modal, WhatsApp `success: false`, and business status codes
 * shown through the central status table. Pages never show API errors by hand.
 */
import { fetchBaseQuery, type BaseQueryApi, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { currentPath, navigateTo } from '../router/navigation';
import { confirm, dismissConfirm } from '../state/confirmModal';
import { logout } from '../state/logout';
import { notify } from '../state/notifications';
import { tokenRotated } from '../state/session';
import type { AppDispatch } from '../state/store';
import { ensureTexts } from '../i18n/i18n';
import { multipartEndpoints } from './generated/multipart';
import { maxSheetUploadText } from '../../domain/uploads';
import { apiBaseUrl } from './apiBaseUrl';

/** The timeout every request carries (section 7). */
export const requestTimeoutMs = 36_000_000;

/** The envelope fields the base query acts on. */
interface EnvelopeFields {
  data?: { status?: number | string; message?: string } | unknown;
  message?: string;
  new_token?: string;
  isLoginPage?: boolean;
  title?: string;
  pageNotFound?: boolean;
  serviceUnavailable?: boolean;
  success?: boolean;
  field?: string;
}

/** Operations whose page shows their result codes itself (e.g. the login form's attempts). */
const pageHandledStatus = new Set<string>();
export const statusShownByPage = (...operationIds: string[]): void => {
  for (const id of operationIds) pageHandledStatus.add(id);
};

/** Operations whose page says itself that what was asked for is not there (e.g. a link's unknown hash). */
const pageHandledNotFound = new Set<string>();
export const notFoundShownByPage = (...operationIds: string[]): void => {
  for (const id of operationIds) pageHandledNotFound.add(id);
};

/** Operations a page does without while the server has no handler for them (501), e.g. an optional list of choices. */
const pageHandledUnavailable = new Set<string>();
export const unavailableShownByPage = (...operationIds: string[]): void => {
  for (const id of operationIds) pageHandledUnavailable.add(id);
};

const rawBaseQuery = fetchBaseQuery({
  baseUrl: apiBaseUrl,
  credentials: 'include',
  timeout: requestTimeoutMs,
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as { session?: { token: string | null } }).session?.token;
    if (token) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

const httpMessageKeys: Record<number, string> = {
  400: 'errors.generic.badRequest',
  404: 'errors.generic.notFound',
  413: 'errors.files.tooLarge',
  429: 'errors.generic.tooManyRequests',
  500: 'errors.generic.serverError',
  501: 'errors.generic.notImplemented',
};

/**
 * Values a message needs that the server's error answer does not carry: every upload the
 * product takes is a sheet, so "too large" names the sheet limit (src/domain/uploads.ts).
 */
const messageDefaults: Record<string, Record<string, string>> = {
  'errors.files.tooLarge': { max: maxSheetUploadText },
};

/** The server's message value for a key-less "notImplemented". */
const messageKeyOf = (message: string): string => (message === 'notImplemented' ? 'errors.generic.notImplemented' : message);

function showErrorModal(dispatch: AppDispatch, messageKey: string, given?: Record<string, string>): void {
  const values = messageDefaults[messageKey] || given ? { ...messageDefaults[messageKey], ...given } : undefined;
  // A message of a feature whose texts are not loaded yet waits for them.
  void ensureTexts([messageKey])
    .catch(() => undefined)
    .then(() => dispatch(confirm({ type: 'error', title: 'common.modal.errorTitle', message: messageKey, messageValues: values, hideCancel: true })));
}

/** The answer's plain fields, for messages like "{{saved}} numbers were saved". */
const valuesOf = (data: object): Record<string, string | number> =>
  Object.fromEntries(Object.entries(data).filter((entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number'));

/** Shows a business status through the central table, loaded with the first status shown. */
async function showStatus(dispatch: AppDispatch, endpoint: string, data: { status?: number | string }, isMutation: boolean): Promise<void> {
  const status = data.status!;
  const { statusMessageFor } = await import('./statusMessages');
  const row = statusMessageFor(endpoint, status);
  // Reading a page should not toast its success; a query only speaks up when something is wrong.
  if (!row || row.quiet || (!isMutation && row.severity !== 'error' && row.severity !== 'warning')) return;
  // A message is never lost because its texts could not load: the key shows instead.
  await ensureTexts([row.key]).catch(() => undefined);
  dispatch(notify({ severity: row.severity, message: row.key, values: valuesOf(data) }));
}

const pathOf = (args: string | FetchArgs): string => (typeof args === 'string' ? args : args.url).replace(/^\//, '');

export function handleEnvelope(body: EnvelopeFields | undefined, httpStatus: number | undefined, args: string | FetchArgs, api: Pick<BaseQueryApi, 'dispatch' | 'endpoint' | 'type'>): void {
  const dispatch = api.dispatch as AppDispatch;
  if (body?.new_token) dispatch(tokenRotated({ token: body.new_token, issuedAt: Date.now() }));

  if (httpStatus === 401 || httpStatus === 403 || body?.isLoginPage) {
    dispatch(logout({ callServer: false, messageKey: body?.message }));
    return;
  }
  if (body?.title === 'blockedSite') {
    dispatch(dismissConfirm());
    navigateTo('/block-page', { replace: true });
    return;
  }
  if (body?.pageNotFound && currentPath() !== '/404') {
    navigateTo('/404');
    return;
  }
  if (body?.serviceUnavailable) {
    navigateTo('/500');
    return;
  }
  if (httpStatus === 404 && pageHandledNotFound.has(api.endpoint)) return;
  if (httpStatus === 501 && pageHandledUnavailable.has(api.endpoint)) return;
  if (body?.message) {
    showErrorModal(dispatch, messageKeyOf(body.message), body.field ? { field: body.field } : undefined);
    return;
  }
  if (httpStatus && httpStatus >= 400) {
    showErrorModal(dispatch, httpMessageKeys[httpStatus] ?? 'errors.generic.unExpectedError');
    return;
  }
  const data = body?.data as { status?: number | string; message?: string } | undefined;
  if (pathOf(args).startsWith('whatsapp') && body?.success === false) {
    showErrorModal(dispatch, data?.message ?? 'errors.generic.errorHappen');
    return;
  }
  if (data && data.status !== undefined && !pageHandledStatus.has(api.endpoint)) {
    void showStatus(dispatch, api.endpoint, data, api.type === 'mutation');
  }
}

/**
 * The generated endpoints pass a multipart body as a plain object (the contract's fields).
 * An endpoint the contract takes only as multipart, or a body holding a file (an operation that
 * takes JSON or a file), goes as a form: files as parts with their names, objects as JSON (the
 * contract's `encoding: application/json`), the rest as text. One place, for every upload.
 */
export function asForm(args: string | FetchArgs, endpoint: string): string | FetchArgs {
  if (typeof args === 'string' || !args.body || typeof args.body !== 'object' || args.body instanceof FormData) return args;
  const fields = Object.entries(args.body as Record<string, unknown>);
  if (!multipartEndpoints.has(endpoint) && !fields.some(([, value]) => value instanceof Blob)) return args;
  const form = new FormData();
  for (const [name, value] of fields) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(name, value, 'name' in value && typeof value.name === 'string' ? value.name : name);
    else form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return { ...args, body: form };
}

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extraOptions) => {
  const result = await rawBaseQuery(asForm(args, api.endpoint), api, extraOptions);
  const error = result.error;
  if (error && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR')) {
    if (api.signal.aborted) {
      // Cancelled requests are only logged (section 8).
      console.info(`request cancelled: ${pathOf(args)}`);
      return result;
    }
    showErrorModal(api.dispatch as AppDispatch, 'errors.generic.errorFetchData');
    return result;
  }
  const httpStatus = result.meta?.response?.status;
  const body = (error ? (error as { data?: unknown }).data : result.data) as EnvelopeFields | undefined;
  handleEnvelope(body, httpStatus, args, api);
  return result;
};
