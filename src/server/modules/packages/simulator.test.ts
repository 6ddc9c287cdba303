import { cardFormErrors, decideCard, declinedTestCard, failingTestCard, passesLuhn } from './simulator';

const now = new Date(Date.UTC(2026, 10, 26));

test('the Luhn check takes real card numbers and refuses a one-digit typo', () => {
  expect(passesLuhn('4580000000000000')).toBe(true);
  expect(passesLuhn('4242424242424242')).toBe(true);
  expect(passesLuhn('4242424242424241')).toBe(false);
  expect(passesLuhn('12345')).toBe(false);
});

test('the form names each field that is wrong', () => {
  expect(cardFormErrors({ cardNumber: '4580 0000 0000 0000', expiry: '12/30', cvv: '123' })).toEqual({});
  expect(Object.keys(cardFormErrors({ cardNumber: '4580 0000 0000 0001', expiry: '13/30', cvv: '12345' })).sort()).toEqual(['cardNumber', 'cvv', 'expiry']);
});

test('the processor approves a good card with a token to charge it again, declines the test card and an expired one, and fails on the failing card', () => {
  const approved = decideCard({ cardNumber: '4580000000000000', expiry: '11/26', cvv: '123' }, now);
  expect(approved.outcome).toBe('approved');
  expect(approved.cardToken).toMatch(/^simcard_0000_/);
  expect(decideCard({ cardNumber: declinedTestCard, expiry: '12/30', cvv: '123' }, now)).toMatchObject({ outcome: 'declined' });
  expect(decideCard({ cardNumber: '4580000000000000', expiry: '10/26', cvv: '123' }, now)).toMatchObject({ outcome: 'declined' });
  expect(decideCard({ cardNumber: failingTestCard, expiry: '12/30', cvv: '123' }, now)).toMatchObject({ outcome: 'error' });
});
