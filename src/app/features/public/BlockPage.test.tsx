import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../test/render';
import { apiUrl, demoBrand, server } from '../../test/server';
import BlockPage from './BlockPage';

test('says plainly that the account is blocked, with the support phone and e-mail', async () => {
  renderWithProviders(<BlockPage />, { route: '/block-page', preloadedState: { preferences: { language: 'en', theme: 'light' } } });
  expect(await screen.findByRole('heading', { name: 'Your account is blocked' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: '03-555-0100' })).toHaveAttribute('href', 'tel:035550100');
  expect(screen.getByRole('link', { name: 'support@example.com' })).toHaveAttribute('href', 'mailto:support@example.com');
});

test('a white-label brand shows its own support details, right-to-left in Hebrew', async () => {
  server.use(http.post(apiUrl('/auth/get-app-meta-data'), () => HttpResponse.json({ data: { ...demoBrand, supportPhone: '*5555', supportEmail: 'help@brand.example', isWhiteLable: true } })));
  renderWithProviders(<BlockPage />, { route: '/block-page', preloadedState: { preferences: { language: 'he', theme: 'light' } } });
  expect(await screen.findByRole('heading', { name: 'החשבון שלך חסום' })).toBeInTheDocument();
  expect(document.documentElement.dir).toBe('rtl');
  expect(await screen.findByRole('link', { name: '*5555' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'help@brand.example' })).toBeInTheDocument();
});
