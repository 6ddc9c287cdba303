import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dana, mountScreen, pickCustomer, serveBlocks } from '../blocks/testBlocks';
import MoveAssociatedNumbers from './MoveAssociatedNumbers';

describe('move-associated-numbers', () => {
  it('a number another customer holds is refused until taken on purpose; the customer\'s number is released after a confirm', async () => {
    const { bodiesOf } = serveBlocks({
      '/super-admin/save-attach-number': (b) => ({ status: b.moveFromOtherUser ? 1 : -3 }),
      '/super-admin/get_already_assign': () => [{ number: '0527002001', type: 'attached', userId: 501, username: 'dana', assignedOn: '27/11/2026', expiresOn: '' }],
      '/super-admin/delete-attach-number': () => ({ status: 1 }),
    });
    mountScreen(MoveAssociatedNumbers);
    await pickCustomer('Customer', dana);
    await userEvent.type(screen.getByLabelText('Reply number'), '052-7002001');
    await userEvent.click(screen.getByRole('button', { name: 'Attach to the customer' }));
    expect(await screen.findByText('This number is attached to another customer.')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Take it from the customer who holds it now'));
    await userEvent.click(screen.getByRole('button', { name: 'Attach to the customer' }));
    expect(await screen.findByText('The reply number was attached to the customer.')).toBeInTheDocument();
    expect(bodiesOf('/super-admin/save-attach-number')).toEqual([
      { userId: 501, number: '0527002001', permanent: false, moveFromOtherUser: false, holdDays: 5 },
      { userId: 501, number: '0527002001', permanent: false, moveFromOtherUser: true, holdDays: 5 },
    ]);
    const table = screen.getByRole('region', { name: "The customer's reply numbers" });
    expect(await within(table).findByText('Permanent')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Release' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('The number was released from the customer.')).toBeInTheDocument();
    expect(bodiesOf('/super-admin/delete-attach-number')).toEqual([{ userId: 501, number: '0527002001' }]);
  });

  it('shows the files of a short number, or says there are none', async () => {
    serveBlocks({ '/super-admin/get_files_of_shortcut_number': (b) => (b.number === '4545' ? [{ id: 1, fileName: 'march.csv', hash: 'x', rows: 120, uploadedOn: '01/03/2026' }] : []) });
    mountScreen(MoveAssociatedNumbers);
    const number = await screen.findByLabelText('Short number');
    await userEvent.type(number, '4545');
    await userEvent.click(screen.getByRole('button', { name: 'Show files' }));
    expect(await screen.findByText('march.csv')).toBeInTheDocument();
    await userEvent.clear(number);
    await userEvent.type(number, '4546');
    await userEvent.click(screen.getByRole('button', { name: 'Show files' }));
    expect(await screen.findByText('No files were uploaded for this number.')).toBeInTheDocument();
  });
});
