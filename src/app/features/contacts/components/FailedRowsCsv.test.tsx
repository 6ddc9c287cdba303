import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, sessionFor } from '../../../test/render';
import { downloadFile } from '../../../ui/downloadFile';
import { FailedRows } from './FailedRows';

jest.mock('../../../ui/downloadFile', () => ({ downloadFile: jest.fn() }));

test('the failed rows download writes pasted values typed as formulas as text (CSV injection)', async () => {
  renderWithProviders(<FailedRows rows={[{ row: 2, phone: '@SUM(1+1)*cmd', reason: 'invalidPhone', values: ['@SUM(1+1)*cmd', 'x'] }]} />, { preloadedState: sessionFor() });
  await userEvent.click(await screen.findByRole('button', { name: /download/i }));
  await waitFor(() => expect(downloadFile).toHaveBeenCalled());
  const [csv, name] = jest.mocked(downloadFile).mock.calls[0];
  expect(name).toBe('failed-rows.csv');
  const [, row] = String(csv).split('\r\n');
  expect(row).toMatch(/^2,'@SUM\(1\+1\)\*cmd,[^,]+,"'@SUM\(1\+1\)\*cmd, x"$/);
});
