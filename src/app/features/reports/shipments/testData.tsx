/** Shipments, statistics and msw handlers for the shipment reports' tests. */
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import type { GetReportPageApiArg, ReportsRouteName, Shipment, Statistic } from '../../../api/generated/reports';
import { ConfirmModalHost } from '../../../ui/ConfirmModalHost';
import type { Language } from '../../../state/preferences';
import { renderWithProviders, sessionFor } from '../../../test/render';
import { apiUrl, server } from '../../../test/server';
import { ShipmentsReport } from './ShipmentsReport';
import type { ShipmentKind } from './shipmentKinds';
import { GetReportPage } from '../../../../contract/statusCodes';

export const shipments: Shipment[] = [
  { ID: 11, SHIPMENT_NAME: 'Spring sale', MESSAGE: 'Sale today', CAMPAIGN_ID: 7, STARTED_ON_DATE: '03/02/2025 10:15', ENDED_ON_DATE: '03/02/2025 10:20', expiry_date: '03/03/2025', recipients: 1235, status: 'sent', sendDate: '10/03/2030 09:30' },
  { ID: 12, SHIPMENT_NAME: 'Summer', MESSAGE: 'Hello', CAMPAIGN_ID: 8, STARTED_ON_DATE: '05/02/2025 08:00', recipients: 40, status: 'sent', sendDate: '12/03/2030 08:00' },
];

export const statistic: Statistic = {
  total: 1235, delivered: 1200, notDelivered: 30, pending: 5, clicks: 310, replies: 12,
  overTime: [
    { time: '10:00', delivered: 1000, notDelivered: 20, pending: 5, clicks: 200, replies: 10 },
    { time: '11:00', delivered: 200, notDelivered: 10, pending: 0, clicks: 110, replies: 2 },
  ],
};

/** Records every JSON body posted to the given API paths, answering each with `answers[path]`. */
export function serveJson(answers: Record<string, unknown>): Record<string, unknown[]> {
  const asked: Record<string, unknown[]> = {};
  server.use(
    ...Object.entries(answers).map(([path, answer]) =>
      http.post(apiUrl(path), async ({ request }) => {
        (asked[path] ??= []).push(await request.json());
        return HttpResponse.json({ data: answer });
      }),
    ),
  );
  return asked;
}

/** Answers a shipments report with the rows; returns the bodies asked with. */
export function serveShipments(routeName: ReportsRouteName, rows: Shipment[] = shipments): GetReportPageApiArg['body'][] {
  const asked: GetReportPageApiArg['body'][] = [];
  server.use(
    http.post(apiUrl(`/reports/${routeName}`), async ({ request }) => {
      const body = (await request.json()) as GetReportPageApiArg['body'];
      asked.push(body);
      return HttpResponse.json({ data: { status: GetReportPage.ready, rows, pageInfo: { total: rows.length, page: body.page ?? 1, pageSize: body.pageSize ?? 50 } } });
    }),
    http.post(apiUrl('/reports/get-shipment-percentage'), () => HttpResponse.json({ data: [{ shipmentId: 11, status: 'sent', total: 1235, sent: 1235, percentage: 100 }] })),
  );
  return asked;
}

/** Where the resend lands: shows the router state the composer would read. */
function ComposerProbe() {
  const location = useLocation();
  return <pre data-testid="composer-state">{JSON.stringify(location.state)}</pre>;
}

export function renderShipments(kind: ShipmentKind, path: string, search = '', language: Language = 'en') {
  return renderWithProviders(
    <>
      <ShipmentsReport kind={kind} />
      <ConfirmModalHost />
    </>,
    {
      route: `${path}${search}`,
      path,
      extraRoutes: [{ path: '/campaign', element: <ComposerProbe /> }, { path: '/chat/:id', element: <p>chat</p> }],
      preloadedState: { ...sessionFor(), preferences: { language, theme: 'light' } },
    },
  );
}
