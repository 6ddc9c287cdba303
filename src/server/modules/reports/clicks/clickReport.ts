/**
 * The click report's table (reports/click-report): the account's campaigns that carried
 * tracked links (personal, or general ones they took: links/store.ts takenKinds), newest first, with how many recipients got them and how many clicked.
 * Campaigns are picked by when they were created, through the (account_id, created_at) index;
 * the period defaults to the current month. Clicks are counted for the page's campaigns only.
 */
import type { GetReportPageApiArg, GetReportPageApiResponse, ReportsClickRow } from '../../../../contract/reports';
import { formatIsraelDateTime } from '../../../../domain/israelTime';
import type { RequestContext } from '../../../http/handler';
import { takenKinds } from '../../links/store';
import { periodOf, refusalStatus } from '../period';
import { checkCampaignInScope, reportScopeOf } from '../whose';
import { personClicksBy, trackedLinksOf } from './store';
import { GetReportPage } from '../../../../contract/statusCodes';

export async function clickReportPage({ body }: GetReportPageApiArg, ctx: RequestContext): Promise<GetReportPageApiResponse> {
  const scope = await reportScopeOf(ctx, body.userId);
  await checkCampaignInScope(ctx, scope, body.campaignId);
  const { account } = scope;
  const page = body.page ?? 1;
  const pageSize = body.pageSize ?? 50;
  const period = periodOf(body, ctx.now(), { byDefault: { months: 1 } });
  if (typeof period === 'string') return { data: { status: refusalStatus[period], rows: [], pageInfo: { total: 0, page, pageSize } } };
  let query = ctx.db
    .selectFrom('campaigns')
    .where('campaigns.account_id', '=', account)
    .where('campaigns.created_at', '>=', period.from)
    .where('campaigns.created_at', '<', period.to)
    .where(({ exists, selectFrom }) => exists(selectFrom('short_links').select('short_links.id').whereRef('short_links.campaign_id', '=', 'campaigns.id').where('short_links.kind', 'in', [...takenKinds])));
  if (body.campaignId !== undefined) query = query.where('campaigns.id', '=', body.campaignId);
  const [{ total }, campaigns] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    query
      .select(['campaigns.id', 'campaigns.name', 'campaigns.recipients', 'campaigns.sent_at', 'campaigns.created_at'])
      .orderBy('campaigns.created_at', 'desc')
      .orderBy('campaigns.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  const links = await trackedLinksOf(ctx.db, campaigns.map((c) => c.id));
  const clicks = await personClicksBy(ctx.db, links, 'campaign');
  const rows: ReportsClickRow[] = campaigns.map((c) => {
    // A personal link's download lists who clicked; a campaign with only general links gets the daily figures.
    const own = links.filter((l) => l.campaignId === c.id).sort((a, b) => Number(a.kind === 'general') - Number(b.kind === 'general'));
    const firstSent = own.map((l) => l.sentAt).filter((at): at is number => at !== null);
    const sentOn = firstSent.length ? Math.min(...firstSent) : c.sent_at === null ? Number(c.created_at) : Number(c.sent_at);
    return {
      campaignId: c.id,
      campaignName: c.name,
      sentOn: formatIsraelDateTime(sentOn),
      recipients: Number(c.recipients),
      clicks: clicks.get(c.id)?.clicks ?? 0,
      uniqueClicks: clicks.get(c.id)?.uniqueClicks ?? 0,
      hash: own[0].handle,
      linkType: own[0].kind === 'personalImage' || own[0].kind === 'general' ? own[0].kind : 'personalLink',
    };
  });
  return { data: { status: GetReportPage.ready, rows, pageInfo: { total: Number(total), page, pageSize } } };
}
