import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { sessionFor } from '../test/render';
import { apiUrl, demoBrand, server } from '../test/server';
import { brandLoaded, renderShell, resetScreenWidth, setScreenWidth } from './testShell';

function brandIs(overrides: Partial<typeof demoBrand>) {
  server.use(http.post(apiUrl('/auth/get-app-meta-data'), () => HttpResponse.json({ data: { ...demoBrand, ...overrides } })));
}

beforeEach(() => setScreenWidth(1300));
afterEach(() => resetScreenWidth());

describe('the app bar', () => {
  test('a guest sees the logo, the support phone and the support buttons', async () => {
    renderShell();
    const bar = await screen.findByRole('banner');
    expect(await within(bar).findByText('Messaging')).toBeInTheDocument();
    const support = within(bar).getByRole('group', { name: 'Customer support' });
    expect(within(support).getByRole('link', { name: /03-555-0100/ })).toHaveAttribute('href', 'tel:035550100');
    expect(within(support).getByRole('link', { name: 'WhatsApp chat' })).toHaveAttribute('href', 'https://wa.me/97235550100');
    expect(within(support).getByRole('link', { name: 'Call support' })).toHaveAttribute('href', 'tel:035550100');
    expect(within(bar).queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    expect(screen.getByText('Some page')).toBeInTheDocument();
  });

  test('a signed-in user sees their name, the menu and logout, not the guest bar', async () => {
    renderShell({ preloadedState: sessionFor() });
    const bar = await screen.findByRole('banner');
    expect(within(bar).getByText('Dana Levi')).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(within(bar).getByRole('menu', { name: 'Main menu' })).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    expect(within(bar).queryByRole('group', { name: 'Customer support' })).not.toBeInTheDocument();
    expect(within(bar).queryByRole('img', { name: 'Primary user' })).not.toBeInTheDocument();
  });

  test('an expired stored session shows the guest bar', async () => {
    const expired = sessionFor();
    expired.session = { ...expired.session!, issuedAt: Date.now() - 7_200_000, lifetimeMs: 3_600_000 };
    server.use(http.post(apiUrl('/auth/logout'), () => HttpResponse.json({})));
    renderShell({ preloadedState: expired });
    expect(await screen.findByRole('group', { name: 'Customer support' })).toBeInTheDocument();
  });

  test('admins get the primary-user icon', async () => {
    renderShell({ preloadedState: sessionFor({ group: 3 }) });
    expect(await screen.findByRole('img', { name: 'Primary user' })).toBeInTheDocument();
  });

  test('there is no app bar with ?hide=1', async () => {
    renderShell({ route: '/page?hide=1', preloadedState: sessionFor() });
    expect(await screen.findByText('Some page')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Service' })).not.toBeInTheDocument();
    expect(screen.queryByText(/All rights reserved/)).not.toBeInTheDocument();
  });

  test('there is no app bar on a bare route', async () => {
    renderShell({ route: '/bare' });
    expect(await screen.findByText('Bare page')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  test('there is no app bar when the brand hides it', async () => {
    brandIs({ hideAppBar: true });
    const { store } = renderShell();
    expect(await screen.findByText('Some page')).toBeInTheDocument();
    await brandLoaded(store);
    // The bar shows until the brand says otherwise, then goes.
    await waitFor(() => expect(screen.queryByRole('banner')).not.toBeInTheDocument());
  });

  test('the brand names the document', async () => {
    brandIs({ logoName: 'Acme SMS' });
    renderShell();
    await waitFor(() => expect(document.title).toBe('Acme SMS'));
  });

  test('Hebrew lays the shell out right to left', async () => {
    renderShell({ language: 'he', preloadedState: sessionFor() });
    expect(await screen.findByRole('button', { name: 'התנתקות' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('he');
  });
});
