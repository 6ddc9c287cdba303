/**
 * Drafts (section 4: draft saved 3, draft changed 4, draft sent 2). A draft keeps the
 * composer's request as it was, unchecked — it may be half-written — so opening it later
 * gives the composer back exactly what the user left; nothing is reserved for it.
 */
import type { CampaignsSendRequest } from '../../../contract/campaigns';
import { formatIsraelDateTime } from '../../../domain/israelTime';
import { changeDraft, openCampaign } from '../../campaigns/store';
import type { Db } from '../../db/database';
import { notFound } from '../../http/envelope';
import { keptRequest, type Answer } from './acceptance';
import type { Sending } from './creditsNumber';
import { SendCampaign } from '../../../contract/statusCodes';

/** The account's draft of that id, or null when the id names a campaign that is not a draft (404 when not the account's). */
export async function draftOf(db: Db, account: number, campaignId: number): Promise<{ id: number } | null> {
  const row = await db.selectFrom('campaigns').select(['id', 'status']).where('id', '=', campaignId).where('account_id', '=', account).executeTakeFirst();
  if (!row) throw notFound();
  return row.status === 'draft' ? { id: row.id } : null;
}

export async function saveDraft(db: Db, sending: Sending, body: CampaignsSendRequest): Promise<Answer> {
  const { account, now } = sending;
  const existing = body.campaignId !== undefined && body.updateType !== 'duplicate' ? await draftOf(db, account, body.campaignId) : null;
  const request = keptRequest(body);
  const draft = { name: body.campaign_name?.trim() || formatIsraelDateTime(now), content: body.smsContent ?? '', sender: body.sourceNumber ?? '', settings: { request }, now };
  if (existing) {
    await changeDraft(db, existing.id, draft);
    return { data: { status: SendCampaign.draftChanged, campaignId: existing.id } };
  }
  const id = await openCampaign(db, { ...draft, account, userId: sending.userId });
  return { data: { status: SendCampaign.draftSaved, campaignId: id } };
}
