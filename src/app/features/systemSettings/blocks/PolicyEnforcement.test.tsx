import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PolicyEnforcement from './PolicyEnforcement';
import { avi, mountScreen, pickCustomer, serveBlocks } from './testBlocks';

describe('enforcement-of-policy-approval', () => {
  it('requires a customer to accept the terms again, in Hebrew right to left', async () => {
    const { bodiesOf } = serveBlocks({ '/users/enforcement-user': () => ({ status: 1 }) });
    mountScreen(PolicyEnforcement, 'he');
    const enforce = await screen.findByRole('button', { name: 'חיוב אישור התקנון מחדש' });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await pickCustomer('לקוח', avi);
    await userEvent.click(enforce);
    expect(await screen.findByText('הדרישה מהמשתמש לאשר את תנאי השימוש עודכנה.')).toBeInTheDocument();
    expect(bodiesOf('/users/enforcement-user')).toEqual([{ userId: 502, enforce: true }]);
  });

  it('an error answer is said and nothing else happens', async () => {
    serveBlocks({ '/users/enforcement-user': () => ({ status: -1 }) });
    mountScreen(PolicyEnforcement);
    await pickCustomer('Customer', avi);
    await userEvent.click(screen.getByRole('button', { name: 'Lift the requirement' }));
    expect(await screen.findByText('The data could not be saved.')).toBeInTheDocument();
  });
});
