import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { PriceList } from '../../../api/generated/superAdmin';
import { renderWithProviders, sessionFor } from '../../../test/render';
import { apiUrl, server } from '../../../test/server';
import { ConfirmModalHost } from '../../../ui/ConfirmModalHost';
import { NotificationHost } from '../../../ui/NotificationHost';
import ManagePriceLists from './ManagePriceLists';

function serve() {
  const lists: PriceList[] = [
    { id: 1, name: 'Default', type: 'standard', rate: 1, isDefault: true, customers: 3 },
    { id: 2, name: 'Resellers', type: 'standard', rate: 1, isDefault: false, customers: 0 },
  ];
  const products = [
    { productId: 21, name: 'SMS message', service: 'sms' as const, kind: 'message' as const, rate: 1, quantity: 1, priceWithVat: 1.18 },
    { productId: 22, name: 'SMS 1,000', service: 'sms' as const, kind: 'package' as const, rate: 80, quantity: 1000, priceWithVat: 94.4 },
  ];
  const asked: Record<string, unknown[]> = {};
  const ask = async (name: string, request: Request) => ((asked[name] ??= []).push(await request.json()));
  server.use(
    http.post(apiUrl('/super-admin/get-price-lists'), () => HttpResponse.json({ data: lists })),
    http.post(apiUrl('/super-admin/get-price-list-details'), () => HttpResponse.json({ data: { ...lists[1], products, texts: { he: 'מחירון משווקים' } } })),
    http.post(apiUrl('/super-admin/get-products-price-list'), () =>
      HttpResponse.json({ data: { products, available: [{ productId: 5, name: 'WhatsApp message', service: 'whatsapp', kind: 'message', rate: 1, quantity: 1 }] } }),
    ),
    http.post(apiUrl('/super-admin/save-price-list'), async ({ request }) => {
      await ask('save', request);
      products[0].rate = 2;
      return HttpResponse.json({ data: { status: 1 } });
    }),
    http.post(apiUrl('/super-admin/add-price-list'), async ({ request }) => {
      await ask('add', request);
      return HttpResponse.json({ data: { status: -2 } });
    }),
    http.post(apiUrl('/super-admin/remove-price-list'), async ({ request }) => {
      await ask('remove', request);
      return HttpResponse.json({ data: { status: -2 } });
    }),
    http.post(apiUrl('/super-admin/add-product-to-price-list'), async ({ request }) => {
      await ask('addProduct', request);
      return HttpResponse.json({ data: { status: 1 } });
    }),
  );
  return asked;
}

const mount = (language: 'en' | 'he' = 'en') =>
  renderWithProviders(
    <>
      <ManagePriceLists />
      <NotificationHost />
      <ConfirmModalHost />
    </>,
    { preloadedState: { ...sessionFor({ group: 5 }), preferences: { language, theme: 'light' } } },
  );

describe('manage-price-lists', () => {
  it("lists the price lists; a list opened has its SMS rate changed and saved with every product's rate", async () => {
    const asked = serve();
    mount();
    const row = (await screen.findByText('Resellers')).closest('tr')!;
    expect(within(screen.getAllByText('Default')[0].closest('tr')!).getByText('3')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Open Resellers' }));
    const rate = await screen.findByLabelText('Rate of SMS message');
    await userEvent.clear(rate);
    await userEvent.type(rate, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Save price list' }));
    expect(await screen.findByText('The price list was saved.')).toBeInTheDocument();
    expect(asked.save[0]).toEqual({ priceListId: 2, name: 'Resellers', type: 'standard', rate: 1, products: [{ productId: 21, rate: 2 }, { productId: 22, rate: 80, quantity: 1000 }] });
  });

  it('a product of another list is added with its own rate', async () => {
    const asked = serve();
    mount();
    await userEvent.click(await screen.findByRole('button', { name: 'Open Resellers' }));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Product' }));
    await userEvent.click(await screen.findByText('WhatsApp message · WhatsApp'));
    const rate = screen.getByRole('spinbutton', { name: 'Rate' });
    await userEvent.clear(rate);
    await userEvent.type(rate, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('The product was added to the price list.')).toBeInTheDocument();
    expect(asked.addProduct[0]).toEqual({ priceListId: 2, productId: 5, rate: 3 });
  });

  it('refusals are said: a taken name, a list customers still use', async () => {
    const asked = serve();
    mount();
    await userEvent.click(await screen.findByRole('button', { name: 'New price list' }));
    await userEvent.type(await screen.findByLabelText('Name'), 'Default');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('A price list with this name already exists.')).toBeInTheDocument();
    expect(asked.add[0]).toEqual({ name: 'Default' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('button', { name: 'Delete Default' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Resellers' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /OK|Yes|Confirm/i }));
    expect(await screen.findByText('Customers still use this price list. Move them to another price list first.')).toBeInTheDocument();
    expect(asked.remove[0]).toEqual({ priceListId: 2 });
  });

  it('reads in Hebrew, right to left', async () => {
    serve();
    mount('he');
    expect(await screen.findByRole('button', { name: 'מחירון חדש' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.ant-table-rtl')).not.toBeNull());
  });
});
