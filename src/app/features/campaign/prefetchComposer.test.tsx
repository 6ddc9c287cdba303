import { screen, waitFor } from '@testing-library/react';
import { prefetchDataOf } from '../../router/routes';
import { makeStore } from '../../state/store';
import { server } from '../../test/server';
import { sessionFor } from '../../test/render';
import { renderCampaignPage } from './renderCampaignPage';
import { serveComposer } from './testData';

const prefetched = ['/api/campaigns/get-source-names', '/api/campaigns/get-verified-numbers', '/api/campaigns/get-user-all-contact-lists'];

/** Every API path asked for, in order, as the server saw it. */
function recordRequests(): string[] {
  const asked: string[] = [];
  server.events.on('request:start', ({ request }) => asked.push(new URL(request.url).pathname));
  return asked;
}

afterEach(() => server.events.removeAllListeners());

test("opening /campaign asks for the composer's senders and lists at boot, and the page then draws with them without asking again", async () => {
  serveComposer();
  const asked = recordRequests();
  const preloadedState = { ...sessionFor(), preferences: { language: 'en' as const, theme: 'light' as const }, serviceMode: { mode: 'text' as const } };
  const store = makeStore(preloadedState);
  prefetchDataOf('/campaign', { user: preloadedState.session!.user, mode: 'text' }, store.dispatch);
  await waitFor(() => expect(asked).toEqual(expect.arrayContaining(prefetched)));
  await waitFor(() => expect(store.getState().api.queries['getUserAllContactLists(undefined)']?.status).toBe('fulfilled'));

  renderCampaignPage('/campaign', 'en', 'text', {}, store);
  // The sender choices come from the prefetched answers: an approved name and a number exist.
  await waitFor(() => expect(screen.getByRole('radio', { name: 'Sender name' })).toBeEnabled());
  expect(screen.getByRole('radio', { name: 'Verified number' })).toBeEnabled();
  expect(asked.filter((path) => prefetched.includes(path))).toHaveLength(3);
});

test('nothing is asked for someone who may not open the page, nor without a session, nor for a page with nothing to prefetch', async () => {
  serveComposer();
  const asked = recordRequests();
  const store = makeStore();
  const mayNotSend = sessionFor({ permissions: [], canMakeCampaign: false }).session!.user;
  prefetchDataOf('/campaign', { user: mayNotSend, mode: 'text' }, store.dispatch);
  prefetchDataOf('/campaign', { user: null, mode: 'text' }, store.dispatch);
  prefetchDataOf('/sms-report', { user: sessionFor().session!.user, mode: 'text' }, store.dispatch);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(asked).toEqual([]);
});
