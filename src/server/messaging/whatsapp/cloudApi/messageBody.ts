/**
 * The body of `POST /{phone-number-id}/messages` for each kind of outgoing message, as Meta's
 * examples show it (WHATSAPP-CLOUD-API.md §2): `messaging_product`, `recipient_type`, `to`,
 * `type`, and an object named after the type.
 */
import type { OutgoingWhatsApp, TemplateParameters } from '../types';

type Json = Record<string, unknown>;

function templateComponents(parameters: TemplateParameters): Json[] {
  const components: Json[] = [];
  const header = parameters.header;
  if (header?.type === 'text') {
    components.push({ type: 'header', parameters: [{ type: 'text', text: header.text }] });
  } else if (header) {
    const media: Json = header.mediaId ? { id: header.mediaId } : { link: header.link };
    if (header.type === 'document' && header.filename) media.filename = header.filename;
    components.push({ type: 'header', parameters: [{ type: header.type, [header.type]: media }] });
  }
  if (parameters.body.length) components.push({ type: 'body', parameters: parameters.body.map((value) => ({ type: 'text', text: value })) });
  for (const button of parameters.urlButtons ?? []) {
    components.push({ type: 'button', sub_type: 'url', index: String(button.index), parameters: [{ type: 'text', text: button.text }] });
  }
  return components;
}

function content(message: OutgoingWhatsApp): Json {
  switch (message.type) {
    case 'text':
      return { text: { preview_url: message.previewUrl ?? false, body: message.text } };
    case 'template': {
      const components = templateComponents(message.parameters);
      return { template: { name: message.name, language: { code: message.language }, ...(components.length ? { components } : {}) } };
    }
    case 'reaction':
      return { reaction: { message_id: message.messageId, emoji: message.emoji } };
    default: {
      const media: Json = { id: message.mediaId };
      // Meta takes no caption on audio, and a file name only on documents.
      if (message.caption && message.type !== 'audio') media.caption = message.caption;
      if (message.filename && message.type === 'document') media.filename = message.filename;
      return { [message.type]: media };
    }
  }
}

export function messageBody(message: OutgoingWhatsApp, callbackData?: string): Json {
  const replyTo = 'replyTo' in message ? message.replyTo : undefined;
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to,
    type: message.type,
    ...content(message),
    ...(replyTo ? { context: { message_id: replyTo } } : {}),
    ...(callbackData ? { biz_opaque_callback_data: callbackData } : {}),
  };
}
