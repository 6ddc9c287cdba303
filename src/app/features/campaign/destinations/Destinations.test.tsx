import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { File as NodeFile } from 'node:buffer';
import { apiUrl, server } from '../../../test/server';
import { button, findField, serveJson, user } from '../extrasTestData';
import { renderCampaignPage } from '../renderCampaignPage';
import { serveComposer } from '../testData';

const writeMessage = async (text: string) => fireEvent.change(await findField('Message text'), { target: { value: text } });

// The composer is a large page and CPU is shared: its steps take longer than most.
jest.setTimeout(120_000);

test('pasted numbers become an upl_contacts destination with its count, sent with the campaign and removable', async () => {
  const sent = serveComposer();
  const pasted = serveJson('/upload-pasted-numbers', () => ({
    status: 2,
    destination: { type: 'upl_contacts', upload_id: 31, count: 2, name: '01/06/2026 10:00' },
    upload_id: 31,
    saved: 2,
    failed: 1,
  }));
  const removed = serveJson('/campaigns/delete-pasted-numbers', () => ({ status: 1 }));
  renderCampaignPage('/campaign');
  fireEvent.change(await findField('Pasted numbers'), { target: { value: '0501234567, Dana\n0501234568\n123' } });
  await user().click(button('Add pasted rows (3)'));
  expect(await screen.findByText('2 numbers added, 1 rows left out.')).toBeInTheDocument();
  expect(pasted[0]).toEqual({ rows: [{ phone: '0501234567', fields: ['Dana'] }, { phone: '0501234568' }, { phone: '123' }] });
  // The base query's status message, translated.
  expect(await screen.findByText(/2 numbers were added to the recipients and 1 rows were left out/)).toBeInTheDocument();
  expect(screen.getByText('Total recipients: 2')).toBeInTheDocument();

  await writeMessage('Hello');
  await user().click(button('Send'));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]?.destinations).toEqual([{ type: 'upl_contacts', upload_id: 31, count: 2, name: '01/06/2026 10:00' }]);

  await user().click(screen.getByLabelText('Remove Pasted numbers (2)'));
  await waitFor(() => expect(screen.getByText('Total recipients: 0')).toBeInTheDocument());
  expect(removed).toEqual([{ upload_ids: [31] }]);
});

test('a destinations file: its columns, then the checked rows with the invalid ones, and its recipients', async () => {
  serveComposer();
  const calls: { mapping: unknown; name: string }[] = [];
  server.use(
    http.post(apiUrl('/update-and-check-destinations-file-data'), async ({ request }) => {
      const form = await request.formData();
      const mapping = form.get('mapping');
      calls.push({ mapping: mapping ? JSON.parse(String(mapping)) : null, name: (form.get('file') as File).name });
      return HttpResponse.json({
        data: mapping
          ? { status: 2, destination: { type: 'upl_contact_big_file', upload_id: 40, count: 8, name: 'customers.csv' }, totalRows: 10, saved: 8, failed: 2 }
          : { status: 3, upload_id: 40, file_unique_hash: 'h', headers: ['Name', 'Phone'], sampleRows: [['Dana', '0501234567']] },
      });
    }),
  );
  renderCampaignPage('/campaign');
  await screen.findByText('Total recipients: 0');
  const file = new NodeFile(['Name,Phone'], 'customers.csv', { type: 'text/csv' }) as unknown as File;
  await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file);
  expect(await screen.findByText(/What does each column of customers.csv hold\?/)).toBeInTheDocument();
  await user().click(button('Check the file'));
  expect(await screen.findByText('customers.csv: 10 rows read, 8 valid, 2 invalid.')).toBeInTheDocument();
  // The columns were guessed from their titles; the name column is field 1, titled by its header.
  expect(calls).toEqual([
    { mapping: null, name: 'customers.csv' },
    { mapping: { mobile: 1, field1: 0, hasHeaderRow: true, headers: ['Name', '', '', '', '', ''] }, name: 'customers.csv' },
  ]);
  expect(screen.getByText('Total recipients: 8')).toBeInTheDocument();
  expect(screen.getByText('customers.csv (8)')).toBeInTheDocument();
});

test('a resend from the reports page opens with its pasted numbers and message', async () => {
  const sent = serveComposer();
  renderCampaignPage({ pathname: '/campaign', state: { resend: { uploadId: 77, count: 12, message: 'Again, with feeling' } } });
  expect(await screen.findByDisplayValue('Again, with feeling')).toBeInTheDocument();
  expect(screen.getByText('Total recipients: 12')).toBeInTheDocument();
  await user().click(button('Send'));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({ smsContent: 'Again, with feeling', destinations: [{ type: 'upl_contacts', upload_id: 77, count: 12, name: '' }] });
});
