/**
 * The chat's media (a customer's picture, a document we sent) kept where the account's WhatsApp
 * files are (wa_media, as upload-whatsapp-file keeps them): named by the sha-256 of the bytes per
 * account, so the same file twice is one row. (upload-whatsapp-file, numbers/media.ts, keeps the
 * files a person uploads; this keeps what a customer sent.)
 */
import type { Db } from '../../../db/database';
import { contentHash } from '../../files/store';

export interface ChatMedia {
  account: number;
  userId: number;
  data: Buffer;
  mimeType: string;
  name: string;
  now: number;
}

/** Keeps the bytes and answers their hash (what wa_messages.media_hash names). */
export async function keepChatMedia(db: Db, media: ChatMedia): Promise<string> {
  const hash = contentHash(media.data);
  await db
    .insertInto('wa_media')
    .values({ account_id: media.account, hash, user_id: media.userId, dir: 'chat', original_name: media.name.slice(0, 255), mime_type: media.mimeType, size: media.data.length, width: null, height: null, data: media.data, created_at: media.now })
    .onConflict((c) => c.columns(['account_id', 'hash']).doNothing())
    .execute();
  return hash;
}

