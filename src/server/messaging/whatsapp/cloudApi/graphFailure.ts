/**
 * How a Graph API refusal reads (WHATSAPP-CLOUD-API.md §3): the error envelope
 * `{"error":{"message":"(#131047) Re-engagement message","code":131047,"error_data":{"details":…}}}`
 * becomes a CloudApiFailure. Meta says to key logic on `code` and `error_data.details`, so the
 * title is only for people: the text after `(#code)`, else `error_user_title`.
 */
import type { CloudApiFailure } from '../types';

interface GraphErrorBody {
  error?: {
    message?: unknown;
    code?: unknown;
    error_subcode?: unknown;
    error_user_title?: unknown;
    error_user_msg?: unknown;
    error_data?: { details?: unknown };
  };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Retry-After in seconds: a number of seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

export function graphFailure(httpStatus: number, body: unknown, retryAfterHeader: string | null): CloudApiFailure {
  const error = (body && typeof body === 'object' ? (body as GraphErrorBody).error : undefined) ?? {};
  const code = typeof error.code === 'number' ? error.code : Number(error.code) || 0;
  const message = text(error.message);
  const titled = /^\(#\d+\)\s*(.*)$/s.exec(message);
  const title = titled?.[1] || text(error.error_user_title) || message || `HTTP ${httpStatus}`;
  const details = text(error.error_data?.details) || text(error.error_user_msg);
  const retryAfter = retryAfterSeconds(retryAfterHeader);
  const subcode = Number(error.error_subcode) || undefined;
  return { ok: false, httpStatus, code, title, details, ...(subcode ? { subcode } : {}), ...(retryAfter === undefined ? {} : { retryAfter }) };
}

/** No answer at all: refused, reset, timed out (AbortSignal.timeout's DOMException is no Error in every realm, so by name). */
export function linkFailure(error: unknown): CloudApiFailure {
  const { name, message, cause } = (error && typeof error === 'object' ? error : {}) as { name?: unknown; message?: unknown; cause?: { message?: unknown } };
  const causeText = typeof cause?.message === 'string' ? `: ${cause.message}` : '';
  return {
    ok: false,
    httpStatus: 0,
    code: 0,
    title: name === 'TimeoutError' ? 'timeout' : 'network failure',
    details: typeof message === 'string' ? `${message}${causeText}` : String(error),
  };
}
