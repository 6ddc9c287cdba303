/**
 * Which campaign an incoming message answers. It went to a number (an attached number of an
 * account, the campaigns' sender), from a phone: the campaign is the latest one from that
 * number that sent this phone a message; when none did (a stranger writing to the number),
 * the latest campaign from the number, for its account. Answers (an automatic answer, content
 * key 'autoReply:', or one written in the chat, 'chatAnswer:') are never "the campaign": a reply
 * after one belongs to the campaign answered, and another recipient's reply must still find the
 * campaign with the rows.
 */
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../db/database';

/**
 * Marks the content key of an automatic answer's campaign (modules/autoReply/answer.ts): never
 * "the campaign" a later reply belongs to, nor "the same message within the hour".
 */
export const autoReplyKeyPrefix = 'autoReply:';
/** Marks an answer written in a shipment's chat (modules/chat/sendChatMessage.ts). */
export const chatAnswerKeyPrefix = 'chatAnswer:';

/** The campaign is not an answer (of either kind). */
const notAnAnswer = (column: 'content_key' | 'c.content_key') =>
  sql<SqlBool>`(${sql.ref(column)} not like ${`${autoReplyKeyPrefix}%`} and ${sql.ref(column)} not like ${`${chatAnswerKeyPrefix}%`})`;

export interface RepliedCampaign {
  id: number;
  account_id: number;
}

export async function repliedCampaign(db: Db, to: string, from: string): Promise<RepliedCampaign | undefined> {
  const latest = await db
    .selectFrom('campaigns')
    .select(['id', 'account_id'])
    .where('sender', '=', to)
    .where(notAnAnswer('content_key'))
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest) return undefined;
  // messages_account_phone (account_id, phone, created_at) finds the phone's messages.
  const got = await db
    .selectFrom('messages as m')
    .innerJoin('campaigns as c', 'c.id', 'm.campaign_id')
    .select(['c.id', 'c.account_id'])
    .where('m.account_id', '=', latest.account_id)
    .where('m.phone', '=', from)
    .where('c.sender', '=', to)
    .where(notAnAnswer('c.content_key'))
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return got ?? latest;
}
