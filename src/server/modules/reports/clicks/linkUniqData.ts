/**
 * reports/get-link-uniq-data: one campaign's clicks for the click report's details: per link,
 * a page of the recipients who clicked, the bots and link previews apart, and the clicks over
 * time for the chart (per hour over the first two days, per day after that).
 */
import type { GetLinkUniqDataApiArg, GetLinkUniqDataApiResponse, StatisticPoint } from '../../../../contract/reports';
import { formatIsraelDateTime } from '../../../../domain/israelTime';
import { displayPhone } from '../../../../domain/phones';
import { notFound } from '../../../http/envelope';
import type { Handler } from '../../../http/handler';
import { reportScopeOf } from '../whose';
import { clickersOf, clicksByKind, personClicksBy, personClicksPerHour, trackedLinksOf } from './store';

/** Digits typed, in the stored form's terms: no leading 0 or 972. */
export const phoneSearchDigits = (typed: string | undefined): string => (typed ?? '').replace(/\D/g, '').replace(/^972(?=\d{8})/, '').replace(/^0+/, '');

const hourlyUpToHours = 48;

/** Hours to chart points: hourly while the clicks span two days at most, otherwise per Israeli day. */
export function clicksOverTime(hours: readonly { hourStart: number; clicks: number }[]): StatisticPoint[] {
  if (!hours.length) return [];
  const span = (hours[hours.length - 1].hourStart - hours[0].hourStart) / 3_600_000;
  if (span < hourlyUpToHours) return hours.map((h) => ({ time: formatIsraelDateTime(h.hourStart), clicks: h.clicks }));
  const days = new Map<string, number>();
  for (const h of hours) {
    const day = formatIsraelDateTime(h.hourStart).slice(0, 10);
    days.set(day, (days.get(day) ?? 0) + h.clicks);
  }
  return [...days].map(([time, clicks]) => ({ time, clicks }));
}

export const getLinkUniqData: Handler<GetLinkUniqDataApiArg> = async ({ body }, ctx): Promise<GetLinkUniqDataApiResponse> => {
  const { account } = await reportScopeOf(ctx, body.userId);
  const campaign = await ctx.db.selectFrom('campaigns').select(['id', 'recipients']).where('id', '=', body.campaignId).where('account_id', '=', account).executeTakeFirst();
  if (!campaign) throw notFound();
  const page = body.page ?? 1;
  const pageSize = body.pageSize ?? 50;
  const links = await trackedLinksOf(ctx.db, [campaign.id]);
  const [kinds, perLink, perCampaign, clickers, hours] = await Promise.all([
    clicksByKind(ctx.db, links),
    personClicksBy(ctx.db, links, 'link'),
    personClicksBy(ctx.db, links, 'campaign'),
    clickersOf(ctx.db, links, { phoneDigits: phoneSearchDigits(body.phone), limit: pageSize, offset: (page - 1) * pageSize }),
    personClicksPerHour(ctx.db, links),
  ]);
  const total = perCampaign.get(campaign.id) ?? { clicks: 0, uniqueClicks: 0 };
  return {
    data: {
      campaignId: campaign.id,
      recipients: Number(campaign.recipients),
      clicks: total.clicks,
      uniqueClicks: total.uniqueClicks,
      botClicks: kinds.bot,
      previewClicks: kinds.preview,
      links: links.map((l) => ({ hash: l.handle, url: l.url, shortUrl: l.shortUrl, clicks: perLink.get(l.id)?.clicks ?? 0, uniqueClicks: perLink.get(l.id)?.uniqueClicks ?? 0 })),
      clickers: clickers.clickers.map((c) => ({ phone: displayPhone(c.phone), clicks: c.clicks, firstClickOn: formatIsraelDateTime(c.firstAt), lastClickOn: formatIsraelDateTime(c.lastAt), userAgent: c.userAgent })),
      overTime: clicksOverTime(hours),
      pageInfo: { total: clickers.total, page, pageSize },
    },
  };
};
