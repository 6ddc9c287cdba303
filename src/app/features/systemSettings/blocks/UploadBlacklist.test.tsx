import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../../../test/server';
import UploadBlacklist from './UploadBlacklist';
import { dana, mountScreen, pickCustomer, serveBlocks } from './testBlocks';

const sheet = () => new File(['phone\n0527100001\n0527100002\n'], 'numbers.csv', { type: 'text/csv' });

describe('upload-blacklist-modal', () => {
  it("reads a file into the chosen customer's blacklist and shows the counts", async () => {
    serveBlocks({});
    const sent: FormData[] = [];
    server.use(
      http.post(apiUrl('/super-admin/read-blacklist'), async ({ request }) => {
        sent.push(await request.formData());
        return HttpResponse.json({ data: { status: 1, submitted: 2, added: 2, existing: 0, invalidNumbers: [], userId: 501 } });
      }),
    );
    const { container } = mountScreen(UploadBlacklist);
    await pickCustomer('Customer', dana);
    await userEvent.upload(container.querySelector('input[type="file"]')!, sheet());
    const outcome = await screen.findByRole('alert');
    expect(within(outcome).getByText('Added: 2')).toBeInTheDocument();
    expect(within(outcome).getByText('Already in the blacklist: 0')).toBeInTheDocument();
    expect(sent[0].get('userId')).toBe('501');
    expect(sent[0].get('file')).toBeTruthy();
  });

  it('a file with invalid numbers adds nothing: the invalid rows are listed', async () => {
    serveBlocks({});
    server.use(
      http.post(apiUrl('/super-admin/read-blacklist'), () =>
        HttpResponse.json({ data: { status: -2, submitted: 3, added: 0, existing: 0, invalidNumbers: ['12ab', '999'], userId: 501 } }),
      ),
    );
    const { container } = mountScreen(UploadBlacklist);
    await pickCustomer('Customer', dana);
    await userEvent.upload(container.querySelector('input[type="file"]')!, sheet());
    const invalid = await screen.findByRole('table');
    expect(within(invalid).getByText('12ab')).toBeInTheDocument();
    expect(within(invalid).getByText('999')).toBeInTheDocument();
  });

  it('the system-wide list takes a file without a customer, and offers no removal here', async () => {
    serveBlocks({});
    const sent: FormData[] = [];
    server.use(
      http.post(apiUrl('/super-admin/read-blacklist'), async ({ request }) => {
        sent.push(await request.formData());
        return HttpResponse.json({ data: { status: 0, submitted: 2, added: 0, existing: 2, invalidNumbers: [] } });
      }),
    );
    const { container } = mountScreen(UploadBlacklist);
    await userEvent.click(await screen.findByRole('radio', { name: 'The system-wide block list' }));
    expect(screen.queryByRole('combobox', { name: 'Customer' })).not.toBeInTheDocument();
    await userEvent.upload(container.querySelector('input[type="file"]')!, sheet());
    expect(await screen.findByText('Already in the blacklist: 2')).toBeInTheDocument();
    expect(sent[0].has('userId')).toBe(false);
    expect(screen.queryByLabelText('Numbers to take out of the blacklist (one per line)')).not.toBeInTheDocument();
  });
});
