import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import he from '../../../../locales/he/approvals.json';
import type { MainCampaignApproval, MainSourceNumberTextApproval } from '../../api/generated/main';
import { routeByName } from '../../router/routes';
import { refusalOf } from '../../state/access';
import { NotificationHost } from '../../ui/NotificationHost';
import type { Language } from '../../state/preferences';
import { renderWithProviders, sessionFor } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import ApprovalPage from './ApprovalPage';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

const pending: MainCampaignApproval = {
  id: 'abc',
  state: 'pending',
  requestedOn: '01/07/2026 10:00',
  requester: { userId: 44, username: 'shop44', phone: '0541234567' },
  reason: 'approvalRequired',
  recipients: 1250,
  credits: 2500,
  campaign: { campaignId: 9, campaign_name: 'Summer sale', smsContent: 'Everything at half price today', startDate: '02/07/2026 09:30', sourceNumber: 'DemoShop' },
};

/** Serves the campaign approval; each decision is kept and turns the next read into its state. */
function serveCampaign(status = 1, shown = pending) {
  const decisions: unknown[] = [];
  let current = shown;
  server.use(
    http.get(apiUrl('/main/get-approve-campaign-data/:id'), ({ params }) =>
      params.id === 'abc' ? HttpResponse.json({ data: current }) : HttpResponse.json({ message: 'notFound' }, { status: 404 }),
    ),
    http.post(apiUrl('/main/approve-campaign'), async ({ request }) => {
      const body = (await request.json()) as { approve: boolean };
      decisions.push(body);
      current = { ...pending, state: body.approve ? 'approved' : 'rejected', decidedBy: 'boss' };
      return HttpResponse.json({ data: { status } });
    }),
  );
  return decisions;
}

function renderPage(route: string, language: Language = 'en') {
  return renderWithProviders(
    <>
      <ApprovalPage />
      <NotificationHost />
    </>,
    { route, path: '/security/:hash/:type?', preloadedState: { ...sessionFor({ group: 2, isAdmin: true }), preferences: { language, theme: 'light' } } },
  );
}

test('shows the held campaign: name, message, recipients, send time, sender, who asked and why', async () => {
  serveCampaign();
  renderPage('/security/abc');
  expect(await screen.findByRole('heading', { name: 'Campaign waiting for approval' })).toBeInTheDocument();
  for (const text of ['Summer sale', 'Everything at half price today', '1,250', '2,500', '02/07/2026 09:30', 'DemoShop', 'Waiting for a decision', "This sender's campaigns go out only once approved."]) {
    expect(screen.getByText(text)).toBeInTheDocument();
  }
  expect(screen.getByText(/shop44/)).toBeInTheDocument();
});

test('an A/B test shows each version under its number, and not the costliest one the campaign keeps as its content', async () => {
  serveCampaign(1, { ...pending, variants: ['Half price today', 'Everything at half price today'] });
  renderPage('/security/abc');
  expect(await screen.findByText('Message, version 1')).toBeInTheDocument();
  expect(screen.getByText('Message, version 1').closest('tr')).toHaveTextContent('Half price today');
  expect(screen.getByText('Message, version 2').closest('tr')).toHaveTextContent('Everything at half price today');
  expect(screen.queryByText('Message')).not.toBeInTheDocument();
});

test('approving calls approve-campaign with the link, says the outcome and shows the campaign approved', async () => {
  const decisions = serveCampaign(1);
  renderPage('/security/abc/campaign');
  await user().click(await screen.findByRole('button', { name: 'Approve' }));
  expect(await screen.findByText('The campaign was approved and will be sent.')).toBeInTheDocument();
  expect(decisions).toEqual([{ id: 'abc', approve: true }]);
  expect(await screen.findByText('Approved')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
});

test('rejecting sends the reason and says the campaign was rejected; an already decided request says so', async () => {
  const decisions = serveCampaign(2);
  renderPage('/security/abc');
  const u = user();
  await u.click(await screen.findByRole('textbox', { name: 'Reason for rejection (shown to the customer)' }));
  await u.paste('Misleading offer');
  await u.click(screen.getByRole('button', { name: 'Reject' }));
  expect(await screen.findByText('The campaign was rejected.')).toBeInTheDocument();
  expect(decisions).toEqual([{ id: 'abc', approve: false, reason: 'Misleading offer' }]);

  serveCampaign(-2);
  renderPage('/security/abc');
  await user().click((await screen.findAllByRole('button', { name: 'Approve' }))[0]);
  expect(await screen.findByText('This request was already approved or rejected.')).toBeInTheDocument();
});

test('a sender-name link calls the source-number-text pair', async () => {
  const decisions: unknown[] = [];
  const name: MainSourceNumberTextApproval = { id: 'n1', state: 'pending', sourceName: 'NewShop', requester: { userId: 5, username: 'shop5' } };
  server.use(
    http.get(apiUrl('/main/get-approve-source-number-text/:id'), () => HttpResponse.json({ data: name })),
    http.post(apiUrl('/main/approve-source-number-text'), async ({ request }) => {
      decisions.push(await request.json());
      return HttpResponse.json({ data: { status: 1 } });
    }),
  );
  renderPage('/security/n1/source-number-text');
  expect(await screen.findByText('NewShop')).toBeInTheDocument();
  await user().click(screen.getByRole('button', { name: 'Approve' }));
  expect(await screen.findByText('The sender name was approved. Strong verification follows.')).toBeInTheDocument();
  expect(decisions).toEqual([{ id: 'n1', approve: true }]);
});

test('in Hebrew the page is right-to-left, says why in Hebrew, and an unknown link is said on the page', async () => {
  serveCampaign();
  renderPage('/security/abc', 'he');
  expect(await screen.findByRole('heading', { name: he.page.campaignTitle })).toBeInTheDocument();
  expect(screen.getByText(he.reasons.approvalRequired)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: he.decision.approve })).toBeInTheDocument();
  await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));

  renderPage('/security/wrong', 'he');
  expect(await screen.findByText(he.page.linkInvalidTitle)).toBeInTheDocument();
});

test('the route is for system managers, like the operations behind it (x-access: system)', () => {
  const rule = routeByName.get('security')!.rule;
  expect(routeByName.get('security')!.page).toBeDefined();
  expect(refusalOf({ user: sessionFor({ group: 2 }).session!.user, mode: 'text' }, rule)).toBeNull();
  expect(refusalOf({ user: sessionFor({ group: 5 }).session!.user, mode: 'text' }, rule)).toBeNull();
  expect(refusalOf({ user: sessionFor({ group: 1 }).session!.user, mode: 'text' }, rule)).toBe('forbidden');
  expect(refusalOf({ user: null, mode: 'text' }, rule)).toBe('signIn');
});
