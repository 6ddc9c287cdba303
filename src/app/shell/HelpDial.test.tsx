import { act, fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { sessionFor } from '../test/render';
import { apiUrl, demoBrand, server } from '../test/server';
import { brandLoaded, renderShell, resetScreenWidth, setScreenWidth } from './testShell';

function brandIs(overrides: Partial<typeof demoBrand>) {
  server.use(http.post(apiUrl('/auth/get-app-meta-data'), () => HttpResponse.json({ data: { ...demoBrand, ...overrides } })));
}

const helpDial = () => screen.queryByRole('button', { name: 'Help' });

/** The dial loads lazily: let it arrive, so that "not shown" means not shown. */
async function dialSettled(): Promise<void> {
  await act(async () => {
    await import('./HelpDial');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

afterEach(() => {
  resetScreenWidth();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('the help speed dial', () => {
  test('offers WhatsApp chat, Messenger chat and a call to support', async () => {
    setScreenWidth(1300);
    brandIs({ infoLinks: { messenger: 'https://m.me/messaging' } });
    const { store } = renderShell({ preloadedState: sessionFor() });
    await brandLoaded(store);
    fireEvent.click(await screen.findByRole('button', { name: 'Help' }));
    expect(await screen.findByRole('link', { name: 'Messenger chat' })).toHaveAttribute('href', 'https://m.me/messaging');
    expect(screen.getByRole('link', { name: 'Call support' })).toHaveAttribute('href', 'tel:035550100');
    expect(screen.getAllByRole('link', { name: 'WhatsApp chat' }).some((a) => a.getAttribute('href') === 'https://wa.me/97235550100')).toBe(true);
  });

  test('on a phone it hides when scrolled down more than 10 px', async () => {
    setScreenWidth(400);
    const { store } = renderShell();
    await brandLoaded(store);
    expect(await screen.findByRole('button', { name: 'Help' })).toBeInTheDocument();
    scrollTo(10);
    expect(helpDial()).not.toBeNull();
    scrollTo(11);
    expect(helpDial()).toBeNull();
    scrollTo(0);
    expect(helpDial()).not.toBeNull();
  });

  test('on a large screen it stays when scrolled', async () => {
    setScreenWidth(1300);
    const { store } = renderShell();
    await brandLoaded(store);
    await screen.findByRole('button', { name: 'Help' });
    scrollTo(500);
    expect(helpDial()).not.toBeNull();
  });

  test('white-label brands have neither the dial nor the footer', async () => {
    brandIs({ isWhiteLable: true });
    const { store } = renderShell({ preloadedState: sessionFor() });
    await brandLoaded(store);
    await dialSettled();
    expect(helpDial()).toBeNull();
    expect(screen.queryByText(/All rights reserved/)).not.toBeInTheDocument();
  });
});

describe('the footer', () => {
  test('shows the company line', async () => {
    renderShell();
    expect(await screen.findByText(`© ${new Date().getFullYear()} Messaging. All rights reserved.`)).toBeInTheDocument();
  });

  test('is hidden with the app bar', async () => {
    const { store } = renderShell({ route: '/bare' });
    await brandLoaded(store);
    await dialSettled();
    expect(screen.queryByText(/All rights reserved/)).not.toBeInTheDocument();
    expect(helpDial()).toBeNull();
  });
});
