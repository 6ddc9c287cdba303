/** Click-report rows and a campaign's click figures for the page's tests. */
import type { GetReportPageApiResponse, ReportsClickRow, ReportsLinkUniqData } from '../../../api/generated/reports';
import { GetReportPage } from '../../../../contract/statusCodes';

export const clickRows: ReportsClickRow[] = [
  { campaignId: 7, campaignName: 'Spring sale', sentOn: '2025-03-01T09:00:00', recipients: 12000, clicks: 4321, uniqueClicks: 2100, hash: 'abc123' },
  { campaignId: 8, campaignName: 'Passover', sentOn: '05/04/2025 10:00', recipients: 500, clicks: 0, uniqueClicks: 0, hash: 'def456' },
];

export const clickAnswer = (rows: ReportsClickRow[], page = 1, total = rows.length): GetReportPageApiResponse => ({
  data: { status: GetReportPage.ready, rows, pageInfo: { total, page, pageSize: 50 } },
});

export const linkUniqData = (page = 1): ReportsLinkUniqData => ({
  campaignId: 7,
  recipients: 12000,
  clicks: 4321,
  uniqueClicks: 2100,
  botClicks: 1234,
  previewClicks: 56,
  links: [{ hash: 'abc123', url: 'https://shop.example.com/spring', shortUrl: 'https://s.example/abc123', clicks: 4321, uniqueClicks: 2100 }],
  clickers:
    page === 1
      ? [
          { phone: '501234567', clicks: 3, firstClickOn: '2025-03-01T09:05:00', lastClickOn: '2025-03-02T18:00:00', userAgent: 'iPhone' },
          { phone: '0521111111', clicks: 1, firstClickOn: '01/03/2025 10:00', lastClickOn: '01/03/2025 10:00', userAgent: 'Android' },
        ]
      : [{ phone: '0549998888', clicks: 2, firstClickOn: '03/03/2025 08:00', lastClickOn: '03/03/2025 09:00', userAgent: 'Android' }],
  overTime: [
    { time: '2025-03-01T09:00:00', clicks: 4000 },
    { time: '2025-03-02T09:00:00', clicks: 300 },
    { time: '2025-03-03T09:00:00', clicks: 21 },
  ],
  pageInfo: { total: 2100, page, pageSize: 20 },
});
