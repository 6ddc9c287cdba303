import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../../../test/server';
import { downloadFile } from '../../../ui/downloadFile';
import { dana, mountScreen, pickCustomer, serveBlocks } from '../blocks/testBlocks';
import AddVerifiedNumbers from './AddVerifiedNumbers';

jest.mock('../../../ui/downloadFile', () => ({ downloadFile: jest.fn() }));

/** Answers the two exports with a file named as the server names it, and keeps what was asked. */
function serveExports() {
  const asked: { path: string; userId: string | null; authorization: string | null }[] = [];
  const file = (path: string, type: string, name: string, content: string) =>
    http.get(apiUrl(path), ({ request }) => {
      asked.push({ path, userId: new URL(request.url).searchParams.get('userId'), authorization: request.headers.get('authorization') });
      return new HttpResponse(content, { headers: { 'content-type': type, 'content-disposition': `attachment; filename="${name}"` } });
    });
  server.use(
    file('/reports/export-verified-phones', 'text/csv', 'verified-numbers.csv', '\uFEFFNumber,Customer id\r\n039876543,501\r\n'),
    file('/reports/export-verified-phones-excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'verified-numbers.xlsx', 'PK-xlsx'),
  );
  return asked;
}

describe('add-verified-numbers', () => {
  it('verifies a landline for the customer; a number verified for another customer is refused', async () => {
    const { bodiesOf } = serveBlocks({ '/super-admin/sys-verify-phone': (b) => ({ status: b.phone === '039876543' ? 7 : 2 }) });
    mountScreen(AddVerifiedNumbers);
    await pickCustomer('Customer', dana);
    const phone = screen.getByLabelText('Phone number');
    await userEvent.type(phone, '03-9876543');
    await userEvent.click(screen.getByRole('button', { name: 'Mark as verified' }));
    expect(await screen.findByText('The number was verified for the customer.')).toBeInTheDocument();
    // The form was reset for the next number: the box is a new one.
    await userEvent.type(screen.getByLabelText('Phone number'), '0527000000');
    await userEvent.click(screen.getByRole('button', { name: 'Mark as verified' }));
    expect(await screen.findByText('This number is verified for another customer.')).toBeInTheDocument();
    expect(bodiesOf('/super-admin/sys-verify-phone')).toEqual([
      { userId: 501, phone: '039876543', inheritToSubUsers: false },
      { userId: 501, phone: '0527000000', inheritToSubUsers: false },
    ]);
  });
});

describe('export of the verified numbers', () => {
  beforeEach(() => jest.mocked(downloadFile).mockClear());

  it("downloads every customer's as CSV, then the chosen customer's as Excel, with the session's token", async () => {
    serveBlocks({});
    const asked = serveExports();
    mountScreen(AddVerifiedNumbers);
    await userEvent.click(await screen.findByRole('button', { name: /Export verified numbers \(CSV\)/ }));
    await waitFor(() => expect(downloadFile).toHaveBeenCalledTimes(1));
    const [csv, csvName, csvType] = jest.mocked(downloadFile).mock.calls[0];
    expect(csvName).toBe('verified-numbers.csv');
    expect(csvType).toMatch(/^text\/csv/);
    expect(await (csv as Blob).text()).toContain('039876543,501');

    await pickCustomer('Customer', dana);
    await userEvent.click(screen.getByRole('button', { name: /Export verified numbers \(Excel\)/ }));
    await waitFor(() => expect(downloadFile).toHaveBeenCalledTimes(2));
    expect(jest.mocked(downloadFile).mock.calls[1][1]).toBe('verified-numbers.xlsx');
    expect(asked).toEqual([
      { path: '/reports/export-verified-phones', userId: null, authorization: 'Bearer test-token' },
      { path: '/reports/export-verified-phones-excel', userId: '501', authorization: 'Bearer test-token' },
    ]);
  });

  it('a system manager, who may verify but not export, sees no export buttons', async () => {
    serveBlocks({});
    mountScreen(AddVerifiedNumbers, 'en', 2);
    expect(await screen.findByRole('button', { name: 'Mark as verified' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Export verified numbers/ })).not.toBeInTheDocument();
  });
});
