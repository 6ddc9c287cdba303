import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dana, mountScreen, pickCustomer, serveBlocks } from '../blocks/testBlocks';
import AssignNumbers from './AssignNumbers';

const held = { number: '0527001001', type: 'attached', userId: 501, username: 'dana', assignedOn: '27/11/2026 10:00', expiresOn: '02/12/2026 10:00' };

describe('assign-numbers', () => {
  it('assigns reply numbers held 5 days by default; one another customer holds is named; the numbers held are listed', async () => {
    const { bodiesOf } = serveBlocks({
      '/super-admin/assigning-numbers': () => ({ status: 2, notAssigned: [{ number: '0527001002', type: 'attached', userId: 502, username: 'avi' }] }),
      '/super-admin/get_already_assign': () => [held],
    });
    mountScreen(AssignNumbers);
    await pickCustomer('Customer', dana);
    await userEvent.click(screen.getByRole('combobox', { name: 'Kind of number' }));
    await userEvent.click(await screen.findByTitle('Reply number'));
    await userEvent.type(screen.getByLabelText('Numbers (one a line, or separated by commas)'), '0527001001, 0527001002');
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('0527001002 — held by avi')).toBeInTheDocument();
    expect(bodiesOf('/super-admin/assigning-numbers')).toEqual([{ userId: 501, numbers: ['0527001001', '0527001002'], type: 'attached', permanent: false, holdDays: 5 }]);
    const table = screen.getByRole('region', { name: 'Assigned numbers' });
    expect(await within(table).findByText('0527001001')).toBeInTheDocument();
    expect(within(table).getByText('02/12/2026 10:00')).toBeInTheDocument();
  });

  it('lists the numbers that were not resold three a line in a warning; a bad number is refused before sending', async () => {
    const { bodiesOf } = serveBlocks({
      '/super-admin/insert-special-numbers': () => ({ status: 2, success: false, invalid_sim: ['0000000001'], in_process: ['0527000001', '0527000002', '0527000003', '0527000004'] }),
      '/super-admin/get_already_assign': () => [],
    });
    mountScreen(AssignNumbers);
    await pickCustomer('Customer', dana);
    await userEvent.click(screen.getByRole('combobox', { name: 'Kind of number' }));
    await userEvent.click(await screen.findByTitle('Resold number'));
    const box = screen.getByLabelText('Numbers (one a line, or separated by commas)');
    await userEvent.type(box, '12ab');
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Numbers of digits only, 9 to 16 of them: 12ab')).toBeInTheDocument();
    expect(bodiesOf('/super-admin/insert-special-numbers')).toEqual([]);
    await userEvent.clear(box);
    await userEvent.type(box, '0000000001 0527000001 0527000002 0527000003 0527000004');
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('The following numbers have not been resold')).toBeInTheDocument();
    const lines = within(within(dialog).getByRole('list', { name: 'Held by another customer' })).getAllByRole('listitem');
    expect(lines.map((l) => l.textContent)).toEqual(['0527000001, 0527000002, 0527000003', '0527000004']);
    expect(within(dialog).getByRole('list', { name: 'Not valid numbers' })).toHaveTextContent('0000000001');
  });

  it('is right to left in Hebrew', async () => {
    serveBlocks({ '/super-admin/get_already_assign': () => [] });
    mountScreen(AssignNumbers, 'he');
    expect(await screen.findByRole('button', { name: 'שיוך' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
