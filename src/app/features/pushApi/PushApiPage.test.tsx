import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import ar from '../../../../locales/ar/pushApi.json';
import he from '../../../../locales/he/pushApi.json';
import ru from '../../../../locales/ru/pushApi.json';
import { apiUrl, server } from '../../test/server';
import { AddNewPushUrl, SendPushTestEvent } from '../../../contract/statusCodes';
import { lastDeliveries, receipts, renderPushApiPage, replies, servePushApi } from './renderPushApiPage';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const rowOf = async (url: string) => (await screen.findByText(url)).closest('tr') as HTMLElement;

test('lists each URL with its events, service, comments, localized updated date, status and alarm', async () => {
  servePushApi();
  renderPushApiPage();
  const first = await rowOf(receipts.url!);
  expect(within(first).getByText('Delivery receipts')).toBeInTheDocument();
  expect(within(first).getByText('SMS')).toBeInTheDocument();
  expect(within(first).getByText('Our CRM')).toBeInTheDocument();
  expect(within(first).getByText('3 Apr 2026, 10:05')).toBeInTheDocument();
  expect(within(first).getByRole('switch', { name: `Open or block ${receipts.url}` })).toBeChecked();
  expect(within(first).getByRole('switch', { name: `Alarm when ${receipts.url} stops answering` })).toBeChecked();
  const second = await rowOf(replies.url!);
  expect(within(second).getByText('Incoming messages')).toBeInTheDocument();
  expect(within(second).getByText('WhatsApp')).toBeInTheDocument();
  expect(within(second).getByRole('switch', { name: `Open or block ${replies.url}` })).not.toBeChecked();
  expect(within(second).getByRole('switch', { name: `Alarm when ${replies.url} stops answering` })).not.toBeChecked();
});

test('the switches block, open and set the alarm of that URL, and the list is asked again', async () => {
  const asked = servePushApi();
  renderPushApiPage();
  const u = user();
  await u.click(within(await rowOf(receipts.url!)).getByRole('switch', { name: `Open or block ${receipts.url}` }));
  await waitFor(() => expect(asked.status).toEqual([{ id: 1, status: 'blocked' }]));
  expect(await screen.findByText("The push URL's status was changed.")).toBeInTheDocument();
  await u.click(within(await rowOf(replies.url!)).getByRole('switch', { name: `Open or block ${replies.url}` }));
  await u.click(within(await rowOf(replies.url!)).getByRole('switch', { name: `Alarm when ${replies.url} stops answering` }));
  await waitFor(() => expect(asked.alarm).toEqual([{ id: 2, alarm: true }]));
  expect(asked.status).toEqual([{ id: 1, status: 'blocked' }, { id: 2, status: 'open' }]);
  await waitFor(() => expect(asked.list.length).toBeGreaterThanOrEqual(4));
});

test('delete asks first: cancel deletes nothing, OK deletes that URL', async () => {
  const asked = servePushApi();
  renderPushApiPage();
  const u = user();
  await u.click(within(await rowOf(receipts.url!)).getByRole('button', { name: `Delete ${receipts.url}` }));
  const dialog = await screen.findByRole('dialog', { name: /Delete the push address/ });
  expect(within(dialog).getByText(/^Delete https:\/\/crm\.example\.com\/receipts\? Its waiting events and its delivery log/)).toBeInTheDocument();
  await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(asked.delete).toEqual([]);
  await u.click(within(await rowOf(receipts.url!)).getByRole('button', { name: `Delete ${receipts.url}` }));
  await u.click(within(await screen.findByRole('dialog', { name: /Delete the push address/ })).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(asked.delete).toEqual([{ id: 1 }]));
  expect(await screen.findByText('The push URL was deleted.')).toBeInTheDocument();
});

test('"send a test event" shows the HTTP status the receiver answered, and the deliveries are asked again', async () => {
  const asked = servePushApi();
  const sent: unknown[] = [];
  server.use(
    http.post(apiUrl('/users/push-api/send-test-event'), async ({ request }) => {
      const body = (await request.json()) as { id: number };
      sent.push(body);
      return HttpResponse.json({ data: body.id === 1 ? { status: SendPushTestEvent.taken, httpStatus: 200, durationMs: 41 } : { status: SendPushTestEvent.refused, httpStatus: 503, durationMs: 80 } });
    }),
  );
  renderPushApiPage();
  const u = user();
  await u.click(within(await rowOf(receipts.url!)).getByRole('button', { name: `Send a test event to ${receipts.url}` }));
  expect(await within(await rowOf(receipts.url!)).findByText('The receiver answered HTTP 200 in 41 ms: the test event was received.')).toBeInTheDocument();
  await u.click(within(await rowOf(replies.url!)).getByRole('button', { name: `Send a test event to ${replies.url}` }));
  expect(await within(await rowOf(replies.url!)).findByText('The receiver answered HTTP 503 in 80 ms: it did not accept the test event.')).toBeInTheDocument();
  expect(sent).toEqual([{ id: 1 }, { id: 2 }]);
  await waitFor(() => expect(asked.deliveries.length).toBeGreaterThanOrEqual(3));
});

test('a test event that got no answer, or went to a private address, says so', async () => {
  servePushApi();
  server.use(
    http.post(apiUrl('/users/push-api/send-test-event'), async ({ request }) => {
      const { id } = (await request.json()) as { id: number };
      return HttpResponse.json({ data: { status: id === 1 ? SendPushTestEvent.noAnswer : SendPushTestEvent.notPublic, durationMs: 3 } });
    }),
  );
  renderPushApiPage();
  const u = user();
  await u.click(within(await rowOf(receipts.url!)).getByRole('button', { name: `Send a test event to ${receipts.url}` }));
  expect(await screen.findByText('No answer: the address could not be reached or did not answer in time.')).toBeInTheDocument();
  await u.click(within(await rowOf(replies.url!)).getByRole('button', { name: `Send a test event to ${replies.url}` }));
  expect(await screen.findByText('The address leads to a private network or to the server itself, so nothing was sent.')).toBeInTheDocument();
});

test("a URL's row opens onto its last deliveries: time, event, HTTP status or no answer, duration", async () => {
  servePushApi();
  renderPushApiPage();
  const u = user();
  await u.click(within(await rowOf(receipts.url!)).getByRole('button', { name: /expand/i }));
  const table = await screen.findByRole('table', { name: `Last deliveries to ${receipts.url}` });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(2);
  // 07:06:07 UTC on 3 April is 10:06:07 in Israel (summer time).
  expect(within(rows[0]).getByText('3 Apr 2026, 10:06:07')).toBeInTheDocument();
  expect(within(rows[0]).getByText('Test event')).toBeInTheDocument();
  expect(within(rows[0]).getByText('200')).toBeInTheDocument();
  expect(within(rows[0]).getByText('41 ms')).toBeInTheDocument();
  expect(within(rows[1]).getByText('Delivery receipts')).toBeInTheDocument();
  expect(within(rows[1]).getByText('No answer')).toBeInTheDocument();
  expect(within(rows[1]).getByText('Error: connect ECONNREFUSED')).toBeInTheDocument();
  // The other URL's delivery is not in this one's.
  expect(within(table).queryByText('503')).not.toBeInTheDocument();
  expect(lastDeliveries).toHaveLength(3);
});

describe('adding a URL', () => {
  const serveAdd = (answer: object) => {
    const added: unknown[] = [];
    server.use(
      http.post(apiUrl('/users/push-api/add-new-push-url'), async ({ request }) => {
        added.push(await request.json());
        return HttpResponse.json({ data: answer });
      }),
    );
    return added;
  };
  const typeUrl = async (text: string) => {
    const field = await screen.findByRole('textbox', { name: 'Address (URL)' });
    await user().clear(field);
    await user().type(field, text);
  };

  test('an empty or non-http address is refused under the field without asking the server', async () => {
    servePushApi();
    const added = serveAdd({ status: AddNewPushUrl.added });
    renderPushApiPage();
    await user().click(await screen.findByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Enter the address.')).toBeInTheDocument();
    await typeUrl('ftp://crm.example.com/x');
    await user().click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Enter a valid address that starts with http:// or https://.')).toBeInTheDocument();
    expect(added).toEqual([]);
  });

  test("the server's refusal of a private address is shown under the field, translated", async () => {
    servePushApi();
    const added = serveAdd({ status: AddNewPushUrl.notPublic });
    renderPushApiPage();
    await typeUrl('http://10.0.0.5/hook');
    await user().click(screen.getByRole('button', { name: 'Add' }));
    const message = await screen.findByText('The address leads to a private network or to the server itself. Enter a public internet address.');
    expect(message.closest('.ant-form-item')).toContainElement(screen.getByRole('textbox', { name: 'Address (URL)' }));
    expect(added).toEqual([{ userId: 10, url: 'http://10.0.0.5/hook', type: 'delivery', service: 'sms', comments: '', alarm: false }]);
  });

  test('an added URL shows its signing secret once, and the list is asked again', async () => {
    const asked = servePushApi();
    const added = serveAdd({ status: AddNewPushUrl.added, secret: 'whsec_abc123', pushUrl: { ...receipts, id: 3, url: 'https://hooks.example.com/clicks', type: 'click' } });
    renderPushApiPage();
    await typeUrl('  https://hooks.example.com/clicks ');
    await user().click(screen.getByRole('combobox', { name: 'Events' }));
    const open = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-dropdown')).filter((d) => !d.className.includes('hidden'));
    await user().click(within(open[open.length - 1]!).getByTitle('Clicks'));
    await user().type(screen.getByRole('textbox', { name: 'Comments' }), 'Landing pages');
    await user().click(screen.getByRole('checkbox', { name: 'Alarm when it stops answering' }));
    await user().click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'The signing secret of https://hooks.example.com/clicks' });
    expect(within(dialog).getByText('whsec_abc123')).toBeInTheDocument();
    expect(added).toEqual([{ userId: 10, url: 'https://hooks.example.com/clicks', type: 'click', service: 'sms', comments: 'Landing pages', alarm: true }]);
    await waitFor(() => expect(asked.list.length).toBeGreaterThanOrEqual(2));
    await user().click(within(dialog).getByRole('button', { name: 'I saved it' }));
    await waitFor(() => expect(screen.queryByText('whsec_abc123')).not.toBeInTheDocument());
  });
});

test("another account's user (the server's 404) is said on the page, with no URL list and no error dialog", async () => {
  const asked = servePushApi();
  renderPushApiPage(99);
  expect(await screen.findByText('This user was not found among the users you manage.')).toBeInTheDocument();
  expect(asked.list).toEqual(['99']);
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test.each([
  ['he', he, '3 באפר׳ 2026, 10:05'],
  ['ru', ru, '3 апр. 2026 г., 10:05'],
  ['ar', ar, '3 أبريل 2026, 10:05'],
] as const)('in %s the page, its event types and its dates are translated', async (language, texts, updated) => {
  servePushApi();
  renderPushApiPage(10, language);
  expect(await screen.findByRole('heading', { name: texts.page.title })).toBeInTheDocument();
  const first = await rowOf(receipts.url!);
  expect(within(first).getByText(texts.types.delivery)).toBeInTheDocument();
  expect(await within(first).findByText(updated)).toBeInTheDocument();
  expect(within(first).getByRole('button', { name: texts.test.named.replace('{{url}}', receipts.url!) })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: texts.add.submit })).toBeInTheDocument();
});
