/**
 * A template sent from the chat (or as a campaign's example) that Meta accepted and then failed
 * (a `failed` status webhook, e.g. 131026 undeliverable): Meta charges only delivered messages,
 * so its credit goes back, through the same ledger call as a campaign message's refund
 * (refundCredits). Exactly once: it is called only by the status change that moved the message
 * to failed, which its guarded update makes one (failed is final, events/statuses.ts).
 * Free messages (text, media, reactions inside the window) were never charged: nothing to give.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import { refundCredits } from '../../../messaging/credits';
import { chatTemplateCredits } from './send';

export async function refundFailedChatTemplate(tx: Transaction<Database>, waMessageId: number, now: number): Promise<void> {
  const message = await tx.selectFrom('wa_messages').select(['account_id', 'direction', 'type', 'campaign_id']).where('id', '=', waMessageId).executeTakeFirst();
  if (!message || message.direction !== 'out' || message.type !== 'template' || message.campaign_id !== null) return;
  await refundCredits(tx, { account: message.account_id, service: 'whatsapp', amount: chatTemplateCredits, reason: 'whatsapp.chat.refund', reference: `wa_message:${waMessageId}`, now });
}
