/**
 * upload-whatsapp-file: a file for a template header, a campaign, a chat message or a profile
 * picture, checked by its content (mediaKind.ts), at most 16 MB (section 9), a profile picture
 * at least 400×400, and kept in wa_media by its sha-256 per account. Campaigns and the chat
 * name it by that hash (whatsappMediaOf); another account's hash is not found.
 */
import type { Selectable } from 'kysely';
import type { UploadWhatsappFileApiResponse } from '../../../../contract/whatsapp';
import { UploadWhatsappFile } from '../../../../contract/statusCodes';
import type { WaMediaTable } from '../../../db/schema';
import { accountOf } from '../../../http/account';
import { notFound } from '../../../http/envelope';
import type { Handler } from '../../../http/handler';
import { readUpload, tooLarge } from '../../contacts/importUpload';
import { contentHash } from '../../files/store';
import { imageSizeOf, sniffMedia } from '../../files/mediaKind';
import type { Executor } from './store';

export type WhatsAppMedia = Selectable<WaMediaTable>;

/** Section 9: WhatsApp documents (and every other WhatsApp file) up to 16 MB. */
export const maxWhatsappFileBytes = 16 * 1024 * 1024;
/** Section 9: a profile picture is at least 400×400. */
export const minProfilePicturePixels = 400;

const dirs = ['templates', 'campaigns', 'chat', 'profile'] as const;
type Dir = (typeof dirs)[number];

/** The account's uploaded file by hash; unknown or another account's is 404. */
export async function whatsappMediaOf(db: Executor, account: number, hash: string): Promise<WhatsAppMedia> {
  const row = await db.selectFrom('wa_media').selectAll().where('account_id', '=', account).where('hash', '=', hash).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export const isProfilePictureSized = (media: Pick<WhatsAppMedia, 'width' | 'height'>): boolean =>
  (media.width ?? 0) >= minProfilePicturePixels && (media.height ?? 0) >= minProfilePicturePixels;

type Answer = UploadWhatsappFileApiResponse;

export const uploadWhatsappFile: Handler = async (_arg, ctx): Promise<Answer> => {
  const account = accountOf(ctx.user!);
  const { fields, file } = await readUpload(ctx.request, maxWhatsappFileBytes);
  const dir = fields.dir as Dir;
  if (!dirs.includes(dir)) return { data: { status: UploadWhatsappFile.uploadFailed } };
  if (!file || file.data.length === 0) return { data: { status: UploadWhatsappFile.uploadFailed } };
  if (file.data.length > maxWhatsappFileBytes) throw tooLarge();
  const sniffed = sniffMedia(file.data);
  if (!sniffed) return { data: { status: UploadWhatsappFile.unsupportedType } };
  const size = sniffed.kind === 'image' ? imageSizeOf(file.data, sniffed.mimeType) : null;
  if (dir === 'profile') {
    // WhatsApp shows a profile picture from a JPEG or PNG only.
    if (sniffed.mimeType !== 'image/jpeg' && sniffed.mimeType !== 'image/png') return { data: { status: UploadWhatsappFile.unsupportedType } };
    if (!size || !isProfilePictureSized(size)) return { data: { status: UploadWhatsappFile.invalidPicture } };
  }
  const hash = contentHash(file.data);
  await ctx.db
    .insertInto('wa_media')
    .values({
      account_id: account,
      hash,
      user_id: ctx.user!.userId,
      dir,
      original_name: file.name.slice(0, 255),
      mime_type: sniffed.mimeType,
      size: file.data.length,
      width: size?.width ?? null,
      height: size?.height ?? null,
      data: file.data,
      created_at: ctx.now(),
    })
    // The same bytes uploaded again are the same file.
    .onConflict((oc) => oc.columns(['account_id', 'hash']).doNothing())
    .execute();
  return {
    data: {
      status: UploadWhatsappFile.uploaded,
      hash,
      fileName: `${hash}.${sniffed.extension}`,
      originalName: file.name,
      mimeType: sniffed.mimeType,
      size: file.data.length,
    },
  };
};
