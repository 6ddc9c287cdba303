import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
// jsdom's File is not the Blob that Node's FormData (used by fetch here) takes; a browser's is.
import { File as NodeFile } from 'node:buffer';
import type { ReportsBlacklistSubmitResult } from '../../api/generated/reports';
import { apiUrl, server } from '../../test/server';
import { renderBlacklistPage, serveBlacklist } from './renderBlacklistPage';

/** Answers submit-blacklist with `result`; returns the form fields each request sent. */
function serveSubmit(result: ReportsBlacklistSubmitResult) {
  const sent: Record<string, string>[] = [];
  server.use(
    http.post(apiUrl('/reports/submit-blacklist'), async ({ request }) => {
      const form = await request.formData();
      sent.push(Object.fromEntries([...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${v.name}`])));
      return HttpResponse.json({ data: result });
    }),
  );
  return sent;
}

const pasteBox = () => screen.getByRole('textbox', { name: 'Numbers to add' });

async function pasteNumbers(text: string) {
  await screen.findByText('0501234567');
  await userEvent.click(pasteBox());
  await userEvent.paste(text);
  await userEvent.click(screen.getByRole('button', { name: 'Add the pasted numbers' }));
}

test('pasted numbers with invalid ones: nothing added, the counts and each invalid line shown', async () => {
  serveBlacklist();
  const text = '0501111111\nabc\n0522222222\n12\n';
  const sent = serveSubmit({ status: -2, submitted: 4, added: 0, existing: 0, invalid: 2, invalidPhones: ['abc', '12'] });
  renderBlacklistPage();
  await pasteNumbers(text);
  expect(await screen.findByText('Some of the numbers are not valid, so none were added. Please correct them and try again.')).toBeInTheDocument();
  expect(screen.getByText('Numbers read: 4')).toBeInTheDocument();
  expect(screen.getByText('Added: 0')).toBeInTheDocument();
  expect(screen.getByText('Invalid: 2')).toBeInTheDocument();
  const invalid = screen.getByRole('table', { name: 'Invalid numbers' });
  expect(within(within(invalid).getByText('abc').closest('tr') as HTMLElement).getByText('2')).toBeInTheDocument();
  expect(within(within(invalid).getByText('12').closest('tr') as HTMLElement).getByText('4')).toBeInTheDocument();
  // A form sends its line breaks as CRLF.
  expect(sent).toEqual([{ numbers: text.replace(/\n/g, '\r\n') }]);
  // Kept to be corrected.
  expect(pasteBox()).toHaveValue(text);
});

test('pasted numbers partly added: how many were added and already there, and the table refreshes', async () => {
  const asked = serveBlacklist();
  serveSubmit({ status: 2, submitted: 3, added: 2, existing: 1, invalid: 0 });
  renderBlacklistPage();
  await pasteNumbers('0501111111\n0522222222\n0501234567');
  expect(await screen.findByText('2 of 3 numbers were added; the rest were already in the blacklist.')).toBeInTheDocument();
  expect(screen.getByText('Added: 2')).toBeInTheDocument();
  expect(screen.getByText('Already in the blacklist: 1')).toBeInTheDocument();
  expect(pasteBox()).toHaveValue('');
  await waitFor(() => expect(asked.length).toBeGreaterThanOrEqual(2));
});

test('all numbers already there is said plainly', async () => {
  serveBlacklist();
  serveSubmit({ status: 0, submitted: 1, added: 0, existing: 1, invalid: 0 });
  renderBlacklistPage();
  await pasteNumbers('0501234567');
  expect(await screen.findByText('All the numbers are already in the blacklist.')).toBeInTheDocument();
});

test('an uploaded file is sent as the file and its result shown without line numbers', async () => {
  serveBlacklist();
  const sent = serveSubmit({ status: -2, submitted: 3, added: 0, existing: 0, invalid: 1, invalidPhones: ['hello'] });
  const { container } = renderBlacklistPage();
  await screen.findByText('0501234567');
  const input = container.ownerDocument.querySelector('input[type=file]') as HTMLInputElement;
  await userEvent.upload(input, new NodeFile(['0501111111\nhello\n0522222222\n'], 'numbers.csv', { type: 'text/csv' }) as unknown as File);
  expect(await screen.findByText('Invalid: 1')).toBeInTheDocument();
  const invalid = screen.getByRole('table', { name: 'Invalid numbers' });
  expect(within(invalid).queryByRole('columnheader', { name: 'Line' })).not.toBeInTheDocument();
  expect(within(invalid).getByText('hello')).toBeInTheDocument();
  expect(sent).toEqual([{ file: 'file:numbers.csv' }]);
});
