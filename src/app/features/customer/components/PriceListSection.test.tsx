import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, sessionFor } from '../../../test/render';
import { apiUrl, server } from '../../../test/server';
import { ConfirmModalHost } from '../../../ui/ConfirmModalHost';
import { NotificationHost } from '../../../ui/NotificationHost';
import { PriceListSection } from './PriceListSection';

function serve(saveStatus = 1) {
  const state = { listId: 1, listName: 'Default', ukRate: 3, own: false };
  const asked: Record<string, unknown[]> = {};
  const ask = async (name: string, request: Request) => ((asked[name] ??= []).push(await request.json()));
  server.use(
    http.post(apiUrl('/super-admin/get-rates'), () =>
      HttpResponse.json({
        data: {
          priceListId: state.listId,
          priceListName: state.listName,
          user_rates: [
            { PREFIX: '44', COUNTRY: 'United Kingdom', OPERATOR_DESC: 'All operators', RATE: state.ukRate, OWN: state.own },
            { PREFIX: '1', COUNTRY: 'United States / Canada', OPERATOR_DESC: 'All operators', RATE: 2, OWN: false },
          ],
        },
      }),
    ),
    http.post(apiUrl('/super-admin/get-price-lists'), () => HttpResponse.json({ data: [{ id: 1, name: 'Default', isDefault: true }, { id: 2, name: 'Resellers' }] })),
    http.post(apiUrl('/super-admin/change-price-list'), async ({ request }) => {
      await ask('change', request);
      Object.assign(state, { listId: 2, listName: 'Resellers' });
      return HttpResponse.json({ data: { status: 1 } });
    }),
    http.post(apiUrl('/super-admin/save-countries-rates'), async ({ request }) => {
      await ask('save', request);
      if (saveStatus > 0) Object.assign(state, { ukRate: 1.5, own: true });
      return HttpResponse.json({ data: { status: saveStatus } });
    }),
  );
  return asked;
}

const mount = (language: 'en' | 'he' = 'en') =>
  renderWithProviders(
    <>
      <PriceListSection userId={40} />
      <NotificationHost />
      <ConfirmModalHost />
    </>,
    { preloadedState: { ...sessionFor({ group: 5 }), preferences: { language, theme: 'light' } } },
  );

describe("a customer's price list and overseas rates", () => {
  it('moves the customer to another price list with its sub-users', async () => {
    const asked = serve();
    mount();
    expect(await screen.findByText('Default')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Another price list' }));
    await userEvent.click(await screen.findByText('Resellers'));
    await userEvent.click(screen.getByRole('button', { name: 'Move to this price list' }));
    expect(await screen.findByText("The customer's price list was changed.")).toBeInTheDocument();
    expect(asked.change[0]).toEqual({ userId: 40, priceListId: 2, includeSubUsers: true });
    expect(await screen.findByText('Resellers', { selector: 'strong' })).toBeInTheDocument();
  });

  it("saves a changed overseas rate as the customer's own", async () => {
    const asked = serve();
    mount();
    const uk = await screen.findByRole('spinbutton', { name: 'Rate for United Kingdom (44)' });
    await userEvent.clear(uk);
    await userEvent.type(uk, '1.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save rates' }));
    expect(await screen.findByText('The rates were saved.')).toBeInTheDocument();
    expect(asked.save[0]).toEqual({ user_id: 40, rates: [{ PREFIX: '44', OPERATOR_DESC: 'All operators', RATE: 1.5 }] });
    expect(await screen.findByText('Own rate')).toBeInTheDocument();
  });

  it('a refusal is said (no prices of its own: a sub-user)', async () => {
    serve(-1);
    mount();
    const uk = await screen.findByRole('spinbutton', { name: 'Rate for United Kingdom (44)' });
    await userEvent.clear(uk);
    await userEvent.type(uk, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Save rates' }));
    expect(await screen.findByText('You do not have permission for this action.')).toBeInTheDocument();
  });

  it('reads in Hebrew, right to left', async () => {
    serve();
    mount('he');
    expect(await screen.findByRole('button', { name: 'שמירת התעריפים' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.ant-table-rtl')).not.toBeNull());
  });
});
