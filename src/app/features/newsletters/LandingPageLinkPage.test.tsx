import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Language } from '../../state/preferences';
import { NotificationHost } from '../../ui/NotificationHost';
import { ConfirmModalHost } from '../../ui/ConfirmModalHost';
import { renderWithProviders, sessionFor } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import LandingPageLinkPage, { simulatorLandingPages } from './LandingPageLinkPage';
import { goToNewsletterService } from './openNewsletterService';

jest.mock('./openNewsletterService', () => ({ goToNewsletterService: jest.fn(), openNewsletterService: jest.fn() }));
afterEach(() => jest.mocked(goToNewsletterService).mockReset());

const lists = [
  { id: 7, name: 'Customers' },
  { id: 8, name: 'Spring sign-ups' },
];

function serve(answer: () => Response = () => HttpResponse.json({ data: { status: 1 } })) {
  const posted: unknown[] = [];
  server.use(
    http.get(apiUrl('/campaigns/get-user-all-contact-lists'), () => HttpResponse.json({ data: lists })),
    http.post(apiUrl('/main/link-to-cl'), async ({ request }) => {
      posted.push(await request.json());
      return answer();
    }),
  );
  return posted;
}

function renderPage(route = '/landing-page/abc123/signUp', language: Language = 'en') {
  return renderWithProviders(
    <>
      <LandingPageLinkPage />
      <NotificationHost />
      <ConfirmModalHost />
    </>,
    { route, path: '/landing-page/:hash/:type?', preloadedState: { ...sessionFor(), preferences: { language, theme: 'light' } } },
  );
}

async function chooseList(name: string) {
  const u = userEvent.setup({ pointerEventsCheck: 0 });
  await u.click(await screen.findByRole('combobox', { name: 'Contact list' }));
  await u.click(await screen.findByTitle(name));
  return u;
}

test('linking needs a list: without one the message is under the field and nothing is sent', async () => {
  const posted = serve();
  renderPage();
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Link' }));
  expect(await screen.findByText('Choose a contact list.')).toBeInTheDocument();
  expect(posted).toEqual([]);
});

test('the chosen list is linked with the page and its type; the outcome is said and the user goes back after five seconds', async () => {
  const posted = serve();
  renderPage();
  const u = await chooseList('Spring sign-ups');
  jest.useFakeTimers({ advanceTimers: true });
  try {
    await u.click(screen.getByRole('button', { name: 'Link' }));
    expect(await screen.findByText('Linked. People who sign up will join “Spring sign-ups”.')).toBeInTheDocument();
    expect(posted).toEqual([{ hash: 'abc123', type: 'signUp', contactListId: 8 }]);
    expect(await screen.findByText('The page was linked to the contact list. New sign-ups will join it.')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('5 seconds');
    expect(goToNewsletterService).not.toHaveBeenCalled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(5_100);
    });
    await waitFor(() => expect(goToNewsletterService).toHaveBeenCalledWith(simulatorLandingPages));
  } finally {
    jest.useRealTimers();
  }
});

test("a list or page outside the account (404) is said and the page stays to choose again", async () => {
  serve(() => HttpResponse.json({ message: 'errors.generic.notFound' }, { status: 404 }));
  renderPage();
  const u = await chooseList('Customers');
  await u.click(screen.getByRole('button', { name: 'Link' }));
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Link' })).toBeInTheDocument();
  expect(screen.queryByRole('timer')).not.toBeInTheDocument();
});

test('in Hebrew (the default, right to left) the page speaks Hebrew', async () => {
  serve();
  renderPage('/landing-page/abc123', 'he');
  expect(await screen.findByRole('heading', { name: 'קישור דף הנחיתה לרשימת אנשי קשר' })).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
});
