/** Renders the blacklist page the way the router mounts it, with the confirm modal host. */
import { http, HttpResponse } from 'msw';
import type { BlacklistEntry, GetReportPageApiArg } from '../../api/generated/reports';
import { ConfirmModalHost } from '../../ui/ConfirmModalHost';
import type { Language } from '../../state/preferences';
import { renderWithProviders, sessionFor } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import BlacklistReportPage from './BlacklistReportPage';
import { entries, reportAnswer } from './testData';

/** Answers the blacklist report from `rows()` (asked each time, so a test can change it); returns the bodies asked with. */
export function serveBlacklist(rows: () => BlacklistEntry[] = () => entries) {
  const asked: GetReportPageApiArg['body'][] = [];
  server.use(
    http.post(apiUrl('/reports/blacklist-report'), async ({ request }) => {
      const body = (await request.json()) as GetReportPageApiArg['body'];
      asked.push(body);
      return HttpResponse.json(reportAnswer(rows(), body.page));
    }),
  );
  return asked;
}

export function renderBlacklistPage(language: Language = 'en') {
  return renderWithProviders(
    <>
      <BlacklistReportPage />
      <ConfirmModalHost />
    </>,
    { route: '/blacklist-report', path: '/blacklist-report', preloadedState: { ...sessionFor(), preferences: { language, theme: 'light' } } },
  );
}
