/**
 * What each campaign used: the messages that left (the SMSC took them: submitted_at is set,
 * and their credits were spent), their parts, those to numbers abroad, and their credits.
 *
 * KEPT COUNTS: a campaign counted once it is sent (nothing of it is still to go out, so its
 * figures never change again) is kept in campaign_usage and never read from messages again;
 * a campaign still sending (or stopped, which may resume) is counted live through the
 * messages_campaign index. The usage report thus reads one row per campaign, not per message.
 */
import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import type { CampaignUsageTable } from '../../../db/schema';
import type { Period } from '../period';

export type CampaignUsage = CampaignUsageTable;

const batch = 200;
const abroad = sql<number>`case when substr(phone, 1, 3) <> '972' then 1 else 0 end`;
const abroadParts = sql<number>`case when substr(phone, 1, 3) <> '972' then parts else 0 end`;

interface CampaignRow {
  id: number;
  account_id: number;
  user_id: number;
  kind: string;
  created_at: number;
}

/** Counts the campaigns' messages that left; a campaign none of whose messages left used nothing, from when it was made. */
async function countFromMessages(db: Db, campaigns: readonly CampaignRow[]): Promise<CampaignUsage[]> {
  const out: CampaignUsage[] = [];
  for (let i = 0; i < campaigns.length; i += batch) {
    const slice = campaigns.slice(i, i + batch);
    const rows = await db
      .selectFrom('messages')
      .select([
        'campaign_id',
        (eb) => eb.fn.min('submitted_at').as('first_at'),
        (eb) => eb.fn.countAll<number>().as('messages'),
        (eb) => eb.fn.sum<number>('parts').as('parts'),
        (eb) => eb.fn.sum<number>(abroad).as('overseas'),
        (eb) => eb.fn.sum<number>(abroadParts).as('overseas_parts'),
        (eb) => eb.fn.sum<number>('credits').as('credits'),
      ])
      .where('campaign_id', 'in', slice.map((c) => c.id))
      .where('submitted_at', 'is not', null)
      .groupBy('campaign_id')
      .execute();
    const byId = new Map(rows.map((r) => [r.campaign_id, r]));
    for (const c of slice) {
      const r = byId.get(c.id);
      out.push({
        campaign_id: c.id,
        account_id: c.account_id,
        user_id: c.user_id,
        kind: c.kind,
        first_at: r?.first_at == null ? Number(c.created_at) : Number(r.first_at),
        messages: Number(r?.messages ?? 0),
        parts: Number(r?.parts ?? 0),
        overseas: Number(r?.overseas ?? 0),
        overseas_parts: Number(r?.overseas_parts ?? 0),
        credits: Number(r?.credits ?? 0),
      });
    }
  }
  return out;
}

const campaignColumns = ['campaigns.id', 'campaigns.account_id', 'campaigns.user_id', 'campaigns.kind', 'campaigns.created_at'] as const;

/** Counts and keeps the accounts' sent campaigns not kept yet (each is counted once, ever). */
async function keepSentCampaigns(db: Db, accounts: readonly number[]): Promise<void> {
  const waiting = await db
    .selectFrom('campaigns')
    .leftJoin('campaign_usage', 'campaign_usage.campaign_id', 'campaigns.id')
    .select(campaignColumns)
    .where('campaigns.account_id', 'in', [...accounts])
    .where('campaigns.status', '=', 'sent')
    .where('campaign_usage.campaign_id', 'is', null)
    .execute();
  const counted = await countFromMessages(db, waiting);
  for (let i = 0; i < counted.length; i += batch) {
    // Two readers keeping the same campaign at once write the same figures: the first wins.
    await db
      .insertInto('campaign_usage')
      .values(counted.slice(i, i + batch))
      .onConflict((oc) => oc.column('campaign_id').doNothing())
      .execute();
  }
}

/** The usage of the accounts' campaigns whose first message left within the period. */
export async function campaignUsageOf(db: Db, accounts: readonly number[], period: Period): Promise<CampaignUsage[]> {
  if (!accounts.length) return [];
  await keepSentCampaigns(db, accounts);
  const [kept, sending] = await Promise.all([
    db
      .selectFrom('campaign_usage')
      .selectAll()
      .where('account_id', 'in', [...accounts])
      .where('first_at', '>=', period.from)
      .where('first_at', '<', period.to)
      .execute(),
    db
      .selectFrom('campaigns')
      .select(campaignColumns)
      .where('campaigns.account_id', 'in', [...accounts])
      .where('campaigns.status', 'in', ['sending', 'stopped'])
      .execute(),
  ]);
  const live = (await countFromMessages(db, sending)).filter((u) => u.messages > 0 && u.first_at >= period.from && u.first_at < period.to);
  return [...kept.map((k) => ({ ...k, first_at: Number(k.first_at) })), ...live];
}
