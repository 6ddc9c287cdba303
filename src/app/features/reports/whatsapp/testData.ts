/** WhatsApp-log rows and counts in the contract's shapes, and an msw handler that records what the page asked. */
import { http, HttpResponse } from 'msw';
import type { GetWaRequestCountApiArg, ReportsRequestCount, ReportsWaLogRow } from '../../../api/generated/reports';
import { apiUrl, server } from '../../../test/server';

export const waLogRows: ReportsWaLogRow[] = [
  { id: 1, campaignId: 7, source: '972521000000', destination: '972501234567', direction: 'outgoing', type: 'template', body: 'Hi Dana, your order #77 is ready', template: 'order_update', status: 'read', billed: true, date: '03/02/2025 10:15', userId: 10 },
  { id: 2, campaignId: 7, source: '972521000000', destination: '972502222222', direction: 'outgoing', type: 'template', body: '', template: 'order_update', status: 'failed', rejection: 8, billed: false, date: '03/02/2025 10:16', userId: 10 },
  { id: 3, source: '972521000000', destination: '972501234567', direction: 'incoming', type: 'text', body: 'תודה, thanks!', status: 'delivered', billed: false, date: '03/02/2025 11:00', userId: 10 },
];

export const waCounts: ReportsRequestCount = { total: 12345, credits: 2000, byStatus: { read: 9000, delivered: 3000, failed: 345 } };

export interface WaLogServed {
  /** The query of each get-wa-logs request, as the URL carried it. */
  logs: Record<string, string>[];
  counts: GetWaRequestCountApiArg['body'][];
}

/** Answers get-wa-logs with the asked slice low..high of `rows` (`count` says how many match, by default all of them) and get-wa-request-count. */
export function serveWaLog(options: { rows?: ReportsWaLogRow[]; count?: number; counts?: ReportsRequestCount } = {}): WaLogServed {
  const { rows = waLogRows, count = rows.length, counts = waCounts } = options;
  const served: WaLogServed = { logs: [], counts: [] };
  server.use(
    http.get(apiUrl('/reports/get-wa-logs'), ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      served.logs.push(query);
      const low = Number(query.low ?? 0);
      return HttpResponse.json({ data: { rows: rows.slice(low, Number(query.high ?? low + 50)), count } });
    }),
    http.post(apiUrl('/reports/get-wa-request-count'), async ({ request }) => {
      served.counts.push((await request.json()) as GetWaRequestCountApiArg['body']);
      return HttpResponse.json({ data: counts });
    }),
  );
  return served;
}
