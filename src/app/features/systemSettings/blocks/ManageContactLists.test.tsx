import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ManageContactLists from './ManageContactLists';
import { dana, mountScreen, pickCustomer, serveBlocks } from './testBlocks';

describe('manage-contact-lists', () => {
  it("shows the chosen customer's lists and deletes a chosen one after a confirm", async () => {
    let lists = [{ id: 7, name: 'Clients', totalLength: 120 }, { id: 9, name: 'Old', totalLength: 4 }];
    const { bodiesOf } = serveBlocks({
      '/super-admin/get-cl-with-subs': () => lists,
      '/super-admin/delete-contact-lists': () => {
        lists = lists.filter((l) => l.id !== 9);
        return { status: 1, deleted: 1 };
      },
    });
    mountScreen(ManageContactLists);
    await pickCustomer('Customer', dana);
    const row = (await screen.findByText('Old')).closest('tr')!;
    await userEvent.click(within(row).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: /Delete/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('The contact lists were deleted. They can still be restored.')).toBeInTheDocument();
    expect(bodiesOf('/super-admin/delete-contact-lists')).toEqual([{ userId: 501, contactListIds: [9] }]);
    // The lists are read again: the deleted one leaves the table.
    await waitFor(() => expect(screen.queryByText('Old')).not.toBeInTheDocument());
    expect(screen.getByText('Clients')).toBeInTheDocument();
  });

  it('a parent list the caller may not delete is refused with its message', async () => {
    serveBlocks({
      '/super-admin/get-cl-with-subs': () => [{ id: 7, name: 'Clients', totalLength: 120 }],
      '/super-admin/delete-contact-lists': () => ({ status: -2, deleted: 0 }),
    });
    mountScreen(ManageContactLists);
    await pickCustomer('Customer', dana);
    const row = (await screen.findByText('Clients')).closest('tr')!;
    await userEvent.click(within(row).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: /Delete/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('You do not have permission to delete a parent list.')).toBeInTheDocument();
  });
});
