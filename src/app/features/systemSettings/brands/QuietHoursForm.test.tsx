import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { defaultQuietHours } from '../../../../domain/quietHours';
import type { WhiteLabelBrand } from '../../../api/generated/superAdmin';
import { renderWithProviders, sessionFor } from '../../../test/render';
import { apiUrl, server } from '../../../test/server';
import { NotificationHost } from '../../../ui/NotificationHost';
import WhiteLabelManagement from './WhiteLabelManagement';

const reseller: WhiteLabelBrand = { id: 7, host: 'sms.reseller.example', userId: 40, logoName: 'Reseller SMS', appLogoSrc: '/favicon.svg', supportPhone: '', supportEmail: '', infoLinks: {} };

test("a brand's quiet hours: read as it follows the default, the night's start changed and saved as its own, the outcome said", async () => {
  const saved: unknown[] = [];
  server.use(
    http.post(apiUrl('/super-admin/get-white-label'), () => HttpResponse.json({ data: [reseller] })),
    http.post(apiUrl('/super-admin/get-quiet-hours'), () => HttpResponse.json({ data: { brandId: 7, own: false, quietHours: defaultQuietHours, countries: ['GB', 'IL', 'US'] } })),
    http.post(apiUrl('/super-admin/set-quiet-hours'), async ({ request }) => {
      saved.push(await request.json());
      return HttpResponse.json({ data: { status: 1 } });
    }),
  );
  renderWithProviders(
    <>
      <WhiteLabelManagement />
      <NotificationHost />
    </>,
    { preloadedState: { ...sessionFor({ group: 5 }), preferences: { language: 'en', theme: 'light' } } },
  );
  const row = (await screen.findByText('sms.reseller.example')).closest('tr')!;
  await userEvent.click(within(row).getByRole('button', { name: 'Quiet hours Reseller SMS' }));
  expect(await screen.findByText("This brand follows the default brand's quiet hours. Saving here gives it its own.")).toBeInTheDocument();
  const from = screen.getByLabelText('From');
  await userEvent.clear(from);
  await userEvent.type(from, '22:00');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]).toEqual({ brandId: 7, quietHours: { daily: { from: '22:00', to: '08:00' }, countries: defaultQuietHours.countries } });
  expect(await screen.findByText('The quiet hours were saved')).toBeInTheDocument();
});
