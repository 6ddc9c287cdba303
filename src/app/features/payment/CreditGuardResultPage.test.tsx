import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Language } from '../../state/preferences';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import { NotificationHost } from '../../ui/NotificationHost';
import CreditGuardResultPage from './CreditGuardResultPage';

const renderResult = (route: string, language: Language = 'en') =>
  renderWithProviders(
    <>
      <CreditGuardResultPage />
      <NotificationHost />
    </>,
    {
      route,
      path: '/credit-guard-result/:type/:contactNumber?',
      preloadedState: { preferences: { language, theme: 'light' } },
    },
  );

// Every package status code of section 4, as the customer reads it.
test.each([
  ['1', 'Your account was moved to the package.'],
  ['2', 'Thank you! The package was purchased and the credits were added to your account. The invoice is in the invoices report.'],
  ['0', 'The payment went through, but the invoice could not be created. Our billing team will contact you.'],
  ['-1', "There was a problem with the payment's invoice, so no credits were added. Our billing team will contact you."],
  ['-3', 'The charge did not go through. A representative will call you shortly.'],
  ['-4', 'The charge did not go through. A representative will call you on the next working day.'],
  ['-5', 'No card details are saved for your account.'],
  ['-6', 'The card was declined and nothing was charged. You can try again with another card.'],
  ['-7', 'Your postpaid request was sent and is waiting for confirmation.'],
  ['-8', 'You already have an open postpaid request.'],
  ['-9', 'The package is not in your price list.'],
])('status %s says what happened', async (code, text) => {
  renderResult(`/credit-guard-result/${code}`);
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Card payment' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Back to the app' })).toBeInTheDocument();
});

test('a failed charge shows the number the representative will call', async () => {
  renderResult('/credit-guard-result/-3/0521234567');
  expect(await screen.findByText('We will call you at 0521234567.')).toBeInTheDocument();
});

test('a purchase does not show a call-back number, and an unknown or made-up code says the result is not known', async () => {
  const { unmount } = renderResult('/credit-guard-result/2/0521234567');
  expect(await screen.findByText(/The package was purchased/)).toBeInTheDocument();
  expect(screen.queryByText(/We will call you/)).not.toBeInTheDocument();
  unmount();
  renderResult('/credit-guard-result/<script>');
  expect(await screen.findByText('The payment result is not known. If you were charged, contact support.')).toBeInTheDocument();
});

test.each([
  ['he', 'הכרטיס סורב ולא בוצע חיוב. אפשר לנסות שוב עם כרטיס אחר.', 'rtl'],
  ['ru', 'Карта отклонена, деньги не списаны. Можно попробовать другую карту.', 'ltr'],
  ['ar', 'تم رفض البطاقة ولم يتم خصم أي مبلغ. يمكنك المحاولة ببطاقة أخرى.', 'rtl'],
] as const)('in %s the declined card is said in that language', async (language, text, dir) => {
  renderResult('/credit-guard-result/-6', language);
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(document.documentElement.dir).toBe(dir);
});

const mailFailedText = 'The payment confirmation e-mail could not be sent.';

describe('the result e-mail', () => {
  const serveMail = (status: number) => {
    const sent: unknown[] = [];
    server.use(
      http.post(apiUrl('/auth/send-url-cg-response-mail'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: { status } });
      }),
    );
    return sent;
  };

  test('a page the processor named its payment on asks once that the outcome be mailed, and says it was', async () => {
    const sent = serveMail(1);
    renderResult('/credit-guard-result/2/0521234567?payment=tok_123');
    expect(await screen.findByText('A confirmation of the payment was sent by e-mail.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        type: '2',
        contactNumber: '0521234567',
        params: { payment: 'tok_123' },
      },
    ]);
  });

  test('a refusal is said from the status table; without a payment nothing is asked', async () => {
    const sent = serveMail(-1);
    const { unmount } = renderResult('/credit-guard-result/-6?payment=tok_9');
    expect(await screen.findByText(mailFailedText)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    unmount();
    renderResult('/credit-guard-result/-6');
    expect(await screen.findByText(/The card was declined/)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });
});
