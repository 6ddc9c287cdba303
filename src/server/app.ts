/**
 * Builds the server: plugins, then the contract binding, then the built browser app.
 * Tests build it in-process and call it with `app.inject`; main.ts only listens.
 */
import { maxJsonDepth, nestsDeeperThan } from './http/jsonDepth';
import { AjvCompiler } from '@fastify/ajv-compiler';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/database';
import { bindContract } from './http/bind';
import { addSecurityHeaders } from './http/securityHeaders';
import { contractOperations, loadContract, type ContractOperation } from './http/contract';
import { HttpError, sendError } from './http/envelope';
import type { HandlerMap } from './http/handler';
import { serveBrowserApp } from './http/staticApp';
import { resolveSession } from './http/session';
import { NotificationHub } from './events/notificationHub';
import { notificationWatch } from './events/notificationWatch';
import { handlers as allHandlers } from './modules';
import { captureServerError } from './errorLog/recordServerError';
import { googleRecaptcha, type RobotCheck } from './robotCheck';
import { cloudApiFromConfig } from './messaging/whatsapp';
import type { WhatsAppCloudApi } from './messaging/whatsapp/types';
import { lazyCloudApi } from './modules/whatsapp/numbers/store';
import { registerWhatsAppWebhook } from './modules/whatsapp/webhook';
import { registerBrandFiles } from './modules/superAdmin/brands/brandFiles';
// The modules' functions the sending pipeline calls, registered for whoever builds the app.
import './sendingHooks';

export interface AppOptions {
  config: Config;
  db: Db;
  handlers?: HandlerMap;
  now?: () => number;
  /** Outside services; tests pass fakes. */
  robotCheck?: RobotCheck;
  /** The WhatsApp Cloud API; tests give one to their simulator. */
  whatsappCloudApi?: WhatsAppCloudApi;
}

let cachedOperations: ContractOperation[] | null = null;
export const operations = (): ContractOperation[] => (cachedOperations ??= contractOperations(loadContract()));

/**
 * Fastify's own validator compiler (its Ajv, its defaults), shared by every app this process
 * builds: Ajv keeps what it compiled by schema, and the contract's schemas are read once
 * (`operations`), so an app built again (each test builds its own) compiles nothing again.
 * Compiling the contract took about 600 ms an app.
 */
const sharedValidators = AjvCompiler();

/** The request field a schema failure names, e.g. "body.name" or "query.id". */
function failedField(error: FastifyError): string {
  const first = error.validation?.[0];
  const context = error.validationContext ?? 'body';
  if (!first) return context;
  const missing = (first.params as { missingProperty?: string }).missingProperty;
  const path = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  return [context, path, missing].filter(Boolean).join('.');
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    schemaController: { compilersFactory: { buildValidator: sharedValidators } },
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: 16 * 1024 * 1024,
    // Behind a proxy (TRUST_PROXY): request.ip and request.protocol come from X-Forwarded-*,
    // so rate limits count the customer's address and the cookie is Secure behind HTTPS.
    trustProxy: config.trustProxy,
    // Unique across processes and restarts, so a recorded server error names its request unambiguously.
    genReqId: () => randomUUID(),
  });
  addSecurityHeaders(app);
  if (config.publicHostDefaulted) {
    // Not a refusal: `npm start` must work on a fresh machine; links then open only on this machine.
    app.log.warn(`PUBLIC_HOST is not set: links in messages use ${config.publicHost}. Set PUBLIC_HOST to the address recipients open.`);
  }

  // The default JSON parser (prototype poisoning refused), behind a nesting limit (http/jsonDepth.ts).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, maxJsonDepth)) return done(new HttpError(400, 'errors.generic.badRequest', { field: 'body' }), undefined);
    parseJson(request, body as string, done);
  });
  await app.register(cookie);
  await app.register(formbody);
  // The ceiling is the largest file rule (WhatsApp documents, 16 MB); each upload narrows it
  // with its own limit when it reads the parts (every sheet upload: 15 MB, domain/uploads).
  await app.register(multipart, { limits: { fileSize: 16 * 1024 * 1024, files: 20 } });

  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return sendError(reply, error);
    if (error.validation) {
      const field = failedField(error);
      return sendError(reply, new HttpError(400, 'errors.generic.badRequest', { field }));
    }
    if (error.statusCode === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return sendError(reply, new HttpError(413, 'errors.files.tooLarge'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(reply, new HttpError(error.statusCode, 'errors.generic.badRequest', { field: error.code ?? '' }));
    }
    // Nothing internal leaks: the log keeps the detail, the caller gets a key.
    request.log.error(error);
    // Kept for the /errors page on the outer database: the failed request's transaction has
    // rolled back by now, and this row must outlive it. The caller gets only the request id.
    await captureServerError(db, request, error, (options.now ?? Date.now)());
    reply.header('x-request-id', String(request.id));
    return sendError(reply, new HttpError(500, 'errors.generic.serverError'));
  });

  app.decorate('robotCheck', options.robotCheck ?? googleRecaptcha(config.robotCheckSecret));
  // Live notifications: the streams end before the server closes, or it would wait on them.
  const now = options.now ?? Date.now;
  const sessionOf = async (token: string) => (await resolveSession(db, token, now()))?.sessionId ?? null;
  const hub = new NotificationHub(db, notificationWatch(db, config.databaseUrl), now, sessionOf);
  app.decorate('notificationHub', hub);
  app.decorate('whatsappCloudApi', options.whatsappCloudApi ?? lazyCloudApi(() => cloudApiFromConfig(config)));
  // Meta's webhook: outside the contract, its body read as raw bytes for the signature check.
  await registerWhatsAppWebhook(app, { db, config, now, hub });
  // Brand logos and agreement files: public (the sign-in page shows the logo), each under a sandbox.
  await registerBrandFiles(app, { db });
  app.addHook('preClose', () => hub.stop());

  bindContract(app, {
    operations: operations(),
    handlers: options.handlers ?? allHandlers,
    db,
    config,
    now: options.now ?? Date.now,
  });

  await serveBrowserApp(app, config.appDir);

  return app;
}
