import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import type { SuperAdminUserSummary } from '../../api/generated/superAdmin';
import { routeByName } from '../../router/routes';
import { refusalOf } from '../../state/access';
import type { Language } from '../../state/preferences';
import { renderWithProviders, sessionFor } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import { customerDestination } from './customerDestination';
import UsersManagementPage from './UsersManagementPage';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

const dana: SuperAdminUserSummary = { userId: 501, adminId: 0, username: 'dana.cohen', firstName: 'Dana', lastName: 'Cohen', customerNumber: '70001', phone: '0501234567', email: 'dana@shop.co.il', group: 1, active: true, blocked: false };
const danny: SuperAdminUserSummary = { userId: 502, adminId: 0, username: 'danny', firstName: 'Avi', lastName: 'Mor', customerNumber: '80001', group: 1, active: true, blocked: true };
const mySub: SuperAdminUserSummary = { userId: 11, adminId: 10, username: 'dan-sub', firstName: 'Dan', lastName: 'Levi', group: 4, active: true, blocked: false };

/** Answers the search from `customers` by username prefix, keeping every query asked. */
function serveSearch(customers: SuperAdminUserSummary[] = [dana, danny], wait: (query: string) => number = () => 0) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl('/super-admin/search/main-autocomplete'), async ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const query = params.get('query')!.toLowerCase();
      await delay(wait(query));
      return HttpResponse.json({ data: customers.filter((c) => c.username.startsWith(query) || `${c.firstName} ${c.lastName}`.toLowerCase().startsWith(query)) });
    }),
  );
  return asked;
}

function renderPage(language: Language = 'en', who: Parameters<typeof sessionFor>[0] = { userId: 10, adminId: 0, group: 5 }) {
  return renderWithProviders(<UsersManagementPage />, {
    route: '/users-management',
    path: '/users-management',
    extraRoutes: [
      { path: '/user-profile/:userId', element: <p>support page of the customer</p> },
      { path: '/profile/:userId', element: <p>family page of the user</p> },
      { path: '/create-user-account', element: <p>new customer page</p> },
    ],
    preloadedState: { ...sessionFor(who), preferences: { language, theme: 'light' } },
  });
}

const searchBox = () => screen.findByRole('combobox', { name: 'Search customers' });

test('answers as the person types: one call after the typing settles, the customers with their details', async () => {
  const asked = serveSearch();
  renderPage();
  expect(await screen.findByText('Type at least one letter or digit to find customers.')).toBeInTheDocument();
  await user().type(await searchBox(), 'dan');
  const list = await screen.findByRole('listbox', { name: 'Customers found' });
  const options = within(list).getAllByRole('option');
  expect(options).toHaveLength(2);
  expect(options[0]).toHaveTextContent('Dana Cohen');
  expect(options[0]).toHaveTextContent('dana.cohen');
  expect(options[0]).toHaveTextContent('Customer no.: 70001');
  expect(options[0]).toHaveTextContent('Phone: 0501234567');
  expect(options[0]).toHaveTextContent('E-mail: dana@shop.co.il');
  expect(options[0]).toHaveTextContent('Customer');
  expect(options[1]).toHaveTextContent('Blocked');
  expect(screen.getByRole('status')).toHaveTextContent('Customers found: 2');
  // Typed quickly, the three letters were one search, with the page's defaults.
  expect(asked.map((p) => Object.fromEntries(p))).toEqual([{ query: 'dan', search_by: 'all', max_rows: '20' }]);
});

test('the latest answer wins: a slow answer to an earlier query never replaces the newer one', async () => {
  serveSearch([dana, danny], (query) => (query === 'd' ? 600 : 0));
  renderPage();
  const box = await searchBox();
  await user().type(box, 'd');
  await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
  await user().type(box, 'anny');
  expect(await screen.findByRole('option')).toHaveTextContent('danny');
  await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
  expect(screen.getAllByRole('option')).toHaveLength(1);
  expect(screen.getByRole('option')).toHaveTextContent('danny');
});

test('searching by one field sends it', async () => {
  const asked = serveSearch();
  renderPage();
  const u = user();
  await u.click(await screen.findByRole('combobox', { name: 'Search by' }));
  await u.click(await screen.findByTitle('Phone'));
  await u.type(await searchBox(), '050');
  await waitFor(() => expect(asked.at(-1)?.get('search_by')).toBe('phone'));
  expect(asked.at(-1)?.get('query')).toBe('050');
});

test('no match is said in words', async () => {
  serveSearch([]);
  renderPage();
  await user().type(await searchBox(), 'zz');
  expect(await screen.findByText(/No customer matches/)).toHaveTextContent('No customer matches “\u2068zz\u2069”.');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
});

test('the arrows move through the customers and Enter opens the active one on its support page', async () => {
  serveSearch();
  const { router } = renderPage();
  const u = user();
  const box = await searchBox();
  await u.type(box, 'dan');
  const options = await screen.findAllByRole('option');
  expect(options[0]).toHaveAttribute('aria-selected', 'true');
  expect(box).toHaveAttribute('aria-activedescendant', options[0].id);
  await u.keyboard('{ArrowDown}');
  expect(options[1]).toHaveAttribute('aria-selected', 'true');
  expect(box).toHaveAttribute('aria-activedescendant', options[1].id);
  await u.keyboard('{ArrowDown}');
  expect(options[0]).toHaveAttribute('aria-selected', 'true');
  await u.keyboard('{ArrowUp}{Enter}');
  expect(await screen.findByText('support page of the customer')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/user-profile/502');
});

test('a click opens a customer; a user of the caller\'s own family opens on its family page', async () => {
  serveSearch([mySub, dana]);
  const { router } = renderPage('en', { userId: 10, adminId: 0, group: 3 });
  await user().type(await searchBox(), 'dan');
  await user().click((await screen.findAllByRole('option'))[0]);
  expect(await screen.findByText('family page of the user')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/profile/11');
});

test('where a customer opens', () => {
  const caller = { userId: 10, adminId: 0 };
  expect(customerDestination(caller, dana)).toBe('/user-profile/501');
  expect(customerDestination(caller, mySub)).toBe('/profile/11');
  expect(customerDestination(caller, { userId: 10, adminId: 0, username: 'me' })).toBe('/my-profile');
  expect(customerDestination({ userId: 11, adminId: 10 }, { userId: 12, adminId: 10, username: 'sibling' })).toBe('/profile/12');
});

test('Hebrew: right to left, names in their own direction', async () => {
  serveSearch([{ ...dana, firstName: 'דנה', lastName: 'כהן' }]);
  renderPage('he');
  await user().type(await screen.findByRole('combobox', { name: 'חיפוש לקוחות' }), 'dan');
  const option = await screen.findByRole('option');
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(within(option).getByText('dana.cohen').closest('bdi')).toHaveAttribute('dir', 'auto');
  expect(within(option).getByText('דנה כהן').tagName).toBe('BDI');
});

test('who may open the page: administrators and the system groups, not the deny list, not customers', () => {
  const rule = routeByName.get('usersManagement')!.rule;
  const rules = { managementDenyUserIds: [28], errorsPageUserIds: [18] };
  const viewer = (who: Parameters<typeof sessionFor>[0]) => ({ user: sessionFor(who).session!.user, mode: 'text' as const, rules });
  expect(refusalOf(viewer({ group: 3 }), rule)).toBeNull();
  expect(refusalOf(viewer({ group: 2 }), rule)).toBeNull();
  expect(refusalOf(viewer({ group: 5 }), rule)).toBeNull();
  expect(refusalOf(viewer({ group: 5, userId: 28 }), rule)).toBe('forbidden');
  expect(refusalOf(viewer({ group: 1 }), rule)).toBe('forbidden');
  expect(refusalOf(viewer({ group: 4, adminId: 10, userId: 11 }), rule)).toBe('forbidden');
});

test('opening a new customer is linked for whoever may make its call (create-user-account)', async () => {
  serveSearch();
  const { router } = renderPage('en', { userId: 3, adminId: 0, group: 3 });
  await user().click(await screen.findByRole('link', { name: 'Open a new customer' }));
  expect(router.state.location.pathname).toBe('/create-user-account');
});
