import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { QueueShipment, SendingQueue } from '../../api/generated/superAdmin';
import { routeByName } from '../../router/routes';
import { refusalOf } from '../../state/access';
import { liveQueueChanged, type NotificationsState } from '../../state/notifications';
import type { Language } from '../../state/preferences';
import { renderWithProviders, sessionFor } from '../../test/render';
import { findModal } from '../../test/findModal';
import { apiUrl, server } from '../../test/server';
import { ConfirmModalHost } from '../../ui/ConfirmModalHost';
import { NotificationHost } from '../../ui/NotificationHost';
import TrackQueuePage from './TrackQueuePage';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const at = Date.UTC(2026, 10, 27, 9, 0, 0);

const shipment = (s: Partial<QueueShipment> & Pick<QueueShipment, 'shipmentId' | 'campaignId' | 'campaignName' | 'state'>): QueueShipment => ({
  userId: 501,
  route: 'sms',
  runAt: at,
  startedAt: null,
  recipients: 1000,
  recipientsLeft: 1000,
  inFlight: 0,
  ratePerSecond: 0,
  ...s,
});

const sending = shipment({ shipmentId: 1, campaignId: 7, campaignName: 'Summer sale', state: 'sending', recipientsLeft: 600, inFlight: 40, ratePerSecond: 120 });
const behind = shipment({ shipmentId: 2, campaignId: 8, campaignName: 'Second send', state: 'waiting', waitingReason: 'turn', waitingFor: 7 });
const paused = shipment({ shipmentId: 3, campaignId: 9, campaignName: 'Paused one', state: 'waiting', waitingReason: 'paused' });
const held = shipment({ shipmentId: 4, campaignId: 10, campaignName: 'Held one', state: 'waiting', waitingReason: 'approval' });

const queueOf = (shipments: QueueShipment[], rate = 120): SendingQueue => ({
  at,
  rateSeconds: 5,
  more: false,
  lanes: [{ accountId: 501, username: 'dana.cohen', name: 'Dana Cohen', recipientsLeft: shipments.reduce((n, s) => n + s.recipientsLeft, 0), inFlight: 40, ratePerSecond: rate, shipments }],
  routes: [
    { route: 'sms', ratePerSecond: rate, inFlight: 40, history: [{ at: at - 2000, ratePerSecond: 80 }, { at: at - 1000, ratePerSecond: 100 }, { at, ratePerSecond: rate }] },
    { route: 'voice', ratePerSecond: 0, inFlight: 0, history: [] },
  ],
});

/** Answers get-queue with the next of `answers` (the last one again once used up), keeping every query asked. */
function serveQueue(...answers: SendingQueue[]) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl('/super-admin/get-queue'), ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json({ data: answers[Math.min(asked.length - 1, answers.length - 1)] });
    }),
  );
  return asked;
}

const liveState = (open: boolean): NotificationsState => ({ enabled: true, items: [], live: { open, opens: open ? 1 : 0, link: null, received: 0, window: open ? 'wQueueTab' : null, queueChanges: 0 } });

function renderPage(language: Language = 'en', open = true) {
  return renderWithProviders(
    <>
      <TrackQueuePage />
      <ConfirmModalHost />
      <NotificationHost />
    </>,
    { route: '/track-queue', path: '/track-queue', preloadedState: { ...sessionFor({ group: 5 }), preferences: { language, theme: 'light' }, notifications: liveState(open) } },
  );
}

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

test('each account lane with its shipments, why each waits, and the rates of the routes', async () => {
  serveQueue(queueOf([sending, behind, paused, held]));
  renderPage();
  const lanes = await screen.findByRole('table', { name: 'Lanes by account' });
  expect(within(lanes).getByText('Dana Cohen (dana.cohen)')).toBeInTheDocument();
  expect(within(rowOf('Summer sale')).getByText('Sending')).toBeInTheDocument();
  expect(within(rowOf('Summer sale')).getByText('600 of 1,000')).toBeInTheDocument();
  expect(within(rowOf('Second send')).getByText('Its turn: after campaign 7 of the same account')).toBeInTheDocument();
  expect(within(rowOf('Paused one')).getByText('Paused by an administrator')).toBeInTheDocument();
  expect(within(rowOf('Held one')).getByText('Awaiting approval')).toBeInTheDocument();
  expect(screen.getAllByText('120 messages/s')).not.toHaveLength(0);
  expect(screen.getByRole('img', { name: /SMS route: Messages per second, last minute/ })).toBeInTheDocument();
  expect(screen.getByText('Live')).toBeInTheDocument();
});

test('live: the page names its window, and fetches again only when the event stream says the queue changed', async () => {
  const asked = serveQueue(queueOf([sending]), queueOf([{ ...sending, recipientsLeft: 300 }], 150));
  const { store } = renderPage();
  expect(await screen.findByText('600 of 1,000')).toBeInTheDocument();
  expect(asked[0].get('window')).toBe('wQueueTab');
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(asked).toHaveLength(1);
  act(() => void store.dispatch(liveQueueChanged()));
  expect(await screen.findByText('300 of 1,000')).toBeInTheDocument();
  expect(screen.getAllByText('150 messages/s')).not.toHaveLength(0);
  expect(asked).toHaveLength(2);
});

test('with the live stream closed the page says so and looks again every few seconds', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  try {
    const asked = serveQueue(queueOf([sending]));
    renderPage('en', false);
    expect(await screen.findByText('The live stream is closed: updating every 5 seconds.')).toBeInTheDocument();
    expect(asked[0].get('window')).toBeNull();
    await act(async () => void jest.advanceTimersByTime(5_100));
    await waitFor(() => expect(asked.length).toBeGreaterThanOrEqual(2));
  } finally {
    jest.useRealTimers();
  }
});

test('pause asks first, stops that campaign alone, says so, and fetches the queue again; a paused one resumes; a held one has neither', async () => {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl('/super-admin/start-or-stop-campaign'), async ({ request }) => {
      const body = (await request.json()) as { action: string };
      bodies.push(body);
      return HttpResponse.json({ data: { status: body.action === 'stop' ? 1 : 2, changed: 1 } });
    }),
  );
  const asked = serveQueue(queueOf([sending, paused, held]), queueOf([{ ...sending, state: 'waiting', waitingReason: 'paused' }, paused, held]));
  renderPage();
  const u = user();
  await u.click(await screen.findByRole('button', { name: 'Pause: Summer sale' }));
  const modal = await findModal('Pause the campaign');
  expect(modal).toHaveTextContent('Pause "Summer sale"?');
  await u.click(within(modal).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(bodies).toEqual([{ userId: 501, action: 'stop', campaignIds: [7] }]));
  expect(await screen.findByText("The customer's campaigns were stopped.")).toBeInTheDocument();
  await waitFor(() => expect(asked.length).toBeGreaterThanOrEqual(2));
  expect(await screen.findByRole('button', { name: 'Resume: Summer sale' })).toBeInTheDocument();

  await u.click(screen.getByRole('button', { name: 'Resume: Paused one' }));
  await u.click(within(await findModal('Resume the campaign')).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(bodies).toContainEqual({ userId: 501, action: 'start', campaignIds: [9] }));
  expect(await screen.findByText("The customer's campaigns were resumed.")).toBeInTheDocument();
  expect(within(rowOf('Held one')).queryByRole('button')).not.toBeInTheDocument();
});

test('cancelling the confirm sends nothing', async () => {
  let called = false;
  server.use(http.post(apiUrl('/super-admin/start-or-stop-campaign'), () => ((called = true), HttpResponse.json({ data: { status: 1, changed: 1 } }))));
  serveQueue(queueOf([sending]));
  renderPage();
  const u = user();
  await u.click(await screen.findByRole('button', { name: 'Pause: Summer sale' }));
  await u.click(within(await findModal('Pause the campaign')).getByRole('button', { name: 'Cancel' }));
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(called).toBe(false);
});

test('an empty queue says so', async () => {
  serveQueue({ ...queueOf([]), lanes: [] });
  renderPage();
  expect(await screen.findByText('Nothing is waiting to be sent.')).toBeInTheDocument();
});

test('Hebrew: right to left, campaign names in their own direction', async () => {
  serveQueue(queueOf([{ ...sending, campaignName: 'מבצע קיץ' }, behind]));
  renderPage('he');
  expect(await screen.findByRole('table', { name: 'נתיבים לפי חשבון' })).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(screen.getByText('מבצע קיץ').tagName).toBe('BDI');
  expect(within(rowOf('Second send')).getByText('ממתין לתורו: אחרי קמפיין 7 של אותו חשבון')).toBeInTheDocument();
});

test('who may open the page: super-administrators only (its call is theirs), not the deny list', () => {
  const rule = routeByName.get('trackQueue')!.rule;
  const rules = { managementDenyUserIds: [28], errorsPageUserIds: [18] };
  const viewer = (who: Parameters<typeof sessionFor>[0]) => ({ user: sessionFor(who).session!.user, mode: 'text' as const, rules });
  expect(refusalOf(viewer({ group: 5 }), rule)).toBeNull();
  expect(refusalOf(viewer({ group: 5, userId: 28 }), rule)).toBe('forbidden');
  expect(refusalOf(viewer({ group: 2 }), rule)).toBe('forbidden');
  expect(refusalOf(viewer({ group: 3 }), rule)).toBe('forbidden');
  expect(refusalOf(viewer({ group: 1 }), rule)).toBe('forbidden');
});
