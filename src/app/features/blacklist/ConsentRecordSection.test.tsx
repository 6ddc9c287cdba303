import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../../test/server';
import { downloadFile } from '../../ui/downloadFile';
import { renderBlacklistPage, serveBlacklist } from './renderBlacklistPage';

jest.mock('../../ui/downloadFile', () => ({ downloadFile: jest.fn() }));

test('the consent record is exported from the blacklist page as CSV and Excel, in the page language (Hebrew, right to left)', async () => {
  serveBlacklist();
  const asked: string[] = [];
  const file = (path: string, type: string, content: string) =>
    http.get(apiUrl(path), ({ request }) => {
      asked.push(`${path}?${new URL(request.url).searchParams.toString()}`);
      return new HttpResponse(content, { headers: { 'content-type': type } });
    });
  server.use(
    file('/reports/export-consent-record', 'text/csv', '\uFEFFמספר,ערוץ\r\n0521460001,וואטסאפ\r\n'),
    file('/reports/export-consent-record-excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'PK-xlsx'),
  );
  renderBlacklistPage('he');
  const section = (await screen.findByRole('heading', { name: 'תיעוד הסכמה' })).closest('section') as HTMLElement;
  expect(section).toHaveTextContent('כל הערוצים מדלגים על המספרים האלה');
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');

  await userEvent.click(screen.getByRole('button', { name: /ייצוא תיעוד הסכמה \(CSV\)/ }));
  await waitFor(() => expect(downloadFile).toHaveBeenCalledTimes(1));
  const [csv, name, type] = jest.mocked(downloadFile).mock.calls[0];
  expect([name, type]).toEqual(['consent-record.csv', 'text/csv;charset=utf-8']);
  expect(await (csv as Blob).text()).toContain('0521460001,וואטסאפ');
  await userEvent.click(screen.getByRole('button', { name: /ייצוא תיעוד הסכמה \(Excel\)/ }));
  await waitFor(() => expect(downloadFile).toHaveBeenCalledTimes(2));
  expect(jest.mocked(downloadFile).mock.calls[1][1]).toBe('consent-record.xlsx');
  expect(asked).toEqual(['/reports/export-consent-record?language=he', '/reports/export-consent-record-excel?language=he']);
});
