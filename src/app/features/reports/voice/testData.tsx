/** Voice-report rows, a campaign's call figures, and msw handlers that record what the page asked. */
import { http, HttpResponse } from 'msw';
import type { GetReportPageApiArg, GetSmsRequestCountApiArg, GetVoiceDurationApiArg, ReportRow, ReportsRequestCount, ReportsVoiceDuration } from '../../../api/generated/reports';
import type { Language } from '../../../state/preferences';
import { renderWithProviders, sessionFor } from '../../../test/render';
import { apiUrl, server } from '../../../test/server';
import { GetReportPage } from '../../../../contract/statusCodes';
import VoiceReportPage from './VoiceReportPage';

export const calls: ReportRow[] = [
  { id: 1, status: 'delivered', callStatus: 'completed', destination: '0501234567', listenedSeconds: 61, attempts: 1, credits: 2, hangupBy: 'callee', campaignId: 7, campaignName: 'Spring calls', sentOn: '03/02/2025 10:15', answeredOn: '03/02/2025 10:16' },
  { id: 2, status: 'notDelivered', callStatus: 'busy', destination: '0521111111', attempts: 3, credits: 0, campaignId: 7, campaignName: 'Spring calls', sentOn: '03/02/2025 10:15' },
  { id: 3, status: 'notDelivered', callStatus: 'no-answer', destination: '0531234567', attempts: 2, credits: 0, campaignId: 7, campaignName: 'Spring calls', sentOn: '03/02/2025 10:15' },
];

export const duration: ReportsVoiceDuration = {
  campaignId: 7,
  campaignName: 'Spring calls',
  calls: 1500,
  answered: 1200,
  notAnswered: 300,
  totalSeconds: 36000,
  averageSeconds: 30,
  messageSeconds: 45,
  credits: 1200,
  byStatus: { completed: 1200, busy: 200, 'no-answer': 100 },
  minutesPerPoint: 1,
  overTime: [
    { time: '03/02/2025 10:15', answered: 700, notAnswered: 100 },
    { time: '03/02/2025 10:16', answered: 500, notAnswered: 200 },
  ],
  buckets: [
    { fromSeconds: 0, toSeconds: 10, calls: 200 },
    { fromSeconds: 10, toSeconds: 20, calls: 1000 },
  ],
};

export const callCounts: ReportsRequestCount = { total: 12345, parts: 12345, credits: 9000, byStatus: { completed: 9000, busy: 2000, 'no-answer': 1345 } };

export interface VoiceServed {
  pages: GetReportPageApiArg['body'][];
  counts: GetSmsRequestCountApiArg['body'][];
  durations: GetVoiceDurationApiArg['body'][];
}

export function serveVoiceReport(options: { rows?: ReportRow[]; figures?: ReportsVoiceDuration; count?: ReportsRequestCount } = {}): VoiceServed {
  const { rows = calls, figures = duration, count = callCounts } = options;
  const served: VoiceServed = { pages: [], counts: [], durations: [] };
  server.use(
    http.post(apiUrl('/reports/voice-report'), async ({ request }) => {
      const body = (await request.json()) as GetReportPageApiArg['body'];
      served.pages.push(body);
      return HttpResponse.json({ data: { status: GetReportPage.ready, rows, pageInfo: { total: rows.length, page: body.page ?? 1, pageSize: body.pageSize ?? 50 }, totals: { messages: rows.length, credits: 2 } } });
    }),
    http.post(apiUrl('/reports/get-sms-request-count'), async ({ request }) => {
      served.counts.push((await request.json()) as GetSmsRequestCountApiArg['body']);
      return HttpResponse.json({ data: count });
    }),
    http.post(apiUrl('/reports/get-voice-duration'), async ({ request }) => {
      served.durations.push((await request.json()) as GetVoiceDurationApiArg['body']);
      return HttpResponse.json({ data: figures });
    }),
  );
  return served;
}

export function renderVoiceReport(search = '', language: Language = 'en') {
  return renderWithProviders(<VoiceReportPage />, {
    route: `/voice-report${search}`,
    path: '/voice-report',
    preloadedState: { ...sessionFor(), preferences: { language, theme: 'light' } },
  });
}
