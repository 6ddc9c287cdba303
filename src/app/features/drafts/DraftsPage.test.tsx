import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../../test/server';
import { drafts, renderDraftsPage, serveDrafts } from './renderDraftsPage';
import { DeleteDraftCampaign } from '../../../contract/statusCodes';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

test('lists the drafts with their text and last change in Israel time', async () => {
  serveDrafts();
  renderDraftsPage();
  const table = await screen.findByRole('table', { name: 'My drafts' });
  const passover = within(table).getByRole('row', { name: /Passover greeting/ });
  expect(within(passover).getByText('חג שמח [First name]!')).toBeInTheDocument();
  expect(within(passover).getByText('03/04/2026 10:05')).toBeInTheDocument();
  expect(within(within(table).getByRole('row', { name: /Stock update/ })).getByText('10/01/2026 09:30')).toBeInTheDocument();
});

test('without drafts the page says so and offers a new campaign', async () => {
  serveDrafts(() => []);
  const { router } = renderDraftsPage();
  expect(await screen.findByText('You have no drafts. A campaign you save as a draft appears here.')).toBeInTheDocument();
  await user().click(screen.getByRole('button', { name: 'New campaign' }));
  expect(await screen.findByText('Composer for campaign new')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/campaign');
});

test('opening a draft loads it in the composer', async () => {
  serveDrafts();
  const { router } = renderDraftsPage();
  await user().click(await screen.findByRole('button', { name: 'Open: Stock update' }));
  expect(await screen.findByText('Composer for campaign 30')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/campaign/30');
});

test('deleting asks first, deletes, and the list refreshes; a failed delete is told', async () => {
  let rows = drafts;
  const asked = serveDrafts(() => rows);
  const bodies: unknown[] = [];
  let status: number = DeleteDraftCampaign.error;
  server.use(
    http.post(apiUrl('/campaigns/delete-draft-campaign'), async ({ request }) => {
      bodies.push(await request.json());
      if (status === DeleteDraftCampaign.deleted) rows = drafts.slice(1);
      return HttpResponse.json({ data: { status } });
    }),
  );
  renderDraftsPage();
  const u = user();
  await u.click(await screen.findByRole('button', { name: 'Delete: Passover greeting' }));
  const dialog = await screen.findByRole('dialog', { name: /Delete draft/ });
  expect(within(dialog).getByText('The draft "Passover greeting" will be deleted and not sent. This cannot be undone.')).toBeInTheDocument();
  await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(bodies).toEqual([]);

  await u.click(screen.getByRole('button', { name: 'Delete: Passover greeting' }));
  await u.click(within(await screen.findByRole('dialog', { name: /Delete draft/ })).getByRole('button', { name: 'OK' }));
  expect(await screen.findByText('The data could not be deleted.')).toBeInTheDocument();

  status = DeleteDraftCampaign.deleted;
  await u.click(screen.getByRole('button', { name: 'Delete: Passover greeting' }));
  await u.click(within(await screen.findByRole('dialog', { name: /Delete draft/ })).getByRole('button', { name: 'OK' }));
  expect(await screen.findByText('The draft was deleted.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('row', { name: /Passover greeting/ })).not.toBeInTheDocument());
  expect(bodies).toEqual([{ campaignId: 31 }, { campaignId: 31 }]);
  expect(asked.count).toBeGreaterThanOrEqual(2);
});

test('in Hebrew the page is right-to-left', async () => {
  serveDrafts();
  renderDraftsPage('he');
  expect(await screen.findByRole('heading', { name: 'טיוטות' })).toBeInTheDocument();
  expect(document.documentElement.dir).toBe('rtl');
});
