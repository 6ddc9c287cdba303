/**
 * What Meta's acceptance of a campaign message writes, whoever learns of it first: the desk
 * from the send's answer, or the status webhook when that answer was lost (events/statuses.ts).
 * Each write is keyed so that the second to come changes nothing: the wamid is unique in
 * message_provider_ids and wa_messages, the conversation unique per (number, customer).
 */
import type { Transaction } from 'kysely';
import type { Db } from '../../../db/database';
import type { Database, WaMessageStatus } from '../../../db/schema';

type Executor = Db | Transaction<Database>;

export interface AcceptedMessage {
  messageId: number;
  campaignId: number;
  accountId: number;
  numberId: number;
  templateId: number;
  /** The body as the recipient reads it (the messages row's text). */
  body: string;
  wamid: string;
  /** The customer's WhatsApp id (digits). */
  peer: string;
  now: number;
  /** What Meta said of it so far: accepted from the send's answer, or the status that brought it. */
  status?: WaMessageStatus;
}

/** The customer's conversation with the business number, made when it is the first message; answers its id. */
export async function conversationOf(db: Executor, c: { accountId: number; numberId: number; peer: string; now: number }): Promise<number> {
  const row = await db
    .insertInto('wa_conversations')
    .values({ account_id: c.accountId, number_id: c.numberId, peer: c.peer, last_message_at: c.now })
    .onConflict((oc) => oc.columns(['number_id', 'peer']).doUpdateSet({ last_message_at: (eb) => eb.ref('excluded.last_message_at') }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Records the acceptance; answers the wa_messages row's id (the existing one when it was recorded already). */
export async function recordAccepted(db: Executor, m: AcceptedMessage): Promise<number> {
  await db.insertInto('message_provider_ids').values({ provider_id: m.wamid, message_id: m.messageId }).onConflict((oc) => oc.column('provider_id').doNothing()).execute();
  const existing = await db.selectFrom('wa_messages').select('id').where('wamid', '=', m.wamid).executeTakeFirst();
  if (existing) return existing.id;
  const conversationId = await conversationOf(db, { accountId: m.accountId, numberId: m.numberId, peer: m.peer, now: m.now });
  const row = await db
    .insertInto('wa_messages')
    .values({
      account_id: m.accountId,
      number_id: m.numberId,
      conversation_id: conversationId,
      direction: 'out',
      wamid: m.wamid,
      type: 'template',
      body: m.body,
      template_id: m.templateId,
      message_id: m.messageId,
      campaign_id: m.campaignId,
      status: m.status ?? 'accepted',
      created_at: m.now,
      status_at: m.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
