import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../../../test/server';
import { button, field, findButton, serveJson, user } from '../extrasTestData';
import { renderCampaignPage } from '../renderCampaignPage';
import { serveComposer } from '../testData';

/** Counts reads of a sender list after serveComposer's own handler. */
function countReads(path: string, data: unknown) {
  const reads = { n: 0 };
  server.use(
    http.post(apiUrl(path), () => {
      reads.n += 1;
      return HttpResponse.json({ data });
    }),
  );
  return reads;
}

async function openNameRequest() {
  renderCampaignPage('/campaign');
  await user().click(await findButton('Request a new sender name'));
}

// The composer is a large page and CPU is shared: its steps take longer than most.
jest.setTimeout(120_000);

test('a new sender name: the shared rule first, then verify and insert; pending is said and the names are read again', async () => {
  serveComposer();
  const names = countReads('/campaigns/get-source-names', [{ id: 1, name: 'DemoShop', status: 'approved' }]);
  const verified = serveJson('/campaigns/verify-source-name', () => ({ status: 1 }));
  const inserted = serveJson('/campaigns/insert-source-name', () => ({ status: 2, sourceName: { id: 3, name: 'NEWSHOP', status: 'pending' } }));
  await openNameRequest();
  const box = field('New sender name');
  fireEvent.change(box, { target: { value: 'שלום' } });
  await user().click(button('Request'));
  expect(screen.getByText('The sender name must be 1 to 11 English letters or digits, with at least one letter.')).toBeInTheDocument();
  expect(verified).toHaveLength(0);

  fireEvent.change(box, { target: { value: 'NEWSHOP' } });
  await user().click(button('Request'));
  expect(await screen.findByText('The sender name was added. It can be used once it is approved.')).toBeInTheDocument();
  expect(verified).toEqual([{ name: 'NEWSHOP' }]);
  expect(inserted).toEqual([{ name: 'NEWSHOP' }]);
  await waitFor(() => expect(names.n).toBe(2));
});

test.each([
  ['verify-source-name', -4, 'This sender name already exists.'],
  ['insert-source-name', -3, 'This sender name belongs to someone else and cannot be added.'],
])('a refusal of %s (%i) is said, translated', async (call, status, message) => {
  serveComposer();
  serveJson('/campaigns/verify-source-name', () => ({ status: call === 'verify-source-name' ? status : 1 }));
  const inserted = serveJson('/campaigns/insert-source-name', () => ({ status }));
  await openNameRequest();
  fireEvent.change(field('New sender name'), { target: { value: 'Shop+' } });
  await user().click(button('Request'));
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(inserted).toHaveLength(call === 'verify-source-name' ? 0 : 1);
  expect(field('New sender name')).toBeInTheDocument();
});

test('a new number gets a code, the code verifies it, and it becomes the sender', async () => {
  serveComposer();
  const numbers = countReads('/campaigns/get-verified-numbers', [{ id: 1, phone: '0531234567', isAttached: true }, { id: 2, phone: '0541112222' }]);
  const asked = serveJson<{ phone: string; code?: string }>('/campaigns/verify-phone-number', (body) => ({ status: body.code ? 7 : 0 }));
  renderCampaignPage('/campaign');
  await user().click(await findButton('Verify a new number'));
  fireEvent.change(field('Number to verify'), { target: { value: '054-111-2222' } });
  await user().click(button('Send a code'));
  expect(await screen.findByText('A verification message was sent to the number. Enter the code you received.')).toBeInTheDocument();
  fireEvent.change(field('Verification code'), { target: { value: '4321' } });
  await user().click(button('Verify'));
  expect(await screen.findByText('The number was verified.')).toBeInTheDocument();
  expect(asked).toEqual([{ phone: '0541112222' }, { phone: '0541112222', code: '4321' }]);
  await waitFor(() => expect(numbers.n).toBe(2));
  expect(screen.getByLabelText('Verified number', { selector: 'input[type="radio"]' })).toBeChecked();
});

test('an invalid number is said, translated', async () => {
  serveComposer();
  serveJson('/campaigns/verify-phone-number', () => ({ status: -1 }));
  renderCampaignPage('/campaign');
  await user().click(await findButton('Verify a new number'));
  fireEvent.change(field('Number to verify'), { target: { value: '12' } });
  await user().click(button('Send a code'));
  expect(await screen.findByText('The phone number is not valid.')).toBeInTheDocument();
  expect(screen.queryByLabelText('Verification code', { selector: 'input' })).not.toBeInTheDocument();
});

test('a number verified by a call keeps the number to call on screen; checking again after support confirmed it makes it the sender', async () => {
  serveComposer();
  let confirmedBySupport = false;
  const asked = serveJson<{ phone: string }>('/campaigns/verify-phone-number', () => (confirmedBySupport ? { status: 1 } : { status: 6, callNumber: '03-5551234' }));
  const numbers = countReads('/campaigns/get-verified-numbers', [{ id: 3, phone: '035557777' }]);
  renderCampaignPage('/campaign');
  await user().click(await findButton('Verify a new number'));
  fireEvent.change(field('Number to verify'), { target: { value: '03-555-7777' } });
  await user().click(button('Send a code'));
  expect(await screen.findByText(/A code cannot be texted to 03-555-7777\. To verify it, call 03-5551234 from it/)).toBeInTheDocument();
  expect(screen.queryByLabelText('Verification code', { selector: 'input' })).not.toBeInTheDocument();
  confirmedBySupport = true;
  await user().click(button('Check again'));
  await waitFor(() => expect(screen.queryByText(/A code cannot be texted/)).not.toBeInTheDocument());
  expect(asked).toEqual([{ phone: '03-555-7777' }, { phone: '03-555-7777' }]);
  await waitFor(() => expect(numbers.n).toBe(2));
});
