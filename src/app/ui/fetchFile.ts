/**
 * Files the API streams (an invoice's PDF, who clicked a link) fetched with the session's
 * bearer token: a plain <a href> would not carry it. A refusal goes through the same envelope
 * handling as every other call (logout on 401/403, the error modal), so no page shows it by hand.
 */
import { useCallback } from 'react';
import { apiBaseUrl } from '../api/apiBaseUrl';
import { handleEnvelope } from '../api/baseQuery';
import { useAppDispatch, useAppSelector } from '../state/hooks';
import type { AppDispatch } from '../state/store';

export interface FetchedFile {
  blob: Blob;
  /** From Content-Disposition, when the server names the file. */
  fileName?: string;
}

interface FetchFileInput {
  path: string;
  params?: Record<string, string | number | undefined>;
  token: string | null;
  dispatch: AppDispatch;
  /** The contract's operation, so the envelope handling knows which call answered. */
  operationId: string;
}

function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) return decodeURIComponent(encoded[1]);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1];
}

export async function fetchFile({ path, params = {}, token, dispatch, operationId }: FetchFileInput): Promise<FetchedFile | null> {
  const query = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string | number] => entry[1] !== undefined).map(([k, v]) => [k, String(v)]));
  const url = `${apiBaseUrl}${path}${query.size ? `?${query.toString()}` : ''}`;
  const api = { dispatch, endpoint: operationId, type: 'query' as const };
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'include', headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    handleEnvelope({ message: 'errors.generic.errorFetchData' }, undefined, path, api);
    return null;
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as Parameters<typeof handleEnvelope>[0];
    handleEnvelope(body, response.status, path, api);
    return null;
  }
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
}

/** fetchFile with the signed-in session's token. */
export function useFetchFile() {
  const token = useAppSelector((s) => s.session.token);
  const dispatch = useAppDispatch();
  return useCallback((input: Omit<FetchFileInput, 'token' | 'dispatch'>) => fetchFile({ ...input, token, dispatch }), [token, dispatch]);
}
