/**
 * Security headers on every answer (the app at /, the API, files): what the browser may load
 * and who may frame the product. The app needs: its own scripts only; inline styles (antd's
 * css-in-js writes <style> tags); calls to its own origin; the reCAPTCHA script and frame for
 * brands with a robot check (ui/RobotCheck.tsx). HSTS only when the request came over HTTPS
 * (directly or, with TRUST_PROXY, through a proxy that says so): over plain http it would be
 * ignored, and on localhost it would pin a developer's browser to https.
 */
import type { FastifyInstance } from 'fastify';

const recaptcha = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

export const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' ${recaptcha.join(' ')}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  'frame-src https://www.google.com/recaptcha/',
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export function addSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('content-security-policy', contentSecurityPolicy);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    // For browsers that do not read frame-ancestors.
    reply.header('x-frame-options', 'DENY');
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    return payload;
  });
}
