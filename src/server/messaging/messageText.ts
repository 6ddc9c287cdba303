/**
 * The text one recipient gets: the campaign's content with the recipient's dynamic fields
 * filled, then the unsubscribe line (option 2: reply; option 3: a personal link). The same
 * function serves the estimate and the messages really made, so what is billed is what goes.
 */
import { compileDynamicFields, dynamicFieldValues } from '../../domain/dynamicFields';
import { appendUnsubscribeLink, appendUnsubscribeReply, unsubscribeReplyWordings, type MessageLanguage } from '../../domain/messageParts';

export interface TextSettings {
  content: string;
  /** 0 none, 2 by reply, 3 by link. */
  unsubscribeOption?: number;
  /** The titles of fields 1 to 6, as the message names them ([title]). */
  titles?: readonly string[];
  language?: MessageLanguage;
}

export interface RecipientFields {
  field1?: string | null;
  field2?: string | null;
  field3?: string | null;
  field4?: string | null;
  field5?: string | null;
  field6?: string | null;
}

/** Personal unsubscribe links are this long (the product's short-link form: host, /u/, 10 characters). */
export const unsubscribeLinkFor = (host: string, code: string) => `https://${host}/u/${code}`;
export const unsubscribeCodeLength = 10;

/** Builds the per-recipient text once per campaign; `link` gives the recipient's unsubscribe link. */
export function messageComposer(settings: TextSettings): (fields: RecipientFields, link?: string) => string {
  const fill = compileDynamicFields(settings.content);
  const titles = settings.titles ?? [];
  const hasFields = /\[[^\]\n]{1,50}\]/.test(settings.content);
  const wording = unsubscribeReplyWordings[settings.language ?? 'he'];
  return (fields, link) => {
    const values = [fields.field1, fields.field2, fields.field3, fields.field4, fields.field5, fields.field6];
    const text = hasFields ? fill(dynamicFieldValues(titles, values)) : settings.content;
    if (settings.unsubscribeOption === 2) return appendUnsubscribeReply(text, wording);
    if (settings.unsubscribeOption === 3) return appendUnsubscribeLink(text, link ?? '');
    return text;
  };
}
