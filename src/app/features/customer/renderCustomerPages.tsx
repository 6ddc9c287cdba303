/**
 * Renders the customer pages the way the router mounts them, with the modal and toast hosts,
 * and answers their calls with msw as the server would: one customer (`customers` by id) whose
 * details change with the actions, so a page that refetches shows what the server now holds.
 */
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import type { CustomerHistoryEntry, SuperAdminCustomer, SuperAdminUserSummary } from '../../api/generated/superAdmin';
import type { User } from '../../api/generated/main';
import type { Language } from '../../state/preferences';
import { renderWithProviders, sessionFor } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import { ConfirmModalHost } from '../../ui/ConfirmModalHost';
import { NotificationHost } from '../../ui/NotificationHost';
import CreateUserAccountPage from './CreateUserAccountPage';
import UserProfilePage from './UserProfilePage';

export const dana = (): SuperAdminCustomer => ({
  userId: 501,
  adminId: 0,
  username: 'dana.cohen',
  firstName: 'Dana',
  lastName: 'Cohen',
  email: 'dana@shop.co.il',
  phones: ['0501234567'],
  customerNumber: '70001',
  nationalId: '123456789',
  companyName: 'Dana Shop',
  group: 1,
  customerType: 1,
  paymentType: 'prepaid',
  administratorId: 3,
  active: true,
  blocked: true,
  blockedReason: 'failedLogins',
  failedLogins: 5,
  campaignsBlocked: false,
  createdOn: '2026-01-10T08:00:00.000Z',
  lastSignIn: '2026-11-26T07:12:00.000Z',
  balances: { sms: { amount: 1000, hasPermissions: true }, voice: { amount: 20, hasPermissions: true } },
  permissions: [{ permissionId: 1, mode: 'enable' }],
});

export const avi: SuperAdminUserSummary = { userId: 502, adminId: 0, username: 'danny', firstName: 'Avi', lastName: 'Mor', group: 1, active: true, blocked: false };

/** Who signs in: an administrator (group 3, permission 50: sign in as), a super-administrator. */
export const administrator: Partial<User> = { userId: 3, adminId: 0, group: 3, isAdmin: true, permissions: [2, 50], userName: 'admin' };
export const superAdministrator: Partial<User> = { userId: 1, adminId: 0, group: 5, isAdmin: true, permissions: [], userName: 'superadmin' };

export interface Asked {
  path: string;
  body?: unknown;
  url: URL;
}

/** An entry of the history, `minutesAgo` before a fixed noon. */
export const historyEntry = (n: number, minutesAgo: number, extra: Partial<CustomerHistoryEntry> = {}): CustomerHistoryEntry => ({
  key: `action-${n}`,
  kind: 'action',
  at: Date.UTC(2026, 10, 20, 12, 0) - minutesAgo * 60_000,
  userId: 501,
  operation: 'unblockUser',
  actorUserId: 3,
  ip: '10.0.0.1',
  ...extra,
});

/**
 * Answers every call of the support page; `customer` is what get-user-details answers now
 * (the actions change it as the server would). Every request is kept, with its body.
 */
export function serveCustomer(customer: SuperAdminCustomer = dana(), history: Record<string, { entries: CustomerHistoryEntry[]; next: string | null }> = {}) {
  const asked: Asked[] = [];
  let current = customer;
  const keep = async (request: Request) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' ? undefined : await request.clone().json().catch(() => undefined);
    asked.push({ path: url.pathname.replace(/^\/api/, ''), body, url });
  };
  const answer = (status: number, extra: Record<string, unknown> = {}) => HttpResponse.json({ data: { status, ...extra } });
  server.use(
    http.post(apiUrl('/super-admin/get-user-details'), async ({ request }) => {
      await keep(request);
      const { userId } = (await request.json()) as { userId: number };
      return userId === current.userId ? HttpResponse.json({ data: current }) : HttpResponse.json({ message: 'errors.generic.notFound' }, { status: 404 });
    }),
    http.get(apiUrl('/super-admin/customer-history/:id'), async ({ request }) => {
      await keep(request);
      const before = new URL(request.url).searchParams.get('before') ?? '';
      return HttpResponse.json({ data: history[before] ?? { entries: [], next: null } });
    }),
    http.post(apiUrl('/super-admin/view-family'), async ({ request }) => {
      await keep(request);
      return HttpResponse.json({ data: { userId: current.userId, root: { ...avi, userId: current.userId, username: current.username, children: [{ ...avi, userId: 503, username: 'dana-sub', adminId: 501 }] } } });
    }),
    http.post(apiUrl('/super-admin/get-cl-with-subs'), async ({ request }) => {
      await keep(request);
      return HttpResponse.json({ data: [{ id: 7, name: 'Clients', totalLength: 120 }] });
    }),
    http.post(apiUrl('/super-admin/get-price-lists'), async ({ request }) => {
      await keep(request);
      return HttpResponse.json({ data: [{ id: 1, name: 'Default', isDefault: true }, { id: 4, name: 'Resellers' }] });
    }),
    http.get(apiUrl('/super-admin/search/main-autocomplete'), async ({ request }) => {
      await keep(request);
      const query = new URL(request.url).searchParams.get('query')!.toLowerCase();
      return HttpResponse.json({ data: [avi].filter((c) => c.username.startsWith(query) || c.firstName!.toLowerCase().startsWith(query)) });
    }),
    http.post(apiUrl('/super-admin/unBlock'), async ({ request }) => {
      await keep(request);
      const was = current.blocked;
      current = { ...current, blocked: false, blockedReason: undefined, failedLogins: 0 };
      return answer(was ? 1 : 0);
    }),
    http.post(apiUrl('/super-admin/update-password-validity'), async ({ request }) => {
      await keep(request);
      const { validUntil } = (await request.json()) as { validUntil: string };
      current = { ...current, passwordValidUntil: `${validUntil}T21:59:59.000Z` };
      return answer(1);
    }),
    http.post(apiUrl('/super-admin/assigning-block'), async ({ request }) => {
      await keep(request);
      const { blocked } = (await request.json()) as { blocked: boolean };
      current = { ...current, blocked, blockedReason: blocked ? 'administrator' : undefined };
      return answer(blocked ? 1 : 2);
    }),
    http.post(apiUrl('/super-admin/user-to-user'), async ({ request }) => {
      await keep(request);
      const { toUserId, amount } = (await request.json()) as { toUserId: number; amount: number };
      if (toUserId === current.userId) current = { ...current, balances: { ...current.balances, sms: { amount: current.balances.sms!.amount + amount, hasPermissions: true } } };
      return answer(1, { toBalance: current.balances.sms!.amount });
    }),
    http.post(apiUrl('/super-admin/save-user-details'), async ({ request }) => {
      await keep(request);
      return answer(1);
    }),
    // The Access tab's package sale reads the packages of the customer's price list.
    http.post(apiUrl('/main/get-details-for-package'), async ({ request }) => {
      await keep(request);
      const basic = { productId: 11, name: 'Basic', rate: 100, quantity: 1000, service: 'sms', priceWithVat: 118 };
      return answer(1, { vatMultiplier: 1.18, product: basic, user_price_list: { id: 1, name: 'Default', isDefault: true, products: [basic] } });
    }),
    http.post(apiUrl('/main/login-admin-to-sub'), async ({ request }) => {
      await keep(request);
      return answer(-1);
    }),
  );
  return { asked, bodiesOf: (path: string) => asked.filter((a) => a.path === path).map((a) => a.body) };
}

export function renderCustomerPage(route: string, { language = 'en', user = superAdministrator }: { language?: Language; user?: Partial<User> } = {}) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/user-profile/:userId" element={<UserProfilePage />} />
        <Route path="/create-user-account" element={<CreateUserAccountPage />} />
      </Routes>
      <ConfirmModalHost />
      <NotificationHost />
    </>,
    { route, preloadedState: { ...sessionFor(user), preferences: { language, theme: 'light' } } },
  );
}
