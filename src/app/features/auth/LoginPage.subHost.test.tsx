import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../test/render';
import { apiUrl, demoBrand, server } from '../../test/server';
import { openSite } from './browserHost';
import LoginPage from './LoginPage';

// jsdom cannot be put on another host nor leave the page, so the location is stood in for.
jest.mock('./browserHost', () => ({
  ...jest.requireActual<typeof import('./browserHost')>('./browserHost'),
  hostName: () => 'sub.example.com',
  openSite: jest.fn(),
}));

test('on a host starting with "sub" the login page opens the main site instead', async () => {
  let askedFor: unknown;
  server.use(
    http.post(apiUrl('/auth/get-app-meta-data'), async ({ request }) => {
      askedFor = await request.json();
      return HttpResponse.json({ data: { ...demoBrand, mainSiteUrl: 'https://www.example.com/' } });
    }),
  );
  renderWithProviders(<LoginPage />, { route: '/login', path: '/login', preloadedState: { preferences: { language: 'en', theme: 'light' } } });
  expect(await screen.findByText('Taking you to the main site…')).toBeInTheDocument();
  await waitFor(() => expect(openSite).toHaveBeenCalledWith('https://www.example.com/'));
  expect(askedFor).toEqual({ hostname: 'sub.example.com' });
  expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
});
