import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { sessionFor } from '../test/render';
import { apiUrl, demoBrand, server } from '../test/server';
import { findModal } from '../test/findModal';
import { renderShell, resetScreenWidth, setScreenWidth } from './testShell';

function brandIs(overrides: Partial<typeof demoBrand>) {
  server.use(http.post(apiUrl('/auth/get-app-meta-data'), () => HttpResponse.json({ data: { ...demoBrand, ...overrides } })));
}

/** Opens the side drawer's menu (a phone-sized screen). */
async function openDrawerMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Open menu' }));
  const drawer = await screen.findByRole('dialog');
  return within(drawer).getByRole('menu', { name: 'Main menu' });
}

beforeEach(() => setScreenWidth(400));
afterEach(() => resetScreenWidth());

test("system management's first item opens the system settings (built in issue 20), as a link", async () => {
  const user = userEvent.setup();
  renderShell({ preloadedState: sessionFor({ group: 5, isAdmin: true }) });
  const menu = await openDrawerMenu(user);
  await user.click(within(menu).getByText('System management'));
  const item = await within(menu).findByRole('menuitem', { name: 'Assign numbers' });
  expect(item).not.toHaveAttribute('aria-disabled', 'true');
  expect(within(item).getByRole('link')).toHaveAttribute('href', '/setting-system/assign-numbers');
});

test('the menu follows the service mode', async () => {
  const user = userEvent.setup();
  renderShell({ preloadedState: { ...sessionFor({ permissions: [13] }), serviceMode: { mode: 'voice' } } });
  const menu = await openDrawerMenu(user);
  await user.click(within(menu).getByText('Reports'));
  expect(await within(menu).findByRole('menuitem', { name: 'Voice messages report' })).toBeInTheDocument();
  expect(within(menu).queryByRole('menuitem', { name: 'Messages report' })).not.toBeInTheDocument();
  expect(within(menu).queryByRole('menuitem', { name: 'Incoming messages' })).not.toBeInTheDocument();
});

test('info links show only when the brand has them', async () => {
  brandIs({ infoLinks: { apiDocs: 'https://docs.example.com/api' }, approvalFile: 'https://example.com/terms.pdf' });
  const user = userEvent.setup();
  renderShell({ preloadedState: sessionFor() });
  const menu = await openDrawerMenu(user);
  await user.click(within(menu).getByText('Information'));
  expect(await within(menu).findByRole('link', { name: 'API documentation' })).toHaveAttribute('href', 'https://docs.example.com/api');
  expect(within(menu).getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', 'https://example.com/terms.pdf');
  expect(within(menu).queryByText('Remote support')).not.toBeInTheDocument();
  expect(within(menu).getByRole('menuitem', { name: 'Overseas rates (download)' })).toBeInTheDocument();
});

test('the overseas-rates item downloads the CSV of the rates', async () => {
  server.use(
    http.get(apiUrl('/main/get-overseas-rates'), () =>
      HttpResponse.json({ data: [{ PREFIX: '972', OPERATOR_DESC: 'Israel', RATE: 0.05 }, { PREFIX: '44', OPERATOR_DESC: 'UK', RATE: 0.12 }] }),
    ),
  );
  const saved: Blob[] = [];
  const createObjectURL = jest.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:rates';
  });
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    expect(this.download).toBe('overseas-rates.csv');
  });
  const user = userEvent.setup();
  renderShell({ preloadedState: sessionFor() });
  const menu = await openDrawerMenu(user);
  await user.click(within(menu).getByText('Information'));
  await user.click(await within(menu).findByText('Overseas rates (download)'));
  await waitFor(() => expect(clicked).toHaveBeenCalled());
  const csv = await saved[0].text();
  expect(csv).toContain('Prefix,Operator,Rate');
  expect(csv).toContain('44,UK,0.12');
  expect(csv).not.toContain('Israel');
  clicked.mockRestore();
});

test('the credits item opens the credits modal', async () => {
  server.use(http.get(apiUrl('/main/user-profile'), () => HttpResponse.json({ data: sessionFor().session!.user })));
  const user = userEvent.setup();
  renderShell({ preloadedState: sessionFor() });
  const menu = await openDrawerMenu(user);
  await user.click(within(menu).getByRole('menuitem', { name: 'Credits balance' }));
  const modal = await findModal('Credits balance');
  expect(within(modal).getByText('1,000')).toBeInTheDocument();
});

test('the newsletter item opens the brand’s newsletter service', async () => {
  brandIs({ newsletterUrl: 'https://news.example.com/' });
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  const user = userEvent.setup();
  const { store } = renderShell({ preloadedState: sessionFor({ permissions: [12] }) });
  const menu = await openDrawerMenu(user);
  await user.click(within(menu).getByRole('menuitem', { name: 'Newsletter' }));
  expect(open).toHaveBeenCalledWith('https://news.example.com/', '_blank', 'noopener,noreferrer');
  expect(store.getState().serviceMode.mode).toBe('text');
  open.mockRestore();
});
