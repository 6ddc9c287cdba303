import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AflaloUnblocking from './AflaloUnblocking';
import { mountScreen, serveBlocks } from './testBlocks';

const blockedRow = { phone: '0527100001', source: 'removePage', sender: 'Shop', blockedAt: Date.UTC(2026, 10, 20, 8, 0) };

describe('aflalu-unblocking', () => {
  it('lists the numbers blocked system-wide and unblocks one row; the list is asked again', async () => {
    let rows = [blockedRow];
    const { bodiesOf } = serveBlocks({
      '/super-admin/get-aflalo': () => ({ total: rows.length, rows }),
      '/super-admin/set-aflalo': () => {
        rows = [];
        return { status: 1, changed: 1, unchanged: 0, invalidPhones: [] };
      },
    });
    mountScreen(AflaloUnblocking);
    const table = await screen.findByRole('table', { name: 'Numbers blocked system-wide' });
    const row = (await within(table).findByText('0527100001')).closest('tr')!;
    expect(within(row).getByText('The recipient (remove-number page)')).toBeInTheDocument();
    expect(within(row).getByText('Shop')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Unblock 0527100001' }));
    expect(await screen.findByText('The numbers were updated.')).toBeInTheDocument();
    expect(await within(table).findByText('No number is blocked system-wide.')).toBeInTheDocument();
    expect(bodiesOf('/super-admin/set-aflalo')).toEqual([{ phones: ['0527100001'], action: 'unblock' }]);
  });

  it('blocks typed numbers with a comment, searches by digits, and says when a number is not valid', async () => {
    const { bodiesOf } = serveBlocks({
      '/super-admin/get-aflalo': () => ({ total: 0, rows: [] }),
      '/super-admin/set-aflalo': () => ({ status: -2, changed: 0, unchanged: 0, invalidPhones: ['000'] }),
    });
    mountScreen(AflaloUnblocking);
    await userEvent.type(await screen.findByLabelText('Numbers (one per line)'), '0527100002{enter}000000000');
    await userEvent.type(screen.getByLabelText('Comment (kept in the audit log)'), 'asked by phone');
    await userEvent.click(screen.getByRole('button', { name: 'Block system-wide' }));
    expect(await screen.findByText(/not valid/i)).toBeInTheDocument();
    expect(bodiesOf('/super-admin/set-aflalo')).toEqual([{ phones: ['0527100002', '000000000'], action: 'block', comment: 'asked by phone' }]);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by number' }), '052-71{enter}');
    await screen.findByText('No number is blocked system-wide.');
    expect(bodiesOf('/super-admin/get-aflalo').at(-1)).toEqual({ phone: '05271', page: 1 });
  });
});
