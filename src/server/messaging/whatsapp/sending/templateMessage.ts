/**
 * A WhatsApp campaign's message for one recipient: the template's {{n}} values, each a fixed
 * text or list fields in [brackets] filled by the recipient's fields (domain/dynamicFields.ts,
 * the composer's rules), and the body as the recipient reads it (domain/whatsapp.ts
 * fillTemplateBody). Making (messaging/making.ts) stores the body; the desk sends the values.
 */
import { compileDynamicFields, dynamicFieldValues } from '../../../../domain/dynamicFields';
import { fillTemplateBody } from '../../../../domain/whatsapp';
import type { WhatsAppCampaignSettings } from '../../../campaigns/settings';
import type { OutgoingWhatsApp } from '../types';

export interface RecipientFieldRow {
  field1: string | null;
  field2: string | null;
  field3: string | null;
  field4: string | null;
  field5: string | null;
  field6: string | null;
}

/** The template's values for each recipient, the variables parsed once for the whole campaign. */
export function templateValues(template: Pick<WhatsAppCampaignSettings, 'variables'>, titles: readonly (string | null)[]): (fields: RecipientFieldRow) => string[] {
  const fillers = template.variables.map((variable) => compileDynamicFields(variable));
  return (r) => {
    const fields = dynamicFieldValues(titles, [r.field1, r.field2, r.field3, r.field4, r.field5, r.field6]);
    return fillers.map((fill) => fill(fields));
  };
}

/** The body each recipient reads: what the messages row keeps, and the log shows. */
export function whatsAppBodyFiller(template: Pick<WhatsAppCampaignSettings, 'variables' | 'body'>, titles: readonly (string | null)[]): (fields: RecipientFieldRow) => string {
  const values = templateValues(template, titles);
  return (r) => fillTemplateBody(template.body, values(r));
}

/** The Cloud API template send of one message; `to` in any form, sent as digits. */
export function templateSend(template: WhatsAppCampaignSettings, to: string, values: string[]): OutgoingWhatsApp {
  return {
    type: 'template',
    to: to.replace(/\D/g, ''),
    name: template.templateName,
    language: template.language,
    parameters: { body: values, ...(template.header ? { header: { type: template.header.type, mediaId: template.header.mediaId } } : {}) },
  };
}

/** What the desk sends as biz_opaque_callback_data: Meta echoes it on every status webhook, so a status finds its message even when the send's answer was lost. */
export const callbackDataOf = (messageId: number): string => `msg:${messageId}`;

export function messageIdOfCallback(data: string | undefined): number | null {
  const match = data ? /^msg:(\d+)$/.exec(data) : null;
  return match ? Number(match[1]) : null;
}

/** A chat send's biz_opaque_callback_data: its wa_messages row, stored before Meta is called. */
export const chatCallbackDataOf = (waMessageId: number): string => `chat:${waMessageId}`;

export function chatMessageIdOfCallback(data: string | undefined): number | null {
  const match = data ? /^chat:(\d+)$/.exec(data) : null;
  return match ? Number(match[1]) : null;
}
