import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../../../test/server';
import { renderContactsPage, servePageData } from '../renderContactsPage';

async function openSmart() {
  const rendered = renderContactsPage('/contact-list');
  await userEvent.click(await screen.findByRole('button', { name: 'Smart list' }));
  return { ...rendered, dialog: await screen.findByRole('dialog', { name: 'Create a smart list' }) };
}

/** antd draws the clickable options apart from its accessible listbox; they carry the title. */
async function choose(combobox: HTMLElement, title: string) {
  await userEvent.click(combobox);
  const options = await screen.findAllByTitle(title);
  await userEvent.click(options[options.length - 1]);
}

test('creates a list from chosen lists and conditions, then goes to the new list', async () => {
  servePageData();
  let asked: unknown;
  server.use(
    http.post(apiUrl('/contacts/create-smart-contact-list'), async ({ request }) => {
      asked = await request.json();
      return HttpResponse.json({ data: { status: 1, contactListId: 8, saved: 12 } });
    }),
  );
  const { dialog, router } = await openSmart();
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name of the new list' }), ' Born before 1990 ');
  await choose(within(dialog).getByRole('combobox', { name: 'Source lists' }), 'Customers');
  await choose(within(dialog).getByRole('combobox', { name: 'Source lists' }), 'Branch North');

  // Field 1 of the first chosen list is titled "First" there.
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Value of condition 1' }), 'Dana');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add a condition' }));
  await choose(within(dialog).getByRole('combobox', { name: 'Field of condition 2' }), 'Birth date');
  await choose(within(dialog).getByRole('combobox', { name: 'Comparison of condition 2' }), 'before');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Value of condition 2' }), '1/1/90');
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Those that meet at least one condition' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create the list' }));

  await waitFor(() => expect(router.state.location.pathname).toBe('/contact-list/8'));
  expect(asked).toEqual({
    name: 'Born before 1990',
    sourceContactListIds: [7, 20],
    match: 'any',
    conditions: [
      { field: 'DYNAMIC_FIELD1', operator: 'equals', value: 'Dana' },
      { field: 'DYNAMIC_FIELD6', operator: 'before', value: '1/1/90' },
    ],
  });
});

test('asks for a free name, a source list and values the conditions need', async () => {
  servePageData();
  let asked = false;
  server.use(
    http.post(apiUrl('/contacts/create-smart-contact-list'), () => {
      asked = true;
      return HttpResponse.json({ data: { status: 1, contactListId: 8 } });
    }),
  );
  const { dialog } = await openSmart();
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name of the new list' }), 'suppliers');
  await choose(within(dialog).getByRole('combobox', { name: 'Field of condition 1' }), 'Birth date');
  await choose(within(dialog).getByRole('combobox', { name: 'Comparison of condition 1' }), 'after');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Value of condition 1' }), '31/02/90');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create the list' }));

  expect(await within(dialog).findByText('This list name is taken. Please choose another.')).toBeInTheDocument();
  expect(within(dialog).getByText('Choose at least one list.')).toBeInTheDocument();
  expect(within(dialog).getByText('The date is not valid (dd/mm/yy).')).toBeInTheDocument();

  // An emptiness check takes no value at all.
  await choose(within(dialog).getByRole('combobox', { name: 'Comparison of condition 1' }), 'is empty');
  expect(within(dialog).queryByRole('textbox', { name: 'Value of condition 1' })).not.toBeInTheDocument();
  expect(asked).toBe(false);
});
