/**
 * The daily counts behind cheap report totals: messages, parts and credits made per account,
 * campaign and Israel day. making.ts adds a chunk's rows in the transaction that makes them,
 * counting only rows really inserted, so a chunk made again after a crash adds nothing.
 */
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import type { MadeMessages } from '../../../messaging/hooks';
import { israelDayStart } from '../period';

export async function countMadeMessages(db: Db | Transaction<Database>, made: MadeMessages): Promise<void> {
  if (made.messages === 0) return;
  await db
    .insertInto('message_days')
    .values({ account_id: made.account, campaign_id: made.campaign, day: israelDayStart(made.at), messages: made.messages, parts: made.parts, credits: made.credits })
    .onConflict((oc) =>
      oc.columns(['account_id', 'day', 'campaign_id']).doUpdateSet({
        messages: sql<number>`message_days.messages + excluded.messages`,
        parts: sql<number>`message_days.parts + excluded.parts`,
        credits: sql<number>`message_days.credits + excluded.credits`,
      }),
    )
    .execute();
}
