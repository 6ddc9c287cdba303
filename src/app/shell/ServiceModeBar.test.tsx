import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Permission } from '../../domain/permissions';
import { findModal } from '../test/findModal';
import { sessionFor } from '../test/render';
import { apiUrl, demoBrand, server } from '../test/server';
import { brandLoaded, renderShell, resetScreenWidth, setScreenWidth } from './testShell';

function brandIs(overrides: Partial<typeof demoBrand>) {
  server.use(http.post(apiUrl('/auth/get-app-meta-data'), () => HttpResponse.json({ data: { ...demoBrand, ...overrides } })));
}

const modeBar = () => screen.findByRole('navigation', { name: 'Service' });

afterEach(() => resetScreenWidth());

test('it offers the five services and marks the current one', async () => {
  renderShell({ preloadedState: sessionFor() });
  const bar = await modeBar();
  const buttons = within(bar).getAllByRole('button');
  expect(buttons.map((b) => b.textContent)).toEqual(['SMS', 'Voice', 'WhatsApp', 'Newsletter', 'Landing page']);
  expect(within(bar).getByRole('button', { name: 'SMS' })).toHaveAttribute('aria-pressed', 'true');
});

test('guests have no service-mode bar', async () => {
  renderShell();
  await screen.findByRole('group', { name: 'Customer support' });
  expect(screen.queryByRole('navigation', { name: 'Service' })).not.toBeInTheDocument();
});

test('WhatsApp without permission 26 shows an error and stays in text mode', async () => {
  const user = userEvent.setup();
  const { store } = renderShell({ preloadedState: sessionFor({ permissions: [Permission.voice] }) });
  await user.click(within(await modeBar()).getByRole('button', { name: 'WhatsApp' }));
  expect(await screen.findByText('You do not have permission for WhatsApp.')).toBeInTheDocument();
  expect(store.getState().serviceMode.mode).toBe('text');
  expect(store.getState().notifications.items[0]).toMatchObject({ severity: 'error', message: 'errors.other.dontHaveWhatsappPermission' });
  expect(within(await modeBar()).getByRole('button', { name: 'SMS' })).toHaveAttribute('aria-pressed', 'true');
});

test('voice without permission reverts to text', async () => {
  const user = userEvent.setup();
  const { store } = renderShell({ preloadedState: { ...sessionFor({ permissions: [] }), serviceMode: { mode: 'whatsapp' } } });
  await user.click(within(await modeBar()).getByRole('button', { name: 'Voice' }));
  expect(await screen.findByText('You do not have permission for voice messages.')).toBeInTheDocument();
  expect(store.getState().serviceMode.mode).toBe('text');
});

test('choosing a permitted mode switches, goes to its send page (WhatsApp: its own) and changes the menu', async () => {
  setScreenWidth(400);
  const user = userEvent.setup();
  const { store, router } = renderShell({ preloadedState: sessionFor({ permissions: [Permission.whatsapp] }) });
  await user.click(within(await modeBar()).getByRole('button', { name: 'WhatsApp' }));
  expect(store.getState().serviceMode.mode).toBe('whatsapp');
  expect(router.state.location.pathname).toBe('/whatsapp-campaign-chat');
  expect(within(await modeBar()).getByRole('button', { name: 'WhatsApp' })).toHaveAttribute('aria-pressed', 'true');

  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  const menu = within(await screen.findByRole('dialog')).getByRole('menu', { name: 'Main menu' });
  await user.click(within(menu).getByText('Campaigns'));
  await within(menu).findByRole('menuitem', { name: 'Templates' });
  expect(within(menu).queryByRole('menuitem', { name: 'Drafts' })).not.toBeInTheDocument();
});

test('newsletter and landing page open the external service and keep the mode', async () => {
  brandIs({ newsletterUrl: 'https://news.example.com/' });
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  const user = userEvent.setup();
  const { store, router } = renderShell({ preloadedState: { ...sessionFor({ permissions: [Permission.voice, Permission.newsletter] }), serviceMode: { mode: 'voice' } } });
  const bar = await modeBar();
  await brandLoaded(store);
  await user.click(within(bar).getByRole('button', { name: 'Newsletter' }));
  await user.click(within(bar).getByRole('button', { name: 'Landing page' }));
  expect(open).toHaveBeenCalledTimes(2);
  expect(open).toHaveBeenCalledWith('https://news.example.com/', '_blank', 'noopener,noreferrer');
  expect(store.getState().serviceMode.mode).toBe('voice');
  expect(router.state.location.pathname).toBe('/page');
  open.mockRestore();
});

test('newsletter without permission is refused and the mode stays', async () => {
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  const user = userEvent.setup();
  const { store } = renderShell({ preloadedState: { ...sessionFor({ permissions: [Permission.voice] }), serviceMode: { mode: 'voice' } } });
  await user.click(within(await modeBar()).getByRole('button', { name: 'Newsletter' }));
  expect(await screen.findByText('You do not have permission for newsletters.')).toBeInTheDocument();
  expect(open).not.toHaveBeenCalled();
  expect(store.getState().serviceMode.mode).toBe('voice');
  open.mockRestore();
});

test('the bar sits at the bottom on small screens and at the side on large ones', async () => {
  setScreenWidth(500);
  const { unmount } = renderShell({ preloadedState: sessionFor() });
  expect((await modeBar()).style.bottom).toBe('0px');
  unmount();
  setScreenWidth(1400);
  renderShell({ preloadedState: sessionFor() });
  const side = await modeBar();
  expect(side.style.flexDirection).toBe('column');
  expect(side.style.insetInlineEnd).toBe('0');
});

describe('the embedded newsletter service (no brand address): account and single-use link', () => {
  type Posted = { op: string; body: Record<string, unknown> };
  function serveNewsletters(createStatus = 1) {
    const posted: Posted[] = [];
    let n = 0;
    server.use(
      http.post(apiUrl('/main/newsletters/get-login-token'), async ({ request }) => {
        posted.push({ op: 'get-login-token', body: (await request.json()) as Record<string, unknown> });
        n += 1;
        return HttpResponse.json({ data: { status: 1, token: `t${n}`, url: `/newsletter-simulator/login/t${n}` } });
      }),
      http.post(apiUrl('/main/newsletters/create-newsletters-account'), async ({ request }) => {
        posted.push({ op: 'create', body: (await request.json()) as Record<string, unknown> });
        return HttpResponse.json({ data: createStatus === 1 ? { status: 1, token: 'new', url: '/newsletter-simulator/login/new' } : { status: createStatus } });
      }),
    );
    return posted;
  }
  const withAccount = { permissions: [Permission.voice, Permission.newsletter], isUserAllowedNewsletter: true, isHaveNewsLatterAccount: true, balanceCredits: { emails: { amount: 250, hasPermissions: true } } };

  test('with an account: each choice asks for a fresh link and opens it in a new window, on its section; the mode stays', async () => {
    const posted = serveNewsletters();
    const opened = { opener: {} as unknown };
    const open = jest.spyOn(window, 'open').mockReturnValue(opened as Window);
    const user = userEvent.setup();
    const { store, router } = renderShell({ preloadedState: { ...sessionFor(withAccount), serviceMode: { mode: 'voice' } } });
    const bar = await modeBar();
    await brandLoaded(store);
    await user.click(within(bar).getByRole('button', { name: 'Newsletter' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/newsletter-simulator/login/t1#newsletters', '_blank'));
    await user.click(within(bar).getByRole('button', { name: 'Landing page' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/newsletter-simulator/login/t2#landing-pages', '_blank'));
    expect(posted).toEqual([
      { op: 'get-login-token', body: { user_id: 10, limit_mail: 250 } },
      { op: 'get-login-token', body: { user_id: 10, limit_mail: 250 } },
    ]);
    // The new window cannot reach back into the app.
    expect(opened.opener).toBeNull();
    expect(store.getState().serviceMode.mode).toBe('voice');
    expect(router.state.location.pathname).toBe('/page');
    open.mockRestore();
  });

  test('without an account: the e-mail address is asked (a bad one is refused under the field), the account is made and opened', async () => {
    const posted = serveNewsletters();
    const open = jest.spyOn(window, 'open').mockReturnValue({} as Window);
    const user = userEvent.setup();
    const { store } = renderShell({ preloadedState: sessionFor({ ...withAccount, isHaveNewsLatterAccount: false }) });
    const bar = await modeBar();
    await brandLoaded(store);
    await user.click(within(bar).getByRole('button', { name: 'Newsletter' }));
    const dialog = await findModal('Open a newsletter account');
    const email = within(dialog).getByRole('textbox', { name: 'E-mail address' });
    await user.type(email, 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Open account' }));
    expect(await within(dialog).findByText(/valid e-mail/i)).toBeInTheDocument();
    expect(posted).toEqual([]);
    await user.clear(email);
    await user.type(email, 'dana@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Open account' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/newsletter-simulator/login/new#newsletters', '_blank'));
    expect(posted).toEqual([{ op: 'create', body: { user_id: 10, email: 'dana@example.com', firstname: 'Dana', limit_mail: 250 } }]);
    expect(store.getState().session.user?.isHaveNewsLatterAccount).toBe(true);
    open.mockRestore();
  });

  test('an address the service already has is said, and nothing opens', async () => {
    serveNewsletters(-2);
    const open = jest.spyOn(window, 'open').mockReturnValue({} as Window);
    const user = userEvent.setup();
    const { store } = renderShell({ preloadedState: sessionFor({ ...withAccount, isHaveNewsLatterAccount: false }) });
    const bar = await modeBar();
    await brandLoaded(store);
    await user.click(within(bar).getByRole('button', { name: 'Landing page' }));
    const dialog = await findModal('Open a newsletter account');
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail address' }), 'taken@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Open account' }));
    expect(await screen.findByText(/belongs to another user|already/i)).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(store.getState().session.user?.isHaveNewsLatterAccount).toBe(false);
    open.mockRestore();
  });
});
