import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { sessionFor } from '../test/render';
import { apiUrl, demoBrand, server } from '../test/server';
import { brandLoaded, renderShell, resetScreenWidth, setScreenWidth } from './testShell';
import { drawerWidthFor } from './useScreens';

function brandIs(overrides: Partial<typeof demoBrand>) {
  server.use(http.post(apiUrl('/auth/get-app-meta-data'), () => HttpResponse.json({ data: { ...demoBrand, ...overrides } })));
}

afterEach(() => resetScreenWidth());

describe('the signed-in bar', () => {
  test('the language switcher changes the language of the whole app', async () => {
    setScreenWidth(1300);
    const user = userEvent.setup();
    const { store } = renderShell({ preloadedState: sessionFor() });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'he');
    expect(store.getState().preferences.language).toBe('he');
    expect(await screen.findByRole('button', { name: 'התנתקות' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
  });

  test('the theme switch turns the dark theme on and off', async () => {
    setScreenWidth(1300);
    const user = userEvent.setup();
    const { store } = renderShell({ preloadedState: sessionFor() });
    const toggle = await screen.findByRole('switch', { name: 'Dark theme' });
    await user.click(toggle);
    expect(store.getState().preferences.theme).toBe('dark');
    await user.click(toggle);
    expect(store.getState().preferences.theme).toBe('light');
  });

  test('logout tells the server, clears the session and shows the guest bar', async () => {
    setScreenWidth(1300);
    let loggedOutOnServer = false;
    server.use(
      http.post(apiUrl('/auth/logout'), () => {
        loggedOutOnServer = true;
        return HttpResponse.json({ data: { status: 1 } });
      }),
    );
    // Logout leaves for /login only from inside the app, as the browser's address tells.
    window.history.pushState({}, '', '/page');
    const user = userEvent.setup();
    const { store } = renderShell({ preloadedState: sessionFor() });
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(store.getState().session.token).toBeNull();
    await waitFor(() => expect(loggedOutOnServer).toBe(true));
    expect(await screen.findByRole('group', { name: 'Customer support' })).toBeInTheDocument();
    expect(await screen.findByText('Login page', {}, { timeout: 3000 })).toBeInTheDocument();
    window.history.pushState({}, '', '/');
  });

  test('the buy-package button shows in WhatsApp mode and opens the brand’s link with the user filled in', async () => {
    setScreenWidth(1300);
    brandIs({ buyPackage: 'https://shop.example.com/?u={USERNAME}&c={CREDITS}' });
    renderShell({ preloadedState: { ...sessionFor({ permissions: [26] }), serviceMode: { mode: 'whatsapp' } } });
    expect(await screen.findByRole('link', { name: 'Buy a package' })).toHaveAttribute('href', 'https://shop.example.com/?u=demo&c=1000');
  });

  test('the buy-package button does not show in text mode for a regular user', async () => {
    setScreenWidth(1300);
    renderShell({ preloadedState: sessionFor() });
    await screen.findByRole('button', { name: 'Log out' });
    expect(screen.queryByRole('button', { name: 'Buy a package' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Buy a package' })).not.toBeInTheDocument();
  });

  test('a white-label brand never shows the buy-package button', async () => {
    setScreenWidth(1300);
    brandIs({ isWhiteLable: true, buyPackage: 'https://shop.example.com/' });
    const { store } = renderShell({ preloadedState: { ...sessionFor({ permissions: [26] }), serviceMode: { mode: 'whatsapp' } } });
    await screen.findByRole('button', { name: 'Log out' });
    await brandLoaded(store);
    expect(screen.queryByRole('link', { name: 'Buy a package' })).not.toBeInTheDocument();
  });
});

describe('menu placement by screen width', () => {
  test('above 1200 px the menu is on the bar', async () => {
    setScreenWidth(1300);
    renderShell({ preloadedState: sessionFor() });
    const bar = await screen.findByRole('banner');
    expect(within(bar).getByRole('menu', { name: 'Main menu' })).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });

  test.each([
    [1000, '30%'],
    [800, '30%'],
    [600, '50%'],
    [400, '85%'],
  ])('at %i px the menu opens in a side drawer %s wide', async (width, drawerWidth) => {
    setScreenWidth(width);
    const user = userEvent.setup();
    renderShell({ preloadedState: sessionFor() });
    const bar = await screen.findByRole('banner');
    expect(within(bar).queryByRole('menu', { name: 'Main menu' })).not.toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('menu', { name: 'Main menu' })).toBeInTheDocument();
    expect(within(drawer).getByText('Dana Levi')).toBeInTheDocument();
    const panel = drawer.closest('.ant-drawer-content-wrapper') ?? drawer.parentElement;
    expect((panel as HTMLElement).style.width).toBe(drawerWidth);
  });

  test('drawer widths follow antd breakpoints', () => {
    expect(drawerWidthFor({ lg: true, md: true, sm: true })).toBe('30%');
    expect(drawerWidthFor({ md: true, sm: true })).toBe('30%');
    expect(drawerWidthFor({ sm: true })).toBe('50%');
    expect(drawerWidthFor({ xs: true })).toBe('85%');
  });
});
