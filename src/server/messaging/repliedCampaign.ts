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
import { parseListPhone } from '../../domain/phones';
import { isReplyNumberHeld } from '../../domain/replyNumbers';
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
  /** Null: the number's holder got a reply before sending any campaign from it. */
  id: number | null;
  account_id: number;
}

/**
 * The account a reply number is lent to now (sender_identities, kind 'attached', while held:
 * src/domain/replyNumbers.ts), the number as the SMSC gives it. Support assigns and moves them
 * (super-admin/assigning-numbers, save-attach-number).
 */
export async function replyNumberHolder(db: Db, to: string, now: number): Promise<number | undefined> {
  const number = parseListPhone(to)?.phone;
  if (!number) return undefined;
  const rows = await db.selectFrom('sender_identities').select(['account_id', 'held_until']).where('kind', '=', 'attached').where('status', '=', 'approved').where('value', '=', number).orderBy('id', 'desc').execute();
  return rows.find((r) => isReplyNumberHeld(r.held_until, now))?.account_id;
}

/**
 * A number lent to an account answers to that account only: its campaigns from the number
 * (an earlier holder's campaigns are not it), or the account alone when it sent none yet.
 * A number lent to nobody keeps the rule above.
 */
export async function repliedCampaign(db: Db, to: string, from: string, now = Date.now()): Promise<RepliedCampaign | undefined> {
  const holder = await replyNumberHolder(db, to, now);
  let fromNumber = db.selectFrom('campaigns').select(['id', 'account_id']).where('sender', '=', to).where(notAnAnswer('content_key'));
  if (holder !== undefined) fromNumber = fromNumber.where('account_id', '=', holder);
  const latest = await fromNumber.orderBy('id', 'desc').limit(1).executeTakeFirst();
  if (!latest) return holder === undefined ? undefined : { id: null, account_id: holder };
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
