import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { DeleteInvoiceOrReceiptFileApiArg, GetReportPageApiArg } from '../../../api/generated/reports';
import { Group } from '../../../../domain/access';
import { redirectFor } from '../../../router/guards';
import { routeByName } from '../../../router/routes';
import { ConfirmModalHost } from '../../../ui/ConfirmModalHost';
import type { Language } from '../../../state/preferences';
import { renderWithProviders, sessionFor } from '../../../test/render';
import { apiUrl, server } from '../../../test/server';
import InvoicesReportPage from './InvoicesReportPage';
import { invoices, invoicesAnswer } from './testData';

const admin = { group: Group.administrator, isAdmin: true };

function serveInvoices(rows = () => invoices) {
  const asked: GetReportPageApiArg['body'][] = [];
  server.use(
    http.post(apiUrl('/reports/invoices-report'), async ({ request }) => {
      const body = (await request.json()) as GetReportPageApiArg['body'];
      asked.push(body);
      return HttpResponse.json(invoicesAnswer(rows(), body.page));
    }),
  );
  return asked;
}

function renderPage(route = '/invoices-report', language: Language = 'en') {
  return renderWithProviders(
    <>
      <InvoicesReportPage />
      <ConfirmModalHost />
    </>,
    { route, path: '/invoices-report', preloadedState: { ...sessionFor(admin), preferences: { language, theme: 'light' } } },
  );
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const user = () => userEvent.setup({ pointerEventsCheck: 0 });

test("shows each document's period, type, payment date, status and amount, for the URL's period", async () => {
  const asked = serveInvoices();
  renderPage('/invoices-report?fromDate=01/01/2025&toDate=31/03/2025&sortField=amount&sortOrder=asc');
  expect(await screen.findByRole('heading', { name: 'Invoices and receipts' })).toBeInTheDocument();
  const invoice = rowOf('Paid');
  expect(within(invoice).getByText('Invoice')).toBeInTheDocument();
  expect(within(invoice).getByText('01/2025')).toBeInTheDocument();
  expect(within(invoice).getByText('01/02/2025 09:30')).toBeInTheDocument();
  expect(within(invoice).getByText('₪1,234.50')).toBeInTheDocument();
  expect(within(rowOf('Issued')).getByText('Receipt')).toBeInTheDocument();
  expect(within(rowOf('Issued')).getByText('₪250,000.00')).toBeInTheDocument();
  expect(asked[0]).toEqual({ fromDate: '01/01/2025', toDate: '31/03/2025', page: 1, pageSize: 50, sortField: 'amount', sortOrder: 'asc' });
});

test('deleting a file asks first; cancel does nothing, OK deletes it and the table reads again', async () => {
  let rows = invoices;
  const asked = serveInvoices(() => rows);
  const deleted: DeleteInvoiceOrReceiptFileApiArg['body'][] = [];
  server.use(
    http.post(apiUrl('/reports/delete-invoice-or-receipt-file'), async ({ request }) => {
      deleted.push((await request.json()) as DeleteInvoiceOrReceiptFileApiArg['body']);
      rows = invoices.filter((i) => i.id !== 12);
      return HttpResponse.json({ data: { status: 1 } });
    }),
  );
  renderPage();
  await screen.findByText('Issued');
  await user().click(within(rowOf('Issued')).getByRole('button', { name: 'Delete' }));
  let dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Delete the file of the receipt for 01/2025? It cannot be restored.')).toBeInTheDocument();
  await user().click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(deleted).toEqual([]);

  await user().click(within(rowOf('Issued')).getByRole('button', { name: 'Delete' }));
  dialog = await screen.findByRole('dialog');
  await user().click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(deleted).toEqual([{ invoiceId: 12, type: 'receipt' }]));
  await waitFor(() => expect(screen.queryByText('Issued')).not.toBeInTheDocument());
  expect(asked.length).toBeGreaterThanOrEqual(2);
});

test("opening a document fetches its PDF with the session's token", async () => {
  serveInvoices();
  let authorization: string | null = null;
  server.use(
    http.get(apiUrl('/reports/invoice/11'), ({ request }) => {
      authorization = request.headers.get('authorization');
      return new HttpResponse(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), { headers: { 'content-type': 'application/pdf' } });
    }),
  );
  const createObjectURL = jest.fn(() => 'blob:invoice-11');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const open = jest.spyOn(window, 'open').mockReturnValue({} as Window);
  renderPage();
  await screen.findByText('Paid');
  await user().click(within(rowOf('Paid')).getByRole('button', { name: 'Open' }));
  await waitFor(() => expect(open).toHaveBeenCalledWith('blob:invoice-11', '_blank'));
  expect(authorization).toBe('Bearer test-token');
  open.mockRestore();
});

test('only a family manager (the spec isAdmin) may open /invoices-report', () => {
  const route = routeByName.get('invoicesReport')!;
  const ask = (user: ReturnType<typeof sessionFor>) => redirectFor({ viewer: { user: user.session!.user, mode: 'text' }, route, pathname: '/invoices-report', approvalRulesRequired: false });
  // The spec's admins: whoever manages a family (a primary user with permission 2, issue 15).
  expect(ask(sessionFor({ permissions: [1, 3, 4] }))).toBe('/403');
  expect(ask(sessionFor({ permissions: [1, 2, 3, 4] }))).toBeNull();
  expect(ask(sessionFor({ group: Group.subUser, adminId: 10 }))).toBe('/403');
  expect(ask(sessionFor(admin))).toBeNull();
  expect(route.page).toBeDefined();
});

test('in Hebrew the page reads right to left', async () => {
  serveInvoices();
  renderPage('/invoices-report', 'he');
  expect(await screen.findByRole('heading', { name: 'חשבוניות וקבלות' })).toBeInTheDocument();
  expect(document.documentElement.dir).toBe('rtl');
  expect(within(rowOf('Issued')).getByText('קבלה')).toBeInTheDocument();
});
