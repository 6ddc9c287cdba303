import { screen } from '@testing-library/react';
import type { Language } from '../../state/preferences';
import { renderWithProviders } from '../../test/render';
import CreditGuardResultPage from './CreditGuardResultPage';

const renderResult = (route: string, language: Language = 'en') =>
  renderWithProviders(<CreditGuardResultPage />, {
    route,
    path: '/credit-guard-result/:type/:contactNumber?',
    preloadedState: { preferences: { language, theme: 'light' } },
  });

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
