import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { File as NodeFile } from 'node:buffer';
import type { ContactsColumnMapping } from '../../../api/generated/contacts';
import { apiUrl, server } from '../../../test/server';
import { button, findButton, findField, user } from '../extrasTestData';
import { renderCampaignPage } from '../renderCampaignPage';
import { serveComposer } from '../testData';

// The composer is a large page and CPU is shared: its steps take longer than most.
jest.setTimeout(120_000);

const titles = ['Name', 'City', '', '', '', ''];

/** antd's table draws its header twice (one copy hidden, for measuring): the shown input of a column's choice or title. */
async function shownInput(label: string): Promise<HTMLInputElement> {
  const all = await screen.findAllByLabelText<HTMLInputElement>(label, { selector: 'input' });
  const shown = all.filter((input) => !input.closest('[aria-hidden="true"]'));
  if (shown.length !== 1) throw new Error(`${shown.length} shown inputs for ${label}`);
  return shown[0]!;
}

async function chooseInColumn(column: string, option: string) {
  await user().click(await shownInput(column));
  const open = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-dropdown')).filter((d) => !d.className.includes('hidden'));
  await user().click(within(open[open.length - 1]!).getByTitle(option));
}

/** The file's two steps: its columns and first rows (3), then the rows checked by the mapping sent. */
function serveFile() {
  const mappings: ContactsColumnMapping[] = [];
  server.use(
    http.post(apiUrl('/update-and-check-destinations-file-data'), async ({ request }) => {
      const mapping = (await request.formData()).get('mapping');
      if (!mapping) {
        return HttpResponse.json({
          data: {
            status: 3,
            upload_id: 40,
            file_unique_hash: 'h',
            headers: ['Phone', 'Name', 'Town'],
            sampleRows: [
              ['050-1234567', 'Dana', 'Haifa'],
              ['123', 'Nobody', 'Nowhere'],
              ['0521234567', 'Avi', 'Eilat'],
            ],
          },
        });
      }
      mappings.push(JSON.parse(String(mapping)) as ContactsColumnMapping);
      const destination = { type: 'upl_contact_big_file', upload_id: 40, count: 2, name: 'customers.csv' };
      return HttpResponse.json({ data: { status: 2, destination, upload_id: 40, dynamicHeaders: titles, totalRows: 3, saved: 2, failed: 1 } });
    }),
  );
  return mappings;
}

/** Uploads the file, maps the town column as field 2 titled City, and checks it. */
async function addFile() {
  const file = new NodeFile(['Phone,Name,Town'], 'customers.csv', { type: 'text/csv' }) as unknown as File;
  await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file);
  await shownInput('Field title of column 2');
  await chooseInColumn('Column 3', 'Field 2');
  fireEvent.change(await shownInput('Field title of column 3'), { target: { value: 'City' } });
  await user().click(button('Check the file'));
  await screen.findByText('customers.csv: 3 rows read, 2 valid, 1 invalid.');
}

test("a file's field columns and titles are sent; as the only destination its titles are the message's fields, previewed and sent", async () => {
  const sent = serveComposer();
  const mappings = serveFile();
  renderCampaignPage('/campaign');
  await screen.findByText('Total recipients: 0');
  await addFile();
  expect(mappings).toEqual([{ mobile: 0, field1: 1, field2: 2, hasHeaderRow: true, headers: titles }]);

  // The file's titles, not the list's (First name), are the fields to insert.
  await user().click(await findButton('Name'));
  expect(await findField('Message text')).toHaveValue('[Name]');
  expect(button('City')).toBeInTheDocument();
  expect(screen.queryByText('First name', { selector: 'button > span' })).not.toBeInTheDocument();
  fireEvent.change(await findField('Message text'), { target: { value: '[Name] from [City]' } });
  const preview = await screen.findByRole('region', { name: 'What the first recipients will get' });
  expect(within(preview).getByText('Dana from Haifa')).toBeInTheDocument();
  expect(within(preview).getByText('Avi from Eilat')).toBeInTheDocument();
  expect(within(preview).getByText('0501234567')).toBeInTheDocument();
  // The row without a valid mobile is not a recipient.
  expect(within(preview).queryByText(/Nobody/)).not.toBeInTheDocument();
  // A title the file does not have is warned of.
  fireEvent.change(await findField('Message text'), { target: { value: '[Name] from [Town]' } });
  expect(await screen.findByText(/will be sent as written: Town/)).toBeInTheDocument();
  fireEvent.change(await findField('Message text'), { target: { value: '[Name] from [City]' } });

  await user().click(button('Send'));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({
    smsContent: '[Name] from [City]',
    destinations: [{ type: 'upl_contact_big_file', upload_id: 40, count: 2, name: 'customers.csv' }],
    dynamicHeaders: titles,
  });
});

test('a file besides a list leaves the message no fields', async () => {
  const sent = serveComposer();
  serveFile();
  renderCampaignPage('/campaign/55');
  // The draft's one list gives its fields.
  expect(await findButton('First name')).toBeInTheDocument();
  await addFile();
  await waitFor(() => expect(screen.queryByText('First name', { selector: 'button > span' })).not.toBeInTheDocument());
  expect(screen.queryByText('Insert a field:')).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'What the first recipients will get' })).not.toBeInTheDocument();
  await user().click(button('Send'));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]?.dynamicHeaders).toBeUndefined();
});

test('the mapping in Hebrew, right-to-left', async () => {
  serveComposer();
  serveFile();
  renderCampaignPage('/campaign', 'he');
  const file = new NodeFile(['Phone,Name,Town'], 'customers.csv', { type: 'text/csv' }) as unknown as File;
  await waitFor(() => expect(document.querySelector('input[type="file"]')).not.toBeNull());
  await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file);
  expect(await screen.findByText(/מה יש בכל עמודה של customers.csv\?/)).toBeInTheDocument();
  expect(await shownInput('כותרת השדה של עמודה 2')).toHaveValue('Name');
  expect(document.documentElement.dir).toBe('rtl');
});
