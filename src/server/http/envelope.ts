/**
 * The one answer shape (ARCHITECTURE "The response envelope"). Handlers return the envelope
 * for HTTP 200; the helpers below build the non-200 ones so every error reads the same.
 */
import type { FastifyReply } from 'fastify';
import type { Envelope } from '../../contract/main';

/** The contract's one answer shape, as the browser reads it. */
export type { Envelope };

/** An error a handler throws to answer with an HTTP status and an i18n message key. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: string,
    readonly extra: Envelope = {},
  ) {
    super(messageKey);
  }
}

export const notFound = (key = 'errors.generic.notFound') => new HttpError(404, key, { pageNotFound: false });
export const forbidden = (key = 'errors.other.noAccess') => new HttpError(403, key);
export const unauthorized = (key = 'errors.session.noToken') => new HttpError(401, key, { isLoginPage: true });

export function sendError(reply: FastifyReply, error: HttpError): FastifyReply {
  return reply.code(error.statusCode).send({ data: null, message: error.messageKey, ...error.extra } satisfies Envelope);
}
