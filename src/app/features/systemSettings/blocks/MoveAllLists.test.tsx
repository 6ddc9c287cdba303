import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MoveAllLists from './MoveAllLists';
import { avi, dana, mountScreen, pickCustomer, serveBlocks } from './testBlocks';

const danaLists = [
  { id: 7, name: 'Clients', parentId: -1, totalLength: 120, creationDate: '10/01/2026 08:00' },
  { id: 8, name: 'VIP', parentId: 7, totalLength: 3, creationDate: '11/01/2026 08:00' },
];

async function chooseBoth() {
  await pickCustomer('Move the lists of', dana);
  expect(await screen.findByRole('table', { name: 'Contact lists of Dana Cohen (dana)' })).toBeInTheDocument();
  await screen.findByText('Clients');
  await pickCustomer('To the account of', avi);
}

describe('move-all-distribution-lists', () => {
  it("shows the giver's lists and moves them all after a confirm; the lists are asked again", async () => {
    let lists = danaLists;
    const { bodiesOf } = serveBlocks({
      '/super-admin/get-all-cl-user-id': () => lists,
      '/super-admin/move-all-contact-lists': () => {
        lists = [];
        return { status: 1, moved: 2, takenNames: [] };
      },
    });
    mountScreen(MoveAllLists);
    await chooseBoth();
    await userEvent.click(screen.getByRole('button', { name: 'Move all lists (2)' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('The lists were moved.')).toBeInTheDocument();
    expect(await screen.findByText('This customer has no contact list.')).toBeInTheDocument();
    expect(bodiesOf('/super-admin/move-all-contact-lists')).toEqual([{ fromUserId: 501, toUserId: 502 }]);
  });

  it('a name the receiver already uses stops the move, and the names are listed', async () => {
    serveBlocks({
      '/super-admin/get-all-cl-user-id': () => danaLists,
      '/super-admin/move-all-contact-lists': () => ({ status: -2, moved: 0, takenNames: ['clients'] }),
    });
    mountScreen(MoveAllLists);
    await chooseBoth();
    await userEvent.click(screen.getByRole('button', { name: 'Move all lists (2)' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('The receiving account already has lists by these names. Nothing was moved:')).toBeInTheDocument();
    expect(screen.getByText('clients')).toBeInTheDocument();
  });
});
