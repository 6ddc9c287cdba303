/**
 * Webhooks out: what the rest of the server uses. Features record their events with
 * enqueueWebhookEvents inside their own transaction; the pipeline runs startWebhookSender.
 */
export { enqueueWebhookEvents, type WebhookBody, type WebhookEventInput } from './events';
export { startWebhookSender, type WebhookSender, type WebhookSenderOptions } from './sender';
export { signatureMatches, signEvent } from './signature';
