/**
 * Binds every operation of the contract to a fastify route: who may call it (x-access and
 * x-permission, checked here and nowhere else), the request schemas fastify validates, and
 * the handler. An operation without a handler answers 501 "notImplemented".
 */
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mayCall } from '../../domain/access';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { ContractOperation } from './contract';
import { forbidden, HttpError, sendError, unauthorized, type Envelope } from './envelope';
import type { HandlerMap, RequestContext } from './handler';
import { addressInLists } from './allowedAddress';
import { authCookieName, authCookieOptions, resolveSessionOfRequest, rotateIfDue, type SessionUser } from './session';

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
}

export interface BindOptions {
  operations: ContractOperation[];
  handlers: HandlerMap;
  db: Db;
  config: Config;
  now: () => number;
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF: the cookie is sent by the browser whoever made the page, so a request that changes
 * something is signed in by the cookie only when it comes from the product's own pages. A
 * browser always names the page's origin on such a request (Origin); another site's (or
 * "null", a sandboxed one) is refused the cookie. A bearer header is never sent by a browser
 * by itself, so API clients that use it are not concerned.
 */
export function cookieMayAuthenticate(request: FastifyRequest, publicHost: string | null): boolean {
  if (safeMethods.has(request.method)) return true;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  let host: string;
  let ownHost: string;
  try {
    const parsed = new URL(origin);
    host = parsed.host;
    // Normalized the same way (a default port dropped), in the origin's scheme.
    ownHost = new URL(`${parsed.protocol}//${request.host}`).host;
  } catch {
    return false;
  }
  if (host === ownHost) return true;
  return publicHost !== null && host === new URL(/^https?:\/\//.test(publicHost) ? publicHost : `https://${publicHost}`).host;
}

/** The session token: bearer header, the auth cookie (not on another site's changes), or (event stream) the path. */
export function tokenOf(request: FastifyRequest, publicHost: string | null = null): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  const cookie = request.cookies?.[authCookieName];
  if (cookie && cookieMayAuthenticate(request, publicHost)) return cookie;
  if (cookie) return null;
  const params = request.params as Record<string, string> | undefined;
  return params?.token ?? null;
}

/** The business result code of an answer (`data.status`), when it has one. */
function statusOf(answer: Envelope): unknown {
  const data = (answer as { data?: unknown }).data;
  return data !== null && typeof data === 'object' && 'status' in data ? (data as { status: unknown }).status : undefined;
}

/** One Ajv for every app of the process: the contract's answer schemas are compiled once, when first answered. */
const responseAjv = addFormats(new Ajv({ strict: false, allErrors: false }));
const responseValidators = new WeakMap<object, ValidateFunction>();

export function bindContract(app: FastifyInstance, options: BindOptions): void {
  const { operations, handlers, db, config, now } = options;
  const checkAnswer = (op: ContractOperation, answer: Envelope): void => {
    if (!config.validateResponses) return;
    const status = statusOf(answer);
    // Outside production every answer's business code is held to the operation's
    // x-status-codes, so the whole test run proves the server answers only listed codes.
    if (status !== undefined && Object.keys(op.statusCodes).length && !(String(status) in op.statusCodes)) {
      throw new Error(`${op.operationId} answered status ${String(status)}, which its x-status-codes do not list`);
    }
    if (!op.responseSchema) return;
    let validate = responseValidators.get(op.responseSchema);
    if (!validate) {
      validate = responseAjv.compile(op.responseSchema);
      responseValidators.set(op.responseSchema, validate);
    }
    if (!validate(answer)) {
      throw new Error(`${op.operationId} answered outside its contract: ${responseAjv.errorsText(validate.errors)}`);
    }
  };

  app.decorateRequest('sessionUser', null);

  for (const op of operations) {
    const handler = handlers[op.operationId];
    app.route({
      method: op.method,
      url: op.url,
      schema: {
        // An operation that also takes multipart validates only its JSON (or form) body:
        // fastify skips content types a per-type schema does not name.
        ...(op.bodySchema && op.bodyKind !== 'multipart'
          ? { body: op.multipartToo ? { content: { [op.bodyKind === 'json' ? 'application/json' : 'application/x-www-form-urlencoded']: { schema: op.bodySchema } } } : op.bodySchema }
          : {}),
        ...(op.querySchema ? { querystring: op.querySchema } : {}),
        ...(op.paramsSchema ? { params: op.paramsSchema } : {}),
      },
      config: { operationId: op.operationId },
      // An optional body that was not sent is an empty one, not a schema failure.
      preValidation: async (request) => {
        if (!op.bodyRequired && request.body === undefined && op.bodySchema) request.body = {};
      },
      // Access is settled before the body is even validated: a caller who may not call the
      // operation learns nothing about its schema.
      onRequest: async (request, reply) => {
        const token = tokenOf(request, config.publicHost);
        const session = token ? await resolveSessionOfRequest(db, token, now()) : null;
        request.sessionUser = session?.user ?? null;
        // An administrator signed in as the user is not bound by the user's addresses.
        if (session && session.user.impersonatorId === null && !addressInLists(session.allowedIps, request.ip)) {
          return sendError(reply, forbidden('errors.session.addressNotAllowed'));
        }
        if (mayCall(op.access, request.sessionUser, op.permission)) return;
        return sendError(reply, request.sessionUser ? forbidden() : unauthorized());
      },
      handler: async (request, reply) => {
        if (!handler) {
          return sendError(reply, new HttpError(501, 'notImplemented'));
        }
        const arg = {
          ...(request.params as object),
          ...(request.query as object),
          ...(op.bodyKind !== 'none' && op.bodyKind !== 'multipart' ? { body: request.body } : {}),
        };
        const ctx: RequestContext = { db, config, user: request.sessionUser, request, reply, now };
        const answer = await handler(arg as never, ctx);
        if (reply.sent || answer === undefined) return reply;
        checkAnswer(op, answer);
        const user = request.sessionUser;
        if (user && !answer.new_token) {
          const rotated = await rotateIfDue(db, user, now());
          if (rotated) {
            answer.new_token = rotated.token;
            reply.setCookie(authCookieName, rotated.token, authCookieOptions(rotated.expiresAt, request));
          }
        }
        return reply.send(answer);
      },
    });
  }
}
