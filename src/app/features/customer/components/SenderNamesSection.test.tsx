import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { SuperAdminSourceNameRequest } from '../../../api/generated/superAdmin';
import { renderWithProviders, sessionFor } from '../../../test/render';
import { apiUrl, server } from '../../../test/server';
import { ConfirmModalHost } from '../../../ui/ConfirmModalHost';
import { NotificationHost } from '../../../ui/NotificationHost';
import { SenderNamesSection } from './SenderNamesSection';

/** The server as the tab sees it: one waiting name with a document, one approved name. */
function serve() {
  const requests: SuperAdminSourceNameRequest[] = [
    { id: 7, userId: 501, sourceName: 'DanaShop', text: 'I own DanaShop Ltd.', status: 'pending', requestedOn: '20/11/2026 10:00', files: [{ id: 70, requestId: 7, fileName: 'company.pdf', size: 12, isLocal: true }] },
    { id: 6, userId: 501, sourceName: 'Dana', text: '', status: 'approved', requestedOn: '01/11/2026 09:00', decidedOn: '02/11/2026 09:00', files: [] },
  ];
  const asked: { path: string; body: unknown }[] = [];
  const record = async (path: string, request: Request) => {
    const body = (await request.json()) as Record<string, unknown>;
    asked.push({ path, body });
    return body;
  };
  server.use(
    http.post(apiUrl('/super-admin/get-user-source-number-text-data'), () => HttpResponse.json({ data: requests })),
    http.post(apiUrl('/super-admin/get-user-source-number-text-files'), async ({ request }) => {
      const { requestId } = (await request.json()) as { requestId: number };
      return HttpResponse.json({ data: requests.find((r) => r.id === requestId)?.files ?? [] });
    }),
    http.post(apiUrl('/super-admin/get-secure-server-file'), async ({ request }) => {
      const body = (await record('secure', request)) as { fileName: string };
      if (body.fileName !== 'id-card.pdf') return HttpResponse.json({ message: 'errors.generic.notFound' }, { status: 404 });
      return new HttpResponse(new Blob(['%PDF-1.4 id'], { type: 'application/pdf' }), { headers: { 'content-type': 'application/pdf' } });
    }),
    http.post(apiUrl('/super-admin/save-source-number-text'), async ({ request }) => {
      const body = (await record('save', request)) as { requestId: number; status: 'approved' | 'rejected'; text?: string };
      const row = requests.find((r) => r.id === body.requestId)!;
      Object.assign(row, { status: body.status }, body.text === undefined ? {} : { text: body.text });
      return HttpResponse.json({ data: { status: 1 } });
    }),
    http.post(apiUrl('/super-admin/save-all-source-number-text'), async ({ request }) => {
      const body = (await record('saveAll', request)) as { requests: { requestId: number; status: 'rejected' }[] };
      for (const decision of body.requests) requests.find((r) => r.id === decision.requestId)!.status = decision.status;
      return HttpResponse.json({ data: { status: 1 } });
    }),
    http.post(apiUrl('/super-admin/delete-local-source-number-text'), async ({ request }) => {
      await record('deleteLocal', request);
      return HttpResponse.json({ data: { status: -2 } });
    }),
    http.post(apiUrl('/super-admin/delete-source-number-text'), async ({ request }) => {
      const body = (await record('delete', request)) as { requestId: number };
      requests.splice(requests.findIndex((r) => r.id === body.requestId), 1);
      return HttpResponse.json({ data: { status: 1 } });
    }),
    http.post(apiUrl('/super-admin/send-zoom-meeting-coordination'), async ({ request }) => {
      const body = (await record('meeting', request)) as { requestId: number };
      const row = requests.find((r) => r.id === body.requestId)!;
      if (row.meetingStatus === 'done') return HttpResponse.json({ data: { status: -2 } });
      row.meetingStatus = 'waiting';
      return HttpResponse.json({ data: { status: 1 } });
    }),
    http.post(apiUrl('/super-admin/decrypt-file'), async ({ request }) => {
      const body = (await record('decrypt', request)) as { fileId: number };
      if (body.fileId !== 70) return HttpResponse.json({ message: 'errors.generic.notFound' }, { status: 404 });
      return new HttpResponse(new Blob(['%PDF-1.4 doc'], { type: 'application/pdf' }), { headers: { 'content-type': 'application/pdf' } });
    }),
  );
  return asked;
}

const mount = (language: 'en' | 'he' = 'en') =>
  renderWithProviders(
    <>
      <SenderNamesSection userId={501} />
      <NotificationHost />
      <ConfirmModalHost />
    </>,
    { preloadedState: { ...sessionFor({ group: 2 }), preferences: { language, theme: 'light' } } },
  );

/** The files the page saves, as the browser would be handed them. */
function captureDownloads() {
  const blobs: Blob[] = [];
  const createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:saved';
  });
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  return { createObjectURL, saved: () => blobs.at(-1) };
}

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe("the customer's sender-names tab", () => {
  it('shows each name with its declaration, state and documents; approving, correcting and deleting are sent and said', async () => {
    const asked = serve();
    mount();
    await screen.findByText('DanaShop');
    expect(within(rowOf('DanaShop')).getByText('Waiting')).toBeInTheDocument();
    expect(within(rowOf('DanaShop')).getByText('I own DanaShop Ltd.')).toBeInTheDocument();
    expect(within(rowOf('Dana')).getByText('Approved')).toBeInTheDocument();
    expect(within(rowOf('DanaShop')).getByText('Documents: 1')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Approve DanaShop' }));
    expect(await screen.findByText('The sender-name request was saved.')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('DanaShop')).getByText('Approved')).toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Edit DanaShop' }));
    const declaration = await screen.findByLabelText('Declaration');
    await userEvent.clear(declaration);
    await userEvent.type(declaration, 'Signed by the owner');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Signed by the owner')).toBeInTheDocument();

    await userEvent.click(within(rowOf('DanaShop')).getByRole('button', { name: /expand/i }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete local copy company.pdf' }));
    expect(await screen.findByText('The file is not on the secure server yet, so the local copy was kept.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Dana' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reject selected (1)' }));
    expect(await screen.findByText('All the sender-name requests were saved.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete DanaShop' }));
    expect(await screen.findByText('Delete the request for the sender name DanaShop with its documents?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText('Signed by the owner')).not.toBeInTheDocument());

    expect(asked.map((a) => [a.path, a.body])).toEqual([
      ['save', { requestId: 7, status: 'approved' }],
      ['save', { requestId: 7, status: 'approved', text: 'Signed by the owner', comment: '' }],
      ['deleteLocal', { fileId: 70 }],
      ['saveAll', { userId: 501, requests: [{ requestId: 6, status: 'rejected' }] }],
      ['delete', { requestId: 7 }],
    ]);
  });

  it('an approved name gets a meeting link; the sent state shows; a held meeting is said', async () => {
    const asked = serve();
    mount();
    await screen.findByText('DanaShop');
    expect(within(rowOf('DanaShop')).queryByRole('button', { name: 'Send meeting link DanaShop' })).not.toBeInTheDocument();
    await userEvent.click(within(rowOf('Dana')).getByRole('button', { name: 'Send meeting link Dana' }));
    expect(await screen.findByText('A link to book the video meeting was sent to the customer.')).toBeInTheDocument();
    expect(await within(rowOf('Dana')).findByText('Meeting: waiting for a time')).toBeInTheDocument();
    expect(asked).toEqual([{ path: 'meeting', body: { requestId: 6 } }]);
  });

  it('a meeting link for a meeting already held is refused with its reason', async () => {
    serve();
    server.use(http.post(apiUrl('/super-admin/send-zoom-meeting-coordination'), () => HttpResponse.json({ data: { status: -2 } })));
    mount();
    await screen.findByText('DanaShop');
    await userEvent.click(within(rowOf('Dana')).getByRole('button', { name: 'Send meeting link Dana' }));
    expect(await screen.findByText('The video meeting already took place.')).toBeInTheDocument();
  });

  it('downloads a document decrypted, under its own name', async () => {
    const asked = serve();
    const { createObjectURL, saved } = captureDownloads();
    mount();
    await screen.findByText('DanaShop');
    await userEvent.click(within(rowOf('DanaShop')).getByRole('button', { name: /expand/i }));
    await userEvent.click(await screen.findByRole('button', { name: 'Download company.pdf' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(await saved()!.text()).toBe('%PDF-1.4 doc');
    expect(asked).toEqual([{ path: 'decrypt', body: { fileId: 70 } }]);
  });

  it('a document the server does not find is said, and nothing is saved', async () => {
    serve();
    server.use(http.post(apiUrl('/super-admin/decrypt-file'), () => HttpResponse.json({ message: 'errors.generic.notFound' }, { status: 404 })));
    const { createObjectURL } = captureDownloads();
    mount();
    await screen.findByText('DanaShop');
    await userEvent.click(within(rowOf('DanaShop')).getByRole('button', { name: /expand/i }));
    await userEvent.click(await screen.findByRole('button', { name: 'Download company.pdf' }));
    expect(await screen.findByText('Not found.')).toBeInTheDocument();
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('a secure-server document is downloaded by its name; a name with a path is refused before it is asked for, an unknown one is said', async () => {
    const asked = serve();
    const { createObjectURL, saved } = captureDownloads();
    mount();
    const name = await screen.findByLabelText('File name');
    await userEvent.type(name, '../keys.txt');
    await userEvent.click(screen.getAllByRole('button', { name: /Download/ }).at(-1)!);
    expect(await screen.findByText('A file name has no slashes.')).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, 'id-card.pdf');
    await userEvent.click(screen.getAllByRole('button', { name: /Download/ }).at(-1)!);
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(await saved()!.text()).toBe('%PDF-1.4 id');
    await userEvent.clear(name);
    await userEvent.type(name, 'passport.pdf');
    await userEvent.click(screen.getAllByRole('button', { name: /Download/ }).at(-1)!);
    expect(await screen.findByText('Not found.')).toBeInTheDocument();
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(asked).toEqual([
      { path: 'secure', body: { userId: 501, fileName: 'id-card.pdf' } },
      { path: 'secure', body: { userId: 501, fileName: 'passport.pdf' } },
    ]);
  });

  it('in Hebrew, right to left', async () => {
    serve();
    mount('he');
    expect(await screen.findByRole('button', { name: 'אישור DanaShop' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.ant-table-rtl')).not.toBeNull());
  });
});
