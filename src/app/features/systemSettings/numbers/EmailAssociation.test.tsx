import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dana, mountScreen, pickCustomer, serveBlocks } from '../blocks/testBlocks';
import EmailAssociation from './EmailAssociation';

describe('email-association', () => {
  it('saves the addresses; one another customer holds is refused and named', async () => {
    const { bodiesOf } = serveBlocks({
      '/super-admin/assigning-email': (b) => ((b.emails as string[]).includes('taken@shop.example') ? { status: -2, takenEmails: ['taken@shop.example'] } : { status: 1, takenEmails: [] }),
    });
    mountScreen(EmailAssociation);
    await pickCustomer('Customer', dana);
    const box = screen.getByRole('combobox', { name: 'E-mail addresses (up to 3)' });
    await userEvent.type(box, 'orders@shop.example,');
    await userEvent.click(screen.getByRole('button', { name: 'Save addresses' }));
    expect(await screen.findByText('The e-mail addresses were saved.')).toBeInTheDocument();
    await userEvent.type(box, 'taken@shop.example,');
    await userEvent.click(screen.getByRole('button', { name: 'Save addresses' }));
    expect(await screen.findByText('Already associated with another customer: taken@shop.example')).toBeInTheDocument();
    expect(bodiesOf('/super-admin/assigning-email')).toEqual([
      { userId: 501, emails: ['orders@shop.example'] },
      { userId: 501, emails: ['orders@shop.example', 'taken@shop.example'] },
    ]);
  });

  it('refuses a bad address before sending', async () => {
    const { bodiesOf } = serveBlocks({ '/super-admin/assigning-email': () => ({ status: 1 }) });
    mountScreen(EmailAssociation);
    await pickCustomer('Customer', dana);
    await userEvent.type(screen.getByRole('combobox', { name: 'E-mail addresses (up to 3)' }), 'not-an-address,');
    await userEvent.click(screen.getByRole('button', { name: 'Save addresses' }));
    expect(await screen.findByText('Not a valid e-mail address: not-an-address')).toBeInTheDocument();
    expect(bodiesOf('/super-admin/assigning-email')).toEqual([]);
  });
});
