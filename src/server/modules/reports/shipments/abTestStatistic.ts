/**
 * A send's A/B test on its statistics page (issue 21): each variant's figures in the test, the
 * rest's once it goes, and the decision — due when, then which variant won, by what, when.
 */
import type { ReportsAbTest, ReportsAbVariant } from '../../../../contract/reports';
import type { AbMetric } from '../../../../domain/abTests';
import { parseCampaignSettings } from '../../../campaigns/settings';
import type { Db } from '../../../db/database';
import { decisionTime, shipmentFigures, type ShipmentFigures } from '../../campaigns/abDecision';

const iso = (ms: number) => new Date(Number(ms)).toISOString();

export async function abTestStatistic(db: Db, campaignId: number): Promise<ReportsAbTest | undefined> {
  const test = await db.selectFrom('ab_tests').selectAll().where('campaign_id', '=', campaignId).executeTakeFirst();
  if (!test) return undefined;
  const campaign = await db.selectFrom('campaigns').select('settings').where('id', '=', campaignId).executeTakeFirstOrThrow();
  const texts = parseCampaignSettings(campaign.settings).abVariants ?? [];
  const figures = await shipmentFigures(db, campaignId);
  const shown = (f: ShipmentFigures, variant: number): ReportsAbVariant => ({
    variant,
    text: texts[variant - 1] ?? '',
    recipients: f.recipients,
    sent: f.sent,
    delivered: f.delivered,
    clicks: f.clicks,
    replies: f.replies,
  });
  const rest = figures.find((f) => f.shipmentId === test.rest_shipment_id);
  const winner = test.winner === null ? undefined : Number(test.winner);
  return {
    metric: test.metric as AbMetric,
    sharePercent: Number(test.share_percent),
    decideAt: iso(test.decided_at ?? (await decisionTime(db, test))),
    ...(test.decided_at === null ? {} : { decidedAt: iso(test.decided_at) }),
    ...(winner === undefined ? {} : { winner }),
    variants: figures.filter((f) => f !== rest && f.variant !== null).map((f) => shown(f, Number(f.variant))),
    ...(rest ? { rest: shown(rest, winner ?? 0) } : {}),
  };
}
