import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import { downloadFile } from '../../../ui/downloadFile';
import { renderSmsReport } from './renderSmsReport';
import { serveSmsReport } from './testData';

jest.mock('../../../ui/downloadFile', () => ({ downloadFile: jest.fn() }));

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

test('the CSV export reads every page of the filtered report and starts with the byte-order mark', async () => {
  // Two rows a page, so the export has to read on.
  const served = serveSmsReport({ perPage: 2 });
  renderSmsReport('?status=failed&campaignId=7');
  await screen.findByText('0501234567');
  await user().click(screen.getByRole('button', { name: 'Export to CSV' }));
  await waitFor(() => expect(downloadFile).toHaveBeenCalled());
  const [csv, name] = jest.mocked(downloadFile).mock.calls[0];
  expect(name).toBe('sms-report.csv');
  expect(String(csv).split('\r\n')).toEqual([
    '\uFEFFNumber,Status,Parts,Operator,Sender,Message,Campaign,Sent,Delivered',
    '0501234567,Delivered,1,Cellcom,Shop,Sale today,Spring,03/02/2025 10:15,03/02/2025 10:16',
    '0521111111,Not delivered,2,Partner,Shop,"Sale, ""today""",Spring,03/02/2025 10:15,',
    '0531234567,Kosher number,1,Pelephone,Shop,Sale today,Spring,03/02/2025 10:15,',
  ]);
  expect(served.pages.filter((body) => body.pageSize === 1000)).toEqual([
    { status: 'failed', campaignId: 7, page: 1, pageSize: 1000 },
    { status: 'failed', campaignId: 7, page: 2, pageSize: 1000 },
  ]);
});

test('the Excel export has the filtered rows under translated headers', async () => {
  serveSmsReport({ perPage: 2 });
  renderSmsReport('?status=failed');
  await screen.findByText('0501234567');
  jest.mocked(downloadFile).mockClear();
  await user().click(screen.getByRole('button', { name: 'Export to Excel' }));
  await waitFor(() => expect(downloadFile).toHaveBeenCalled(), { timeout: 10_000 });
  const [content, name] = jest.mocked(downloadFile).mock.calls[0];
  expect(name).toBe('sms-report.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  expect(sheet.getRow(1).getCell(2).value).toBe('Status');
  expect(sheet.rowCount).toBe(4);
  expect(sheet.getRow(3).getCell(1).value).toBe('0521111111');
  expect(sheet.getRow(3).getCell(2).value).toBe('Not delivered');
});
