import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { GetReportPageApiArg } from '../../api/generated/reports';
import { downloadFile } from '../../ui/downloadFile';
import { apiUrl, server } from '../../test/server';
import { renderBlacklistPage } from './renderBlacklistPage';
import { entries, reportAnswer } from './testData';

jest.mock('../../ui/downloadFile', () => ({ downloadFile: jest.fn() }));

test('the export reads every page and saves a CSV with a byte-order mark', async () => {
  const asked: GetReportPageApiArg['body'][] = [];
  server.use(
    http.post(apiUrl('/reports/blacklist-report'), async ({ request }) => {
      const body = (await request.json()) as GetReportPageApiArg['body'];
      asked.push(body);
      // Pages of two rows, whatever size was asked, so the export has to read on.
      const page = body.page ?? 1;
      return HttpResponse.json(reportAnswer(entries.slice((page - 1) * 2, page * 2), page, entries.length));
    }),
  );
  renderBlacklistPage();
  await screen.findByText('0501234567');
  await userEvent.click(screen.getByRole('button', { name: 'Export to CSV' }));
  await waitFor(() => expect(downloadFile).toHaveBeenCalled());
  const [csv, name] = jest.mocked(downloadFile).mock.calls[0];
  expect(name).toBe('blacklist.csv');
  expect(String(csv).split('\r\n')).toEqual([
    '\uFEFFNumber,Date added,Source,Added by',
    '0501234567,03/02/2025 10:15,Added by a user,demo',
    '0521111111,04/02/2025 08:00,Removal page,',
    '036001234,05/02/2025 12:30,File upload,dana',
  ]);
  expect(asked.slice(1)).toEqual([
    { page: 1, pageSize: 1000 },
    { page: 2, pageSize: 1000 },
  ]);
});
