import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CampaignsCouponPage } from '../../api/generated/campaigns';
import type { Language } from '../../state/preferences';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import CouponPage from './CouponPage';

const code = 'Ab12Cd00001xYz98';

function serveCoupon(answer: CampaignsCouponPage) {
  const asked: unknown[] = [];
  server.use(
    http.post(apiUrl('/campaigns/get-coupon'), async ({ request }) => {
      asked.push(await request.json());
      return HttpResponse.json({ data: answer });
    }),
  );
  return asked;
}

const renderPage = (language: Language = 'en') =>
  renderWithProviders(<CouponPage />, { route: `/coupon/${code}`, path: '/coupon/:code', preloadedState: { preferences: { language, theme: 'light' } } });

test("a unique coupon shows the sender's text, the recipient's own code and its last day", async () => {
  const asked = serveCoupon({ status: 1, text: '20% off all shoes.\nShow this code at the till.', code: 'K7QW3M9XPA', expiresOn: '30/11/2026', sender: 'DemoShop' });
  renderPage();
  expect(await screen.findByText('K7QW3M9XPA')).toBeInTheDocument();
  expect(asked).toEqual([{ code }]);
  expect(screen.getByRole('heading', { name: 'Your coupon' })).toBeInTheDocument();
  expect(screen.getByText('From DemoShop')).toBeInTheDocument();
  expect(screen.getByText(/20% off all shoes\.\s+Show this code at the till\./)).toBeInTheDocument();
  expect(screen.getByText('Valid until 30/11/2026 (inclusive)')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Copy the code/ })).toBeInTheDocument();
});

test('a test send shows the coupon without a code and says each recipient sees their own', async () => {
  serveCoupon({ status: 1, text: 'Code SALE26', isSample: true, expiresOn: '30/11/2026', sender: '' });
  renderPage();
  expect(await screen.findByText('This is a test send: each recipient sees their own code here.')).toBeInTheDocument();
  expect(screen.queryByText('Your personal code')).not.toBeInTheDocument();
  expect(screen.queryByText(/^From /)).not.toBeInTheDocument();
});

test('an ended coupon says when it ended, in Hebrew right to left, and shows no code', async () => {
  serveCoupon({ status: 2, text: '20% off', code: 'K7QW3M9XPA', expiresOn: '01/11/2026', sender: 'DemoShop' });
  renderPage('he');
  expect(await screen.findByRole('heading', { name: 'תוקף הקופון הסתיים' })).toBeInTheDocument();
  expect(screen.getByText('הקופון היה בתוקף עד 01/11/2026.')).toBeInTheDocument();
  expect(screen.queryByText('K7QW3M9XPA')).not.toBeInTheDocument();
  expect(document.documentElement.dir).toBe('rtl');
});

test('an unknown code says the coupon was not found', async () => {
  serveCoupon({ status: -1 });
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Coupon not found' })).toBeInTheDocument();
  expect(screen.getByText('Check that you opened the whole link from the message.')).toBeInTheDocument();
});
