import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../../test/server';
import { renderContactsPage, servePageData } from './renderContactsPage';

/** Pasting is what typing would give here, at a fraction of jsdom's per-key cost. */
async function fill(name: string, value: string) {
  const field = screen.getByRole('textbox', { name });
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(value);
}

test('pasted numbers: the summary and the failed rows with their reasons', async () => {
  servePageData();
  let pasted: unknown;
  server.use(
    http.post(apiUrl('/contacts/add-pasted-number-to-list'), async ({ request }) => {
      pasted = await request.json();
      return HttpResponse.json({
        data: {
          status: 2, saved: 2, duplicates: 1, failed: 2,
          failedRows: [
            { row: 3, phone: '12345', reason: 'invalidPhone', values: ['12345', 'Avi'] },
            { row: 4, phone: '0521234567', reason: 'invalidDate', values: ['0521234567', 'a', 'b', 'c', 'd', 'e', '31/02/90'] },
          ],
        },
      });
    }),
  );
  renderContactsPage('/contact-list/7');
  await userEvent.click(await screen.findByRole('tab', { name: 'Paste numbers' }));
  const box = screen.getByRole('textbox', { name: 'Numbers to paste' });
  await userEvent.click(box);
  await userEvent.paste('050-1234567\n972501234568\t\tDana\n12345,Avi\n0521234567,a,b,c,d,e,31/02/90');
  expect(screen.getByText('4 rows')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Add the numbers' }));

  expect(await screen.findByText('2 saved, 1 duplicates merged, 2 rows not saved.')).toBeInTheDocument();
  expect(pasted).toEqual({
    contactListId: 7,
    rows: [
      { phone: '050-1234567' },
      { phone: '972501234568', fields: ['', 'Dana'] },
      { phone: '12345', fields: ['Avi'] },
      { phone: '0521234567', fields: ['a', 'b', 'c', 'd', 'e', '31/02/90'] },
    ],
  });
  const failed = screen.getByRole('table');
  expect(within(within(failed).getByText('12345').closest('tr')!).getByText('Invalid phone number')).toBeInTheDocument();
  expect(within(within(failed).getByText('0521234567').closest('tr')!).getByText('Invalid date')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download failed rows (CSV)' })).toBeInTheDocument();
});

test('adding one contact needs a valid phone and a real birth date', async () => {
  servePageData();
  let added: unknown;
  server.use(
    http.post(apiUrl('/contacts/add-new-contacts'), async ({ request }) => {
      added = await request.json();
      return HttpResponse.json({ data: { status: 1 } });
    }),
  );
  renderContactsPage('/contact-list/7');
  await userEvent.click(await screen.findByRole('tab', { name: 'Add a contact' }));
  await userEvent.click(screen.getByRole('button', { name: 'Add to list' }));
  expect(await screen.findByText('This field is required.')).toBeInTheDocument();

  await fill('Phone', '123');
  await fill('Birth date', '31/02/90');
  await userEvent.click(screen.getByRole('button', { name: 'Add to list' }));
  expect(await screen.findByText('The phone number is not valid.')).toBeInTheDocument();
  expect(screen.getByText('The date is not valid (dd/mm/yy).')).toBeInTheDocument();
  expect(added).toBeUndefined();
});

test('a valid contact is sent with its phone in the stored form and the date as DD/MM/YYYY', async () => {
  servePageData();
  let added: unknown;
  server.use(
    http.post(apiUrl('/contacts/add-new-contacts'), async ({ request }) => {
      added = await request.json();
      return HttpResponse.json({ data: { status: 1, saved: 1 } });
    }),
  );
  renderContactsPage('/contact-list/7');
  await userEvent.click(await screen.findByRole('tab', { name: 'Add a contact' }));
  await fill('Phone', '050-123-4567');
  await fill('Birth date', '1/2/90');
  await fill('First', 'Dana');
  await userEvent.click(screen.getByRole('button', { name: 'Add to list' }));
  await waitFor(() => expect(added).toEqual({ contact_list_id: 7, arr: [{ PHONE: '501234567', DYNAMIC_FIELD1: 'Dana', DYNAMIC_FIELD6: '01/02/1990' }] }));
});
