import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Permission } from '../../domain/permissions';
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

test('choosing a permitted mode switches, goes to /campaign and changes the menu', async () => {
  setScreenWidth(400);
  const user = userEvent.setup();
  const { store, router } = renderShell({ preloadedState: sessionFor({ permissions: [Permission.whatsapp] }) });
  await user.click(within(await modeBar()).getByRole('button', { name: 'WhatsApp' }));
  expect(store.getState().serviceMode.mode).toBe('whatsapp');
  expect(router.state.location.pathname).toBe('/campaign');
  expect(await screen.findByText('Campaign page')).toBeInTheDocument();
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
