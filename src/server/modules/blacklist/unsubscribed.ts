/**
 * A recipient asked to be removed — by the removal link (option 3), by replying "הסר",
 * "STOP", "отписаться"... to the account's attached number (option 2, domain/consent.ts
 * isOptOutReply) or by writing so to its WhatsApp number. The number joins that
 * account's blacklist with its source and history and, for accounts that listen, an
 * unsubscribe webhook, all in the caller's transaction (the one that stores the reply, or the
 * removal), so the request and its effect go together.
 */
import type { Kysely } from 'kysely';
import type { ConsentChannel, ConsentEvidence } from '../../../domain/consent';
import { normalizeBlacklistPhone } from '../../../domain/phones';
import type { Database } from '../../db/schema';
import { enqueueWebhookEvents } from '../../messaging/webhooks';
import { addToBlacklist, BlacklistSource } from './store';

export interface Unsubscribe {
  account: number;
  /** As the recipient wrote it or the link named it; kept in the blacklist's form. */
  phone: string;
  source: (typeof BlacklistSource)['link' | 'reply'];
  campaignId?: number | null;
  now: number;
  /** A reply's channel (SMS when absent) and its text, kept as the consent record's evidence. */
  channel?: Extract<ConsentChannel, 'sms' | 'whatsapp' | 'voice'>;
  text?: string;
}

/** Answers whether the number was added (false when it already was blacklisted or is not a phone). */
export async function unsubscribe(tx: Kysely<Database>, request: Unsubscribe): Promise<boolean> {
  const phone = normalizeBlacklistPhone(request.phone);
  if (!phone) return false;
  const evidence: ConsentEvidence =
    request.source === BlacklistSource.link
      ? { channel: 'web', how: 'link', campaignId: request.campaignId }
      : { channel: request.channel ?? 'sms', how: 'reply', text: request.text, campaignId: request.campaignId };
  const added = await addToBlacklist(tx, { account: request.account, phone, source: request.source, userId: null, now: request.now, evidence });
  if (added) await enqueueWebhookEvents(tx, [{ accountId: request.account, type: 'unsubscribe', at: request.now, data: { phone, source: request.source, campaignId: request.campaignId ?? null } }]);
  return added;
}
