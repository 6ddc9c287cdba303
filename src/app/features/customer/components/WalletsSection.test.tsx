import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Wallet } from '../../../api/generated/superAdmin';
import { renderWithProviders, sessionFor } from '../../../test/render';
import { apiUrl, server } from '../../../test/server';
import { ConfirmModalHost } from '../../../ui/ConfirmModalHost';
import { NotificationHost } from '../../../ui/NotificationHost';
import { WalletsSection } from './WalletsSection';

/** The server as the wallets tab sees it: an account with 1,000 credits and two sub-users. */
function serve() {
  let balance = 1000;
  let nextId = 2;
  const wallets: Wallet[] = [{ id: 1, userId: 501, name: 'Sales', status: 'active', balance: 200, permissions: [601] }];
  const asked: { path: string; body: unknown }[] = [];
  const record = async (path: string, request: Request) => {
    const body = (await request.json()) as Record<string, unknown>;
    asked.push({ path, body });
    return body;
  };
  server.use(
    http.post(apiUrl('/super-admin/get-wallets'), () => HttpResponse.json({ data: wallets })),
    http.post(apiUrl('/super-admin/view-family'), () =>
      HttpResponse.json({ data: { userId: 501, root: { userId: 501, username: 'dana.cohen', children: [{ userId: 601, username: 'dana.sales' }, { userId: 602, username: 'dana.office' }] } } }),
    ),
    http.post(apiUrl('/super-admin/add-wallet'), async ({ request }) => {
      const body = (await record('add', request)) as { name: string; balance: number };
      if (body.balance > balance) return HttpResponse.json({ data: { status: -3 } });
      balance -= body.balance;
      wallets.push({ id: nextId, userId: 501, name: body.name, status: 'active', balance: body.balance, permissions: [] });
      return HttpResponse.json({ data: { status: 1, id: nextId++ } });
    }),
    http.post(apiUrl('/super-admin/update-wallet-status'), async ({ request }) => {
      const body = (await record('status', request)) as { walletId: number; status: 'active' | 'frozen' };
      wallets.find((w) => w.id === body.walletId)!.status = body.status;
      return HttpResponse.json({ data: { status: 1 } });
    }),
    http.post(apiUrl('/super-admin/wallets-perm'), async ({ request }) => {
      const body = (await record('perm', request)) as { walletId: number; permissions: number[] };
      wallets.find((w) => w.id === body.walletId)!.permissions = body.permissions;
      return HttpResponse.json({ data: { status: 1 } });
    }),
    http.post(apiUrl('/super-admin/delete-wallet'), async ({ request }) => {
      const body = (await record('delete', request)) as { walletId: number };
      wallets.splice(wallets.findIndex((w) => w.id === body.walletId), 1);
      return HttpResponse.json({ data: { status: 1 } });
    }),
  );
  return asked;
}

const mount = (language: 'en' | 'he' = 'en') =>
  renderWithProviders(
    <>
      <WalletsSection userId={501} />
      <NotificationHost />
      <ConfirmModalHost />
    </>,
    { preloadedState: { ...sessionFor({ group: 5 }), preferences: { language, theme: 'light' } } },
  );

describe("the customer's wallets tab", () => {
  it('lists the wallets with who may spend; a wallet the balance cannot fund is refused and said, a smaller one is added', async () => {
    const asked = serve();
    mount();
    const row = (await screen.findByText('Sales')).closest('tr')!;
    expect(within(row).getByText('dana.sales')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New wallet' }));
    await userEvent.type(await screen.findByLabelText('Name'), 'Events');
    const credits = screen.getByLabelText('Credits');
    await userEvent.clear(credits);
    await userEvent.type(credits, '5000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("The account's balance does not hold the credits the wallet is to get.")).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.clear(credits);
    await userEvent.type(credits, '300');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The wallet was added.')).toBeInTheDocument();
    expect(await screen.findByText('Events')).toBeInTheDocument();
    expect(asked.filter((a) => a.path === 'add').map((a) => a.body)).toEqual([
      { userId: 501, name: 'Events', balance: 5000 },
      { userId: 501, name: 'Events', balance: 300 },
    ]);
  });

  it('freezes a wallet, chooses who may spend from it, and deletes it after a confirm', async () => {
    const asked = serve();
    mount();
    await screen.findByText('Sales');
    await userEvent.click(screen.getByRole('button', { name: 'Freeze Sales' }));
    expect(await screen.findByText('Frozen')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Permissions Sales' }));
    const select = await screen.findByRole('combobox', { name: 'Sub-users who may spend from "Sales"' });
    await userEvent.click(select);
    await userEvent.click(await screen.findByText('dana.office', { selector: '.ant-select-item-option-content' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The wallet permissions were saved.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Sales' }));
    expect(await screen.findByText('Delete the wallet "Sales"? Its 200 credits return to the account\'s balance.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('No wallets.')).toBeInTheDocument();
    expect(asked.map((a) => [a.path, a.body])).toEqual([
      ['status', { userId: 501, walletId: 1, status: 'frozen' }],
      ['perm', { userId: 501, walletId: 1, permissions: [601, 602] }],
      ['delete', { userId: 501, walletId: 1 }],
    ]);
  });

  it('in Hebrew, right to left', async () => {
    serve();
    mount('he');
    expect(await screen.findByRole('button', { name: 'ארנק חדש' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.ant-table-rtl')).not.toBeNull());
  });
});
