/**
 * Whether a WhatsApp template send holds prohibited words: the text the customer's recipients
 * read (the header text, the body with the values given, the footer and the buttons), checked by
 * the one rule every send uses (domain/forbiddenText.ts, through campaigns/sendingChecks.ts), so
 * a word in a template approved by Meta, or slipped in through a variable, is refused too.
 */
import type { WhatsAppTemplate } from '../../../../contract/whatsapp';
import { fillTemplateBody } from '../../../../domain/whatsapp';
import type { Db } from '../../../db/database';
import { forbiddenWordsOf } from '../../campaigns/sendingChecks';

export function templateForbiddenWords(db: Db, userId: number, content: WhatsAppTemplate, values: readonly string[]): Promise<string[]> {
  const text = [
    content.header === 'text' ? content.headerSample : undefined,
    fillTemplateBody(content.body ?? '', values),
    content.footer,
    ...(content.callToAction ?? []).map((button) => button.text),
    ...(content.quickReply ?? []),
  ];
  return forbiddenWordsOf(db, userId, text.filter(Boolean).join('\n'));
}
