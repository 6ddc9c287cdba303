/**
 * The built browser app at `/`: files from the build folder, precompressed brotli or gzip when
 * the browser accepts it (made by `npm run build`, so no request spends CPU compressing), and
 * every other GET path answered with index.html (the app's own routes, history mode).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { HttpError, sendError } from './envelope';

/** Webpack names built files by their contents (`[name].[contenthash:8].js`), maybe compressed. */
const contentHashed = /\.[0-9a-f]{8}\.[a-z0-9]+(\.br|\.gz)?$/;

/**
 * A content-hashed file never changes under its name, so browsers keep it for a year without
 * asking; anything else (index.html above all, which names the current files) is revalidated.
 */
export function cacheControlFor(filePath: string): string {
  return contentHashed.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function setHeaders(response: SetHeadersResponse, filePath: string): void {
  response.setHeader('Cache-Control', cacheControlFor(filePath));
  // The same URL answers differently per Accept-Encoding: shared caches must key on it.
  response.setHeader('Vary', 'Accept-Encoding');
}

/** Serves the app from `appDir` when it is built; unknown API paths answer in the envelope. */
export async function serveBrowserApp(app: FastifyInstance, appDir: string | null): Promise<void> {
  const index = appDir ? join(appDir, 'index.html') : null;
  if (appDir && index && existsSync(index)) {
    await app.register(fastifyStatic, {
      root: appDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Our header, not send's default `public, max-age=0`.
      cacheControl: false,
      setHeaders,
      dotfiles: 'ignore',
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET' || !index || !existsSync(index)) {
      return sendError(reply, new HttpError(404, 'errors.generic.notFound', { pageNotFound: true }));
    }
    return reply.type('text/html').sendFile('index.html');
  });
}
