/**
 * downloadWhatsappMedia: a chat message's file (mediaUrl), from the account's WhatsApp files.
 * Served with the type it was kept with, inline, and never with another account's: the hash is
 * looked up within the caller's account (404 otherwise). The bytes never change under their hash.
 */
import type { DownloadWhatsappMediaApiArg } from '../../../../contract/download';
import { accountOf } from '../../../http/account';
import { notFound } from '../../../http/envelope';
import type { Handler } from '../../../http/handler';

/**
 * Types the browser may show in place. A customer chooses what they send (and its declared type),
 * so anything else — HTML, SVG, scripts — is only ever a download, never a page of our origin.
 */
const shownInPlace = /^(image\/(png|jpeg|gif|webp)|audio\/(mpeg|ogg|mp4|aac|amr)|video\/(mp4|3gpp)|application\/pdf)$/;

/** The path a chat message's mediaUrl names for a kept file. */
export const mediaUrlOf = (hash: string): string => `/api/download/whatsapp-media?hash=${hash}`;

export const downloadWhatsappMedia: Handler<DownloadWhatsappMediaApiArg> = async ({ hash }, ctx) => {
  const row = await ctx.db.selectFrom('wa_media').select(['data', 'mime_type']).where('account_id', '=', accountOf(ctx.user!)).where('hash', '=', hash).executeTakeFirst();
  if (!row) throw notFound();
  const etag = `"${hash}"`;
  // private: one account's file is never kept by a shared cache; nosniff: served only as the type its bytes were judged to be.
  const reply = ctx.reply.header('Cache-Control', 'private, max-age=86400').header('ETag', etag).header('X-Content-Type-Options', 'nosniff');
  if (ctx.request.headers['if-none-match'] === etag) {
    reply.code(304).send();
    return;
  }
  if (shownInPlace.test(row.mime_type.split(';')[0].trim().toLowerCase())) reply.type(row.mime_type).header('Content-Disposition', 'inline');
  else reply.type('application/octet-stream').header('Content-Disposition', `attachment; filename="${hash}"`);
  reply.send(Buffer.from(row.data));
};
