/**
 * Records a request that ended in an unexpected 500 (issue 18, the /errors page): request id,
 * operation, caller, method and route, message and stack. Called by the one error handler
 * (app.ts) after the failed request's transaction has rolled back, on the outer database, so
 * the record survives the failure it tells of. Recording must never change the answer: a
 * failure to record (the database itself is down) goes to the process log only.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { pruneExpiredServerErrors, pruneServerErrors, pruneEvery } from './retention';

/** Enough to read the failure; a runaway message or stack (a whole SQL text, deep recursion) is cut. */
export const maxMessageChars = 2_000;
export const maxStackChars = 16_000;

const cut = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max)}…` : text);

export interface ServerErrorInput {
  requestId: string;
  operation: string | null;
  userId: number | null;
  method: string;
  path: string;
  error: unknown;
  at: number;
}

function describe(error: unknown): { message: string; stack: string } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack ?? `${error.name}: ${error.message}` };
  // Something thrown that is not an Error (a string, an object): its text, with no stack to give.
  const text = typeof error === 'string' ? error : JSON.stringify(error) ?? String(error);
  return { message: text, stack: '' };
}

export async function recordServerError(db: Db, input: ServerErrorInput): Promise<void> {
  const { message, stack } = describe(input.error);
  const { id } = await db
    .insertInto('server_errors')
    .values({
      at: input.at,
      request_id: input.requestId,
      operation: input.operation,
      user_id: input.userId,
      method: input.method,
      path: cut(input.path, 500),
      message: cut(message, maxMessageChars),
      stack: cut(stack, maxStackChars),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Age on every record (so a quiet month still ends after 30 days); the row cap, which counts,
  // once every pruneEvery rows, which keeps the table within bounds at a fraction of the cost.
  if (id % pruneEvery === 0) await pruneServerErrors(db, input.at);
  else await pruneExpiredServerErrors(db, input.at);
}

/** The operation a request reached (its route's config), null before routing (a 500 in a hook of an unknown URL). */
function operationOf(request: FastifyRequest): string | null {
  const config = request.routeOptions?.config as { operationId?: unknown } | undefined;
  return typeof config?.operationId === 'string' ? config.operationId : null;
}

/**
 * The request's fields worth keeping. The route's pattern, not the URL: paths and queries may
 * carry tokens (sockets/{token}/{window}, signed links), which the log must not keep.
 */
export function serverErrorOf(request: FastifyRequest, error: unknown, at: number): ServerErrorInput {
  const pattern = request.routeOptions?.url;
  return {
    requestId: String(request.id),
    operation: operationOf(request),
    userId: request.sessionUser?.userId ?? null,
    method: request.method,
    path: pattern ?? request.url.split('?')[0] ?? '',
    error,
    at,
  };
}

/** What the error handler calls: records, and on failure only logs, never throws. */
export async function captureServerError(db: Db, request: FastifyRequest, error: unknown, at: number): Promise<void> {
  try {
    await recordServerError(db, serverErrorOf(request, error, at));
  } catch (failure) {
    request.log.error({ err: failure }, 'the server error could not be recorded');
  }
}
