import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AddWhiteLabel } from '../../../../contract/statusCodes';
import type { WhiteLabelBrand } from '../../../api/generated/superAdmin';
import { renderWithProviders, sessionFor } from '../../../test/render';
import { apiUrl, server } from '../../../test/server';
import { NotificationHost } from '../../../ui/NotificationHost';
import WhiteLabelManagement from './WhiteLabelManagement';

const reseller: WhiteLabelBrand = { id: 7, host: 'sms.reseller.example', userId: 40, logoName: 'Reseller SMS', appLogoSrc: '/favicon.svg', supportPhone: '03-1234567', supportEmail: 'help@reseller.example', buyPackage: '', approvalFile: '', siteKey: '', infoLinks: {} };
const main: WhiteLabelBrand = { id: 1, host: '*', logoName: 'Messaging', appLogoSrc: '/favicon.svg', supportPhone: '03-555-0100', supportEmail: 'support@example.com', infoLinks: {} };

function serve(status = 2) {
  const brands = [main, { ...reseller }];
  const asked: unknown[] = [];
  server.use(
    http.post(apiUrl('/super-admin/get-white-label'), () => HttpResponse.json({ data: brands })),
    http.post(apiUrl('/super-admin/add-white-label'), async ({ request }) => {
      const body = (await request.json()) as { brandId?: number; brand: WhiteLabelBrand };
      asked.push(body);
      const saved = status === AddWhiteLabel.created || status === AddWhiteLabel.assigned;
      if (saved && body.brandId) Object.assign(brands.find((b) => b.id === body.brandId)!, body.brand);
      return HttpResponse.json({ data: { status, ...(saved ? { brandId: body.brandId ?? 9 } : {}) } });
    }),
    http.post(apiUrl('/super-admin/white-label-image'), () => HttpResponse.json({ data: { status: -2 } })),
  );
  return asked;
}

const mount = (language: 'en' | 'he' = 'en') =>
  renderWithProviders(
    <>
      <WhiteLabelManagement />
      <NotificationHost />
    </>,
    { preloadedState: { ...sessionFor({ group: 5 }), preferences: { language, theme: 'light' } } },
  );

describe('white-label-management', () => {
  it("lists the brands per host and changes a brand's support phone: the saved brand is listed with it and the outcome is said", async () => {
    const asked = serve();
    mount();
    const row = (await screen.findByText('sms.reseller.example')).closest('tr')!;
    expect(within(row).getByText('03-1234567')).toBeInTheDocument();
    expect(screen.getByText('Every other host')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Edit Reseller SMS' }));
    const phone = await screen.findByLabelText('Support phone');
    await userEvent.clear(phone);
    await userEvent.type(phone, '03-7654321');
    await userEvent.type(screen.getByLabelText('API documentation'), 'https://docs.reseller.example');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The reseller was linked to the brand.')).toBeInTheDocument();
    expect(asked[0]).toEqual({ userId: 40, brandId: 7, brand: expect.objectContaining({ host: 'sms.reseller.example', supportPhone: '03-7654321', infoLinks: { apiDocs: 'https://docs.reseller.example' } }) });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('03-7654321')).toBeInTheDocument();
  });

  it('a host already branded is refused with its message; a bad host or link is said before anything is sent', async () => {
    const asked = serve(-1);
    mount();
    await userEvent.click(await screen.findByRole('button', { name: 'New brand' }));
    await userEvent.type(await screen.findByLabelText('Reseller (user id)'), '40');
    await userEvent.type(screen.getByLabelText('Host'), 'Bad Host!');
    await userEvent.type(screen.getByLabelText('Brand name'), 'Other');
    await userEvent.type(screen.getByLabelText('Buy-package link'), 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a host name: letters, digits, hyphens and dots, lower case.')).toBeInTheDocument();
    expect(screen.getByText('Enter an http or https address.')).toBeInTheDocument();
    expect(asked).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText('Host'));
    await userEvent.type(screen.getByLabelText('Host'), 'sms.reseller.example');
    await userEvent.clear(screen.getByLabelText('Buy-package link'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A white-label brand already exists for this host.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('a file that is not a logo is refused by the server and said', async () => {
    serve();
    const { container } = mount();
    await screen.findByText('sms.reseller.example');
    const input = container.querySelector<HTMLInputElement>('input[type=file][accept=".png,.jpg,.jpeg,.svg"]')!;
    await userEvent.upload(input, new File(['<html></html>'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText('This file type is not supported.')).toBeInTheDocument();
  });

  it('in Hebrew, right to left', async () => {
    serve();
    mount('he');
    expect(await screen.findByRole('button', { name: 'מותג חדש' })).toBeInTheDocument();
    expect(document.querySelector('.ant-table-rtl')).not.toBeNull();
  });
});
