import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import type { User } from '../api/generated/main';
import { renderWithProviders, sessionFor } from '../test/render';
import { apiUrl, server } from '../test/server';
import { CreditsModal } from './CreditsModal';
import { findModal } from '../test/findModal';

const stale = sessionFor({ balanceCredits: { sms: { amount: 5, hasPermissions: true } } });
const fresh: Partial<User> = {
  balanceCredits: {
    sms: { amount: 1234567, hasPermissions: true, subAmount: 20000, sumAmount: 1254567 },
    overseas_sms: { amount: 0, hasPermissions: false },
    emails: { amount: 3500, hasPermissions: true, nis: 1250.5 },
    voice: { amount: 98765, hasPermissions: true },
    whatsapp: { amount: 4500, hasPermissions: true, creditsLeftWA: 12345 },
  },
};

function profileAnswers(user: Partial<User>) {
  let calls = 0;
  server.use(
    http.get(apiUrl('/main/user-profile'), () => {
      calls += 1;
      return HttpResponse.json({ data: { ...stale.session!.user, ...user } });
    }),
  );
  return () => calls;
}

/** The value cell of a service's row. */
function valueOf(modal: HTMLElement, service: string): HTMLElement {
  const label = within(modal).getByText(service, { selector: 'th, th *' });
  return label.closest('tr')!.querySelector('td')!;
}

test('shows every balance, refreshed from the server, with thousands separators', async () => {
  const calls = profileAnswers(fresh);
  const { store } = renderWithProviders(<CreditsModal open onClose={() => undefined} />, { preloadedState: { ...stale, preferences: { language: 'en', theme: 'light' } } });
  const modal = await findModal('Credits balance');
  expect(await within(modal).findByText('1,234,567')).toBeInTheDocument();
  expect(calls()).toBe(1);
  expect(store.getState().session.user?.balanceCredits?.sms?.amount).toBe(1234567);

  expect(valueOf(modal, 'SMS')).toHaveTextContent('1,234,567');
  expect(valueOf(modal, 'SMS')).toHaveTextContent('Held by sub-users: 20,000');
  expect(valueOf(modal, 'SMS')).toHaveTextContent('Total with sub-users: 1,254,567');
  expect(valueOf(modal, 'Overseas SMS')).toHaveTextContent('Not included in your package');
  expect(valueOf(modal, 'E-mails')).toHaveTextContent('3,500');
  expect(valueOf(modal, 'E-mails')).toHaveTextContent(/Value: ₪\s?1,250\.50/);
  expect(valueOf(modal, 'Voice messages')).toHaveTextContent('98,765');
  expect(valueOf(modal, 'WhatsApp')).toHaveTextContent('4,500');
  expect(valueOf(modal, 'WhatsApp')).toHaveTextContent('Messages left: 12,345');
});

test('a service missing from the balances shows as not included', async () => {
  profileAnswers({ balanceCredits: { sms: { amount: 10, hasPermissions: true } } });
  renderWithProviders(<CreditsModal open onClose={() => undefined} />, { preloadedState: { ...stale, preferences: { language: 'en', theme: 'light' } } });
  const modal = await findModal('Credits balance');
  expect(await within(modal).findByText('10')).toBeInTheDocument();
  expect(within(modal).getAllByText('Not included in your package')).toHaveLength(4);
});

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Show credits
      </button>
      <CreditsModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}

test('asks the server again on every opening and closes with Close', async () => {
  const calls = profileAnswers(fresh);
  const user = userEvent.setup();
  const { store } = renderWithProviders(<Harness />, { preloadedState: { ...stale, preferences: { language: 'en', theme: 'light' } } });
  await user.click(await screen.findByRole('button', { name: 'Show credits' }));
  const modal = await findModal('Credits balance');
  await within(modal).findByText('1,234,567');
  expect(calls()).toBe(1);
  expect(store.getState().session.user?.balanceCredits?.voice?.amount).toBe(98765);

  await user.click(within(modal).getByText('Close', { selector: 'button > span' }));
  await waitFor(() => expect(screen.queryByText('1,234,567')).not.toBeInTheDocument());
  await user.click(screen.getByRole('button', { name: 'Show credits' }));
  await waitFor(() => expect(calls()).toBe(2));
});

test('in Hebrew the numbers keep their separators and the modal is right to left', async () => {
  profileAnswers(fresh);
  renderWithProviders(<CreditsModal open onClose={() => undefined} />, { preloadedState: { ...stale, preferences: { language: 'he', theme: 'light' } } });
  const modal = await findModal('יתרת קרדיטים');
  expect(await within(modal).findByText('1,234,567')).toBeInTheDocument();
  expect(document.documentElement.dir).toBe('rtl');
  expect(screen.getAllByText('לא כלול בחבילה שלך')).toHaveLength(1);
});
