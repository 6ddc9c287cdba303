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

/** Rows a multi-row insert takes at once (wa_messages has 14 columns: well under SQLite's variable limit). */
const rowsAtOnce = 200;

/** Records the acceptances, a slice's in a few statements; answers each wamid's wa_messages row id (the existing one when it was recorded already). */
export async function recordAcceptedMany(db: Executor, list: AcceptedMessage[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (let i = 0; i < list.length; i += rowsAtOnce) {
    const slice = list.slice(i, i + rowsAtOnce);
    await db
      .insertInto('message_provider_ids')
      .values(slice.map((m) => ({ provider_id: m.wamid, message_id: m.messageId })))
      .onConflict((oc) => oc.column('provider_id').doNothing())
      .execute();
    const existing = await db.selectFrom('wa_messages').select(['id', 'wamid']).where('wamid', 'in', slice.map((m) => m.wamid)).execute();
    for (const row of existing) if (row.wamid) ids.set(row.wamid, row.id);
    const fresh = slice.filter((m) => !ids.has(m.wamid));
    if (fresh.length === 0) continue;
    // The customer's conversation with the business number, made by its first message.
    const peers = new Map(fresh.map((m) => [`${m.numberId}:${m.peer}`, m]));
    const conversations = await db
      .insertInto('wa_conversations')
      .values([...peers.values()].map((m) => ({ account_id: m.accountId, number_id: m.numberId, peer: m.peer, last_message_at: m.now })))
      .onConflict((oc) => oc.columns(['number_id', 'peer']).doUpdateSet({ last_message_at: (eb) => eb.ref('excluded.last_message_at') }))
      .returning(['id', 'number_id', 'peer'])
      .execute();
    const conversationOf = new Map(conversations.map((c) => [`${c.number_id}:${c.peer}`, c.id]));
    const rows = await db
      .insertInto('wa_messages')
      .values(
        fresh.map((m) => ({
          account_id: m.accountId,
          number_id: m.numberId,
          conversation_id: conversationOf.get(`${m.numberId}:${m.peer}`)!,
          direction: 'out' as const,
          wamid: m.wamid,
          type: 'template',
          body: m.body,
          template_id: m.templateId,
          message_id: m.messageId,
          campaign_id: m.campaignId,
          status: m.status ?? ('accepted' as const),
          created_at: m.now,
          status_at: m.now,
        })),
      )
      .onConflict((oc) => oc.column('wamid').doNothing())
      .returning(['id', 'wamid'])
      .execute();
    for (const row of rows) if (row.wamid) ids.set(row.wamid, row.id);
  }
  return ids;
}

