/**
 * The chat a request names: a shipment (a campaign that was sent or is sending, or one of a
 * repeating campaign's runs) of the caller's account. A shipment of another account answers the
 * contract's -2 (the browser warns cantWatchOtherCustomerChat and goes to /403, section 6); one
 * that does not exist, or a draft, is 404.
 *
 * A chat stays open while its reply number is held for it: 5 days from when the shipment began
 * sending (section 9, "assigned reply number held 5 days"); after that it is read-only.
 */
import { parseCampaignSettings, type KeptRequest } from '../../campaigns/settings';
import type { Db } from '../../db/database';
import { accountOf } from '../../http/account';
import { notFound } from '../../http/envelope';
import type { RequestContext } from '../../http/handler';

export const replyNumberHeldMs = 5 * 24 * 3_600_000;

export interface ShipmentChat {
  id: number;
  account_id: number;
  user_id: number;
  name: string;
  /** The number the shipment went from, where replies arrive. */
  sender: string;
  settings: string;
  /** What the composer asked, kept on the campaign (or on its parent for a run). */
  request: KeptRequest | undefined;
  expiresAt: number;
}

/** The campaign's kept request; a run of a repeating campaign keeps it on its parent. */
async function requestOf(db: Db, settings: string, parentId: number | null): Promise<KeptRequest | undefined> {
  const own = parseCampaignSettings(settings).request;
  if (own || parentId === null) return own;
  const parent = await db.selectFrom('campaigns').select('settings').where('id', '=', parentId).executeTakeFirst();
  return parent ? parseCampaignSettings(parent.settings).request : undefined;
}

/** The chat, or 'otherCustomer'; throws 404 for a shipment that does not exist. */
export async function chatOf(ctx: Pick<RequestContext, 'db' | 'user'>, chatId: number): Promise<ShipmentChat | 'otherCustomer'> {
  const campaign = await ctx.db
    .selectFrom('campaigns')
    .select(['id', 'account_id', 'user_id', 'name', 'sender', 'settings', 'parent_id', 'created_at'])
    .where('id', '=', chatId)
    .where('status', '!=', 'draft')
    .executeTakeFirst();
  if (!campaign) throw notFound();
  if (campaign.account_id !== accountOf(ctx.user!)) return 'otherCustomer';
  const began = await ctx.db
    .selectFrom('shipments')
    .select((eb) => eb.fn.min(eb.fn.coalesce('started_at', 'run_at')).as('at'))
    .where('campaign_id', '=', campaign.id)
    .executeTakeFirst();
  const start = began?.at == null ? Number(campaign.created_at) : Number(began.at);
  return {
    id: campaign.id,
    account_id: campaign.account_id,
    user_id: campaign.user_id,
    name: campaign.name,
    sender: campaign.sender,
    settings: campaign.settings,
    request: await requestOf(ctx.db, campaign.settings, campaign.parent_id),
    expiresAt: start + replyNumberHeldMs,
  };
}
