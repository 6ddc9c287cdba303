/** What an operation's handler receives and returns. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Envelope } from './envelope';
import type { SessionUser } from './session';

export interface RequestContext {
  db: Db;
  config: Config;
  /** The caller, or null on a public operation called without a session. */
  user: SessionUser | null;
  request: FastifyRequest;
  reply: FastifyReply;
  now: () => number;
}

/**
 * A handler gets the operation's argument shaped like the generated client's `<Op>ApiArg`
 * (path and query parameters by name, the body as `body`) and answers the envelope. It may
 * instead send the reply itself (files, redirects, event streams).
 */
export type Handler<Arg = never> = (arg: Arg, ctx: RequestContext) => Promise<Envelope | void>;

// eslint-style escape: the registry stores handlers of every argument type.
export type AnyHandler = Handler<never>;
export type HandlerMap = Record<string, AnyHandler>;
