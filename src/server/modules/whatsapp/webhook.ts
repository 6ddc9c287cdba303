/**
 * Meta's webhook (WHATSAPP-CLOUD-API.md §7), outside the contract: GET answers the
 * subscription challenge with WHATSAPP_VERIFY_TOKEN; POST takes the body as raw bytes (this
 * route only: its own scope parses nothing), checks X-Hub-Signature-256 over exactly those
 * bytes before reading a thing, and only then parses and applies what it says. Unsigned or
 * tampered: 401 and nothing changes. Not Meta's shape: 400. A failure while applying answers
 * 500 so Meta delivers again; every part is idempotent, so a repeat changes nothing more.
 */
import { eventBatches } from './events/batches';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { NotificationHub } from '../../events/notificationHub';
import { answerWebhookChallenge, parseWebhookBody, WebhookPayloadError, webhookSignatureHeader, webhookSignatureMatches, whatsappSecretsOf } from '../../messaging/whatsapp';
import type { WhatsAppEvent } from '../../messaging/whatsapp/types';
import { applyWhatsAppEvents } from './events';

export const whatsappWebhookPath = '/whatsapp/webhook';
/** Meta's deliveries are at most 3 MB (M-WH). */
const maxDeliveryBytes = 3 * 1024 * 1024;

export interface WebhookRouteOptions {
  db: Db;
  config: Pick<Config, 'whatsapp' | 'dataDir'>;
  now: () => number;
  hub?: NotificationHub;
}

export async function registerWhatsAppWebhook(app: FastifyInstance, options: WebhookRouteOptions): Promise<void> {
  const { db, config, now, hub } = options;
  // Read when the first delivery comes: unset secrets are generated into dataDir only if WhatsApp is used.
  const secrets = () => whatsappSecretsOf(config);
  await app.register(async (scope) => {
    // Deliveries arriving together are applied together (events/batches.ts), each answered once its own is in.
    const applied = eventBatches((events) => applyWhatsAppEvents(db, events, now(), hub, scope.whatsappCloudApi));
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxDeliveryBytes }, (_request, body, done) => done(null, body));

    scope.get(whatsappWebhookPath, async (request, reply) => {
      const answer = answerWebhookChallenge(request.query as Record<string, unknown>, secrets().verifyToken);
      return reply.code(answer.status).type('text/plain; charset=utf-8').send(answer.body);
    });

    scope.post(whatsappWebhookPath, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!webhookSignatureMatches(secrets().appSecret, raw, request.headers[webhookSignatureHeader])) {
        request.log.warn('WhatsApp webhook refused: missing or wrong signature');
        return reply.code(401).type('text/plain; charset=utf-8').send('Unauthorized');
      }
      let events: WhatsAppEvent[];
      try {
        events = parseWebhookBody(raw);
      } catch (error) {
        if (!(error instanceof WebhookPayloadError)) throw error;
        request.log.warn({ err: error }, 'WhatsApp webhook: not Meta\'s shape');
        return reply.code(400).type('text/plain; charset=utf-8').send('Bad Request');
      }
      await applied(events);
      return reply.code(200).type('text/plain; charset=utf-8').send('OK');
    });
  });
}
