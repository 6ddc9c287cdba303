import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BlockingUsers from './BlockingUsers';
import { avi, dana, mountScreen, pickCustomer, serveBlocks } from './testBlocks';

describe('blocking-users', () => {
  it('blocks two chosen customers after a confirm, with their sub-users and the reason; the outcome is said', async () => {
    const { bodiesOf } = serveBlocks({ '/super-admin/assigning-block': (b) => ({ status: b.blocked ? 1 : 2 }) });
    mountScreen(BlockingUsers);
    await pickCustomer('Add a customer', dana);
    await pickCustomer('Add a customer', avi);
    expect(within(screen.getByRole('list', { name: 'Chosen customers' })).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText("Reason (kept in the customer's history)"), 'fraud');
    await userEvent.click(screen.getByRole('button', { name: 'Block fully' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('The users were blocked.')).toBeInTheDocument();
    expect(bodiesOf('/super-admin/assigning-block')).toEqual([{ userIds: [501, 502], blocked: true, includeSubUsers: true, reason: 'fraud' }]);
  });

  it('nothing is sent without a customer; an error answer is said', async () => {
    const { bodiesOf } = serveBlocks({ '/super-admin/assigning-block': () => ({ status: -1 }) });
    mountScreen(BlockingUsers);
    await userEvent.click(await screen.findByRole('button', { name: 'Lift the block' }));
    expect(await screen.findByText('Choose a customer.')).toBeInTheDocument();
    expect(bodiesOf('/super-admin/assigning-block')).toEqual([]);
    await pickCustomer('Add a customer', dana);
    await userEvent.click(screen.getByRole('button', { name: 'Lift the block' }));
    expect(await screen.findByText('The data could not be saved.')).toBeInTheDocument();
    expect(bodiesOf('/super-admin/assigning-block')).toEqual([{ userIds: [501], blocked: false, includeSubUsers: true }]);
  });
});
