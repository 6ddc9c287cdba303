import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dana, mountScreen, pickCustomer, serveBlocks } from '../blocks/testBlocks';
import AddVerifiedNumbers from './AddVerifiedNumbers';

describe('add-verified-numbers', () => {
  it('verifies a landline for the customer; a number verified for another customer is refused', async () => {
    const { bodiesOf } = serveBlocks({ '/super-admin/sys-verify-phone': (b) => ({ status: b.phone === '039876543' ? 7 : 2 }) });
    mountScreen(AddVerifiedNumbers);
    await pickCustomer('Customer', dana);
    const phone = screen.getByLabelText('Phone number');
    await userEvent.type(phone, '03-9876543');
    await userEvent.click(screen.getByRole('button', { name: 'Mark as verified' }));
    expect(await screen.findByText('The number was verified for the customer.')).toBeInTheDocument();
    // The form was reset for the next number: the box is a new one.
    await userEvent.type(screen.getByLabelText('Phone number'), '0527000000');
    await userEvent.click(screen.getByRole('button', { name: 'Mark as verified' }));
    expect(await screen.findByText('This number is verified for another customer.')).toBeInTheDocument();
    expect(bodiesOf('/super-admin/sys-verify-phone')).toEqual([
      { userId: 501, phone: '039876543', inheritToSubUsers: false },
      { userId: 501, phone: '0527000000', inheritToSubUsers: false },
    ]);
  });
});
