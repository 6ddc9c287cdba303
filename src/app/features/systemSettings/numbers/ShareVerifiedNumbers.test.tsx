import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { avi, mountScreen, pickCustomer, serveBlocks } from '../blocks/testBlocks';
import ShareVerifiedNumbers from './ShareVerifiedNumbers';

const chain = { id: 7, name: 'Chain stores', members: [501], memberNames: ['dana'], phones: ['039876543'] };

describe('share-verified-numbers', () => {
  it('creates a group, adds a customer and removes one; a taken name is refused', async () => {
    const { bodiesOf } = serveBlocks({
      '/super-admin/verified-groups-get': () => [chain],
      '/super-admin/verified-groups-add': (b) => (b.name === 'Chain stores' ? { status: -2 } : { status: 1, id: 8 }),
      '/super-admin/verified-groups-add-member': () => ({ status: 1 }),
      '/super-admin/verified-groups-remove-member': () => ({ status: 1 }),
    });
    mountScreen(ShareVerifiedNumbers);
    const card = await screen.findByLabelText('Chain stores');
    expect(within(card).getByText('039876543')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Group name'), 'Chain stores');
    await userEvent.click(screen.getByRole('button', { name: 'Create group' }));
    expect(await screen.findByText('A group with this name already exists.')).toBeInTheDocument();
    await pickCustomer('Add a customer to the group', avi);
    await userEvent.click(within(card).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('The customer was added to the group.')).toBeInTheDocument();
    await userEvent.click(within(card).getByLabelText('Remove dana from the group'));
    expect(await screen.findByText('The customer was removed from the group.')).toBeInTheDocument();
    expect(bodiesOf('/super-admin/verified-groups-add-member')).toEqual([{ groupId: 7, userId: 502 }]);
    expect(bodiesOf('/super-admin/verified-groups-remove-member')).toEqual([{ groupId: 7, userId: 501 }]);
  });

  it('says when there are no groups', async () => {
    serveBlocks({ '/super-admin/verified-groups-get': () => [] });
    mountScreen(ShareVerifiedNumbers);
    expect(await screen.findByText('There are no groups yet.')).toBeInTheDocument();
  });
});
