/**
 * sendWhatsappChatTemplate: one of the number's approved templates, which may open a conversation
 * (a customer who never wrote) or reopen a closed one; the customer's answer then opens the
 * 24-hour window. Refused before anything leaves: -24 itself, -22 blocked, -5 a template not
 * approved, -18 values that do not match its placeholders, -23 the number's daily limit of
 * customers written to first, -2 no 'whatsapp' credit (a template is charged: send.ts).
 * Another number's template or another account's header file is 404.
 */
import type { SendWhatsappChatTemplateApiArg, SendWhatsappChatTemplateApiResponse, WhatsAppTemplate } from '../../../../contract/whatsapp';
import { SendWhatsappChatTemplate } from '../../../../contract/statusCodes';
import { fillTemplateBody, isSessionOpen, templateVariableCount } from '../../../../domain/whatsapp';
import { templateForbiddenWords } from '../templates/forbiddenTemplateText';
import { notFound } from '../../../http/envelope';
import type { Handler } from '../../../http/handler';
import type { TemplateParameters } from '../../../messaging/whatsapp/types';
import { cloudApiOf } from '../numbers/store';
import { chatPartiesOf, type ChatParties } from './conversation';
import { whatsappMediaOf } from '../numbers/media';
import { answerOf, chatTemplateCredits, deliver, optOutRefusal, partyRefusal } from './send';

const dayMs = 86_400_000;

/** Customers this number wrote to first (a template outside a window) in the last 24 hours, this one aside. */
async function businessInitiatedToday(ctx: Parameters<Handler>[1], parties: ChatParties, now: number): Promise<number> {
  const row = await ctx.db
    .selectFrom('wa_messages as m')
    .innerJoin('wa_conversations as c', 'c.id', 'm.conversation_id')
    .select((eb) => eb.fn.count<number>('c.peer').distinct().as('n'))
    .where('m.number_id', '=', parties.number.id)
    .where('m.direction', '=', 'out')
    .where('m.type', '=', 'template')
    .where('m.status', '!=', 'failed')
    .where('m.created_at', '>=', now - dayMs)
    .where('c.peer', '!=', parties.peer)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const sendWhatsappChatTemplate: Handler<SendWhatsappChatTemplateApiArg> = async ({ body }, ctx): Promise<SendWhatsappChatTemplateApiResponse> => {
  const answer = (status: number) => ({ data: { status } });
  const parties = await chatPartiesOf(ctx, body.source, body.destination);
  const template = await ctx.db
    .selectFrom('wa_templates')
    .selectAll()
    .where('id', '=', body.templateId)
    .where('number_id', '=', parties.number.id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!template) throw notFound();
  const header = body.headerFile ? await whatsappMediaOf(ctx.db, parties.account, body.headerFile) : null;

  const refusal = partyRefusal(parties) ?? (await optOutRefusal(ctx.db, parties));
  if (refusal !== null) return answer(refusal);
  if (template.provider_status !== 'APPROVED') return answer(SendWhatsappChatTemplate.notApproved);
  const content = JSON.parse(template.content) as WhatsAppTemplate;
  const values = body.variables ?? [];
  if (values.length !== templateVariableCount(content.body ?? '')) return answer(SendWhatsappChatTemplate.wrongVariableCount);
  if ((await templateForbiddenWords(ctx.db, ctx.user!.userId, content, values)).length) return answer(SendWhatsappChatTemplate.forbiddenText);
  const now = ctx.now();
  const lastInbound = parties.conversation?.last_inbound_at;
  const opensConversation = !isSessionOpen(lastInbound === null || lastInbound === undefined ? null : Number(lastInbound), now);
  if (opensConversation && (await businessInitiatedToday(ctx, parties, now)) >= parties.number.daily_limit) return answer(SendWhatsappChatTemplate.dailyLimit);

  const parameters: TemplateParameters = { body: values };
  const headerType = content.header;
  if (headerType === 'image' || headerType === 'video' || headerType === 'document') {
    // A media header needs its file: the one given now (uploaded to Meta for this send).
    if (!header) return answer(SendWhatsappChatTemplate.error);
    const uploaded = await cloudApiOf(ctx).uploadMedia(parties.number.phone_number_id!, { data: Buffer.from(header.data), mimeType: header.mime_type, fileName: header.original_name });
    if (!uploaded.ok) return answer(SendWhatsappChatTemplate.error);
    parameters.header = { type: headerType, mediaId: uploaded.mediaId, ...(headerType === 'document' ? { filename: header.original_name } : {}) };
  }
  const delivery = await deliver(
    ctx,
    parties,
    { type: 'template', to: parties.peer, name: template.name, language: template.language, parameters },
    { type: 'template', body: fillTemplateBody(content.body ?? '', values), templateId: template.id, templateName: template.name, mediaHash: body.headerFile, mediaMime: header?.mime_type },
    { amount: chatTemplateCredits, reason: 'whatsapp.chat.template', reference: `wa_template:${template.id}` },
  );
  if (delivery.outcome === 'notEnoughCredits') return answer(SendWhatsappChatTemplate.notEnough);
  return { data: answerOf(delivery) };
};
