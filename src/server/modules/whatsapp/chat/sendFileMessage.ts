/**
 * sendWhatsappFileMessage: a picture or a document with its caption into an open conversation.
 * The file is judged by its bytes (gif, jpg, png: an image; pdf: a document; anything else -6),
 * kept with the account's WhatsApp files, uploaded to Meta (uploadMedia) and sent by its media id.
 * The caption is required by the contract: an empty one is -21. The window rules are the text's:
 * -20 a customer who never wrote, -19 closed, -24 itself, -22 blocked.
 */
import type { SendWhatsappFileMessageApiResponse } from '../../../../contract/whatsapp';
import { SendWhatsappFileMessage } from '../../../../contract/statusCodes';
import { HttpError } from '../../../http/envelope';
import type { Handler } from '../../../http/handler';
import { readUpload, tooLarge } from '../../contacts/importUpload';
import { maxWhatsappFileBytes } from '../numbers/media';
import { sniffMedia } from '../../files/mediaKind';
import { chatPartiesOf } from './conversation';
import { keepChatMedia } from './media';
import { answerOf, deliver, optOutRefusal, partyRefusal, sessionRefusal } from './send';

/** What the contract lets the chat send: gif, jpg, jpeg, png and pdf. */
const sendable = new Set(['image/gif', 'image/jpeg', 'image/png', 'application/pdf']);
const captionMax = 1024;
const phonePattern = /^\d{9,16}$/;

/** A multipart form field the schema would have checked for JSON: a bad one is a bad request naming it. */
function phoneField(fields: Record<string, string>, name: string): string {
  const value = fields[name] ?? '';
  if (!phonePattern.test(value)) throw new HttpError(400, 'errors.generic.badRequest', { field: `body.${name}` });
  return value;
}

export const sendWhatsappFileMessage: Handler = async (_arg, ctx): Promise<SendWhatsappFileMessageApiResponse> => {
  const answer = (status: number) => ({ data: { status } });
  const { fields, file } = await readUpload(ctx.request, maxWhatsappFileBytes);
  const parties = await chatPartiesOf(ctx, phoneField(fields, 'source'), phoneField(fields, 'destination'));
  if (!file || file.data.length === 0) throw new HttpError(400, 'errors.generic.badRequest', { field: 'body.file' });
  if (file.data.length > maxWhatsappFileBytes) throw tooLarge();
  const caption = (fields.caption ?? '').trim();
  if (caption.length > captionMax) throw new HttpError(400, 'errors.generic.badRequest', { field: 'body.caption' });

  const refusal = partyRefusal(parties) ?? sessionRefusal(parties, ctx.now()) ?? (await optOutRefusal(ctx.db, parties));
  if (refusal !== null) return answer(refusal);
  const sniffed = sniffMedia(file.data);
  if (!sniffed || !sendable.has(sniffed.mimeType)) return answer(SendWhatsappFileMessage.unsupportedType);
  if (!caption) return answer(SendWhatsappFileMessage.emptyCaption);

  const mediaHash = await keepChatMedia(ctx.db, { account: parties.account, userId: ctx.user!.userId, data: file.data, mimeType: sniffed.mimeType, name: file.name, now: ctx.now() });
  const type = sniffed.kind === 'document' ? 'document' : 'image';
  const delivery = await deliver(
    ctx,
    parties,
    async (api, phoneNumberId, callbackData) => {
      const uploaded = await api.uploadMedia(phoneNumberId, { data: file.data, mimeType: sniffed.mimeType, fileName: file.name });
      if (!uploaded.ok) return uploaded;
      return api.send(phoneNumberId, { type, to: parties.peer, mediaId: uploaded.mediaId, caption, ...(type === 'document' ? { filename: file.name } : {}) }, callbackData);
    },
    { type, body: '', caption, mediaHash, mediaMime: sniffed.mimeType },
  );
  if (delivery.outcome === 'notEnoughCredits') return answer(SendWhatsappFileMessage.error);
  return { data: answerOf(delivery) };
};
