import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ensureTexts } from '../../../i18n/i18n';
import { renderWithProviders, sessionFor } from '../../../test/render';
import { apiUrl, server } from '../../../test/server';
import { downloadFile } from '../../../ui/downloadFile';
import { ExportButtons } from './ExportButtons';

jest.mock('../../../ui/downloadFile', () => ({ downloadFile: jest.fn() }));

// The page that holds this component loads the reports texts; here the test does.
beforeAll(() => ensureTexts(['reports']));

type Row = { phone: string; message: string };

test("a report page's CSV export writes a message typed as a formula as text (CSV injection); the +972 phone stays as it is", async () => {
  server.use(
    http.post(apiUrl('/reports/incoming-sms-report'), () =>
      HttpResponse.json({ data: { status: 1, rows: [{ phone: '+972501234567', message: '=HYPERLINK("http://evil.example","x")' }], pageInfo: { total: 1, page: 1, pageSize: 1000 } } }),
    ),
  );
  const columns = [
    { title: 'Phone', value: (r: Row) => r.phone },
    { title: 'Message', value: (r: Row) => r.message },
  ];
  renderWithProviders(<ExportButtons<Row> routeName="incoming-sms-report" filters={{}} columns={columns} fileName="incoming" total={1} />, { preloadedState: { ...sessionFor(), preferences: { language: 'en', theme: 'light' } } });
  await userEvent.click(await screen.findByRole('button', { name: 'Export to CSV' }));
  await waitFor(() => expect(downloadFile).toHaveBeenCalled());
  const [csv, name] = jest.mocked(downloadFile).mock.calls[0];
  expect(name).toBe('incoming.csv');
  expect(String(csv).split('\r\n')).toEqual(['\uFEFFPhone,Message', `+972501234567,"'=HYPERLINK(""http://evil.example"",""x"")"`]);
});
