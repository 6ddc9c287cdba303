/**
 * whatsapp/send-example: the template as a test to up to 3 numbers, now, with no campaign: each
 * goes like a template from the chat (chat/send.ts deliver: one 'whatsapp' credit taken before
 * the call and given back when Meta refuses it, the message kept in its conversation with its
 * wamid, so its statuses and billing come through the same webhooks). The values are used as
 * written ([fields] have no recipient list to fill them from). The first refusal is answered:
 * -9 with the rejection reason when Meta refused one.
 */
import type { WhatsappSendExampleApiArg, WhatsappSendExampleApiResponse } from '../../../../contract/whatsapp';
import { WhatsappSendExample } from '../../../../contract/statusCodes';
import { fillTemplateBody } from '../../../../domain/whatsapp';
import type { Handler } from '../../../http/handler';
import type { TemplateParameters } from '../../../messaging/whatsapp/types';
import { sendingOf } from '../../campaigns/creditsNumber';
import { chatPartiesOf } from '../chat/conversation';
import { answerOf, chatTemplateCredits, deliver } from '../chat/send';
import { whatsappMediaOf } from '../numbers/media';
import { cloudApiOf, waPhoneOf } from '../numbers/store';
import { templateForbiddenWords } from '../templates/forbiddenTemplateText';
import { campaignSource, overDailyRecipients } from './campaignSource';

export const whatsappSendExample: Handler<WhatsappSendExampleApiArg> = async ({ body }, ctx): Promise<WhatsappSendExampleApiResponse> => {
  const { account, now, userId } = sendingOf(ctx);
  const values = body.variables ?? [];
  const checked = await campaignSource(ctx.db, account, body.sourcePhone, body.templateId, values);
  if (!checked.ok) return { data: { status: checked.status } };
  const { number, template, content } = checked.source;
  if ((await templateForbiddenWords(ctx.db, userId, content, values)).length) return { data: { status: WhatsappSendExample.forbiddenText } };
  const phones = [...new Set(body.phones.map((p) => waPhoneOf(p) ?? p))];
  if (phones.includes(number.phone)) return { data: { status: WhatsappSendExample.senderEqualsRecipient } };
  if (await overDailyRecipients(ctx.db, number, phones.length, now)) return { data: { status: WhatsappSendExample.dailyLimit } };

  const parameters: TemplateParameters = { body: values };
  const headerType = content.header;
  let headerMime: string | undefined;
  if (headerType === 'image' || headerType === 'video' || headerType === 'document') {
    const hash = body.headerFile ?? content.headerSample;
    if (!hash) return { data: { status: WhatsappSendExample.error } };
    const media = await whatsappMediaOf(ctx.db, account, hash);
    const uploaded = await cloudApiOf(ctx).uploadMedia(number.phone_number_id!, { data: Buffer.from(media.data), mimeType: media.mime_type, fileName: media.original_name });
    if (!uploaded.ok) return { data: { status: WhatsappSendExample.error } };
    parameters.header = { type: headerType, mediaId: uploaded.mediaId, ...(headerType === 'document' ? { filename: media.original_name } : {}) };
    headerMime = media.mime_type;
  }
  let last: WhatsappSendExampleApiResponse = { data: { status: WhatsappSendExample.sent } };
  for (const phone of phones) {
    const parties = await chatPartiesOf(ctx, number.phone, phone);
    const delivery = await deliver(
      ctx,
      parties,
      { type: 'template', to: parties.peer, name: template.name, language: template.language, parameters },
      { type: 'template', body: fillTemplateBody(content.body ?? '', values), templateId: template.id, mediaHash: body.headerFile, mediaMime: headerMime },
      { amount: chatTemplateCredits, reason: 'whatsapp.example', reference: `wa_template:${template.id}` },
    );
    if (delivery.outcome === 'notEnoughCredits') return { data: { status: WhatsappSendExample.notEnough } };
    last = { data: answerOf(delivery) };
    if (last.data?.status !== WhatsappSendExample.sent) return last;
  }
  return last;
};
