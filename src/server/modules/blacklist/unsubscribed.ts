/**
 * A recipient asked to be removed — by the removal link (option 3) or by replying "הסר",
 * "remove" or "STOP" to the account's attached number (option 2). The number joins that
 * account's blacklist with its source and history and, for accounts that listen, an
 * unsubscribe webhook, all in the caller's transaction (the one that stores the reply, or the
 * removal), so the request and its effect go together.
 */
import type { Kysely } from 'kysely';
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
}

/** Answers whether the number was added (false when it already was blacklisted or is not a phone). */
export async function unsubscribe(tx: Kysely<Database>, request: Unsubscribe): Promise<boolean> {
  const phone = normalizeBlacklistPhone(request.phone);
  if (!phone) return false;
  const added = await addToBlacklist(tx, { account: request.account, phone, source: request.source, userId: null, now: request.now });
  if (added) await enqueueWebhookEvents(tx, [{ accountId: request.account, type: 'unsubscribe', at: request.now, data: { phone, source: request.source, campaignId: request.campaignId ?? null } }]);
  return added;
}
