import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ensureTexts } from '../../../i18n/i18n';
import { renderWithProviders, sessionFor } from '../../../test/render';
import { apiUrl, server } from '../../../test/server';
import { downloadFile } from '../../../ui/downloadFile';
import { reportAnswer } from '../testData';
import { ExportCsvButton } from './ExportCsvButton';

jest.mock('../../../ui/downloadFile', () => ({ downloadFile: jest.fn() }));

// The page that holds this component loads the reports texts; here the test does.
beforeAll(() => ensureTexts(['reports']));

test('the blacklist export writes a user name typed as a formula as text (CSV injection); numbers stay as they are', async () => {
  server.use(http.post(apiUrl('/reports/blacklist-report'), () => HttpResponse.json(reportAnswer([{ BLACKLIST_ID: 1, PHONE: '501234567', source: 'user', user: '=cmd|" /C calc"!A0', createdOn: '03/02/2025 10:15' }]))));
  renderWithProviders(<ExportCsvButton phone="" disabled={false} />, { preloadedState: { ...sessionFor(), preferences: { language: 'en', theme: 'light' } } });
  await userEvent.click(await screen.findByRole('button', { name: 'Export to CSV' }));
  await waitFor(() => expect(downloadFile).toHaveBeenCalled());
  const [csv] = jest.mocked(downloadFile).mock.calls[0];
  expect(String(csv).split('\r\n')[1]).toBe(`0501234567,03/02/2025 10:15,Added by a user,"'=cmd|"" /C calc""!A0"`);
});
