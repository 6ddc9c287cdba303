import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import type { Language } from '../../state/preferences';
import { renderWithProviders } from '../../test/render';
import FileExpiredPage from './FileExpiredPage';
import FileNotFoundPage from './FileNotFoundPage';
import ForbiddenPage from './ForbiddenPage';
import LinkExpiredPage from './LinkExpiredPage';
import LinkNotFoundPage from './LinkNotFoundPage';
import NotFoundPage from './NotFoundPage';
import ServerErrorPage from './ServerErrorPage';

function renderPage(Page: ComponentType, language: Language, route = '/page') {
  return renderWithProviders(<Page />, {
    route,
    path: '/page',
    preloadedState: { preferences: { language, theme: 'light' } },
    extraRoutes: [{ path: '/', element: <p>Home page</p> }],
  });
}

interface PageCase {
  name: string;
  Page: ComponentType;
  he: string;
  en: string[];
  home: boolean;
}

const pages: PageCase[] = [
  { name: '404', Page: NotFoundPage, he: 'הדף לא נמצא', en: ['Page not found', 'The address may be mistyped, or the page has moved.'], home: true },
  { name: '403', Page: ForbiddenPage, he: 'אין גישה', en: ['Access denied', 'You do not have permission to view this page.'], home: true },
  { name: '500', Page: ServerErrorPage, he: 'הדף אינו זמין', en: ['Page unavailable', 'Something went wrong on our side. Please try again in a few minutes.'], home: true },
  {
    name: 'file not found',
    Page: FileNotFoundPage,
    he: 'הקובץ לא נמצא',
    en: ['File not found', 'Files sent in messages stay available for 6 months. If you still need it, ask the sender to send it again.'],
    home: false,
  },
  {
    name: 'link not found',
    Page: LinkNotFoundPage,
    he: 'הקישור לא נמצא',
    en: ['Link not found', 'A link in a campaign message works for 3 weeks, and a short link for 1 year.'],
    home: false,
  },
  {
    name: 'file expired',
    Page: FileExpiredPage,
    he: 'תוקף הקובץ פג',
    en: ['This file has expired', 'Files sent in messages stay available for 6 months, and this one is older.'],
    home: false,
  },
  {
    name: 'link expired',
    Page: LinkExpiredPage,
    he: 'תוקף הקישור פג',
    en: ['This link has expired', 'A link in a campaign message works for 3 weeks, and a short link for 1 year. This link is no longer active.'],
    home: false,
  },
];

describe.each(pages)('the $name page', ({ Page, he, en, home }) => {
  test('reads right-to-left in Hebrew', async () => {
    renderPage(Page, 'he');
    expect(await screen.findByRole('heading', { name: he })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
  });

  test('reads in English', async () => {
    renderPage(Page, 'en');
    expect(await screen.findByRole('heading', { name: en[0] })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('ltr');
    for (const text of en.slice(1)) expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back to the home page' }) !== null).toBe(home);
  });
});

test('the home button goes to /', async () => {
  const user = userEvent.setup();
  renderPage(ForbiddenPage, 'en');
  await user.click(await screen.findByRole('button', { name: 'Back to the home page' }));
  expect(await screen.findByText('Home page')).toBeInTheDocument();
});

test('on a remove-only host (?hide=1) Not Found offers no way home', async () => {
  renderPage(NotFoundPage, 'en', '/page?hide=1');
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Back to the home page' })).not.toBeInTheDocument();
});
