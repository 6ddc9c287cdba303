/** The shipments report as the campaigns-filter picker reads it; returns the bodies it received. */
import { http, HttpResponse } from 'msw';
import type { ReportsPageRequest, Shipment } from '../../../api/generated/reports';
import { apiUrl, server } from '../../../test/server';
import { GetReportPage } from '../../../../contract/statusCodes';

export const earlierCampaigns: Shipment[] = [
  { ID: 12, CAMPAIGN_ID: 12, SHIPMENT_NAME: 'Winter sale', sendDate: '01/01/2026 10:00' },
  { ID: 13, CAMPAIGN_ID: 13, SHIPMENT_NAME: 'Passover greetings', sendDate: '10/04/2026 09:00' },
];

export function serveEarlierCampaigns(rows: Shipment[] = earlierCampaigns) {
  const bodies: ReportsPageRequest[] = [];
  server.use(
    http.post(apiUrl('/reports/shipments-report'), async ({ request }) => {
      const body = (await request.json()) as ReportsPageRequest;
      bodies.push(body);
      return HttpResponse.json({ data: { status: GetReportPage.ready, rows, pageInfo: { total: rows.length, page: body.page ?? 1, pageSize: body.pageSize ?? 50 } } });
    }),
  );
  return bodies;
}
