/**
 * The embedded card processor: decides a card the way processors' test environments do and
 * draws its hosted page. Test cards: 4000000000000002 is declined, 4000000000000119 fails at
 * the processor, any other number that passes the Luhn check is approved; an expired card is
 * declined.
 */
import { randomBytes } from 'node:crypto';
import type { ChargeOutcome } from './paymentAdapter';

export const declinedTestCard = '4000000000000002';
export const failingTestCard = '4000000000000119';

export const simulatorPageUrl = (token: string): string => `/payment-simulator/${encodeURIComponent(token)}`;

/** The Luhn check every card number passes (a typo in one digit never does). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export interface CardForm {
  cardNumber?: string;
  expiry?: string;
  cvv?: string;
}

export type CardField = 'cardNumber' | 'expiry' | 'cvv';

/** What is wrong with the form, field by field; empty when the processor may try the card. */
export function cardFormErrors(form: CardForm): Partial<Record<CardField, string>> {
  const errors: Partial<Record<CardField, string>> = {};
  const digits = (form.cardNumber ?? '').replace(/[\s-]/g, '');
  if (!passesLuhn(digits)) errors.cardNumber = 'The card number is not valid.';
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(form.expiry ?? '');
  if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12) errors.expiry = 'Write the expiry as MM/YY.';
  if (!/^\d{3,4}$/.test(form.cvv ?? '')) errors.cvv = 'The CVV is 3 or 4 digits.';
  return errors;
}

const expired = (expiry: string, now: Date): boolean => {
  const [month, year] = expiry.split('/').map((s) => Number(s.trim()));
  // A card is good through the last day of its expiry month.
  return 2000 + year! < now.getUTCFullYear() || (2000 + year! === now.getUTCFullYear() && month! < now.getUTCMonth() + 1);
};

export interface CardDecision {
  outcome: ChargeOutcome;
  reference: string;
  /** Lets the same card be charged again (approved cards only). */
  cardToken?: string;
}

const reference = (): string => `SIM-${randomBytes(6).toString('hex').toUpperCase()}`;

/** The processor's decision on a valid form. */
export function decideCard(form: Required<CardForm>, now: Date): CardDecision {
  const digits = form.cardNumber.replace(/[\s-]/g, '');
  if (digits === failingTestCard) return { outcome: 'error', reference: reference() };
  if (digits === declinedTestCard || expired(form.expiry, now)) return { outcome: 'declined', reference: reference() };
  return { outcome: 'approved', reference: reference(), cardToken: `simcard_${digits.slice(-4)}_${randomBytes(8).toString('hex')}` };
}

/** A saved card: the simulator only ever saves approved cards, so it charges them. */
export const simulatorCharge = (cardToken: string): { outcome: ChargeOutcome; reference: string } =>
  cardToken.startsWith('simcard_') ? { outcome: 'approved', reference: reference() } : { outcome: 'declined', reference: reference() };

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface PageFacts {
  token: string;
  description: string;
  total: number;
  form?: CardForm;
  errors?: Partial<Record<CardField, string>>;
}

/** The hosted page: a plain form, no script, posting back to the simulator itself. */
export function simulatorPage(p: PageFacts): string {
  const field = (name: CardField, label: string, attrs: string) => {
    const error = p.errors?.[name];
    const value = name === 'cvv' ? '' : (p.form?.[name] ?? '');
    return `<p><label for="${name}">${label}</label><br><input id="${name}" name="${name}" value="${escapeHtml(value)}" ${attrs}${error ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''}>${
      error ? `<br><span class="error" id="${name}-error">${escapeHtml(error)}</span>` : ''
    }</p>`;
  };
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Card payment (simulator)</title>
<style>body{font-family:system-ui,sans-serif;max-width:26rem;margin:2rem auto;padding:0 1rem}input{font-size:1rem;padding:.4rem;width:100%;box-sizing:border-box}.error{color:#b00020}button{font-size:1rem;padding:.5rem 1rem;margin-inline-end:.5rem}.note{color:#555;font-size:.85rem}</style></head>
<body><h1>Card payment</h1><p class="note">Payment processor simulator: no real card is charged.</p>
<p>${escapeHtml(p.description)}: <strong>₪${p.total.toFixed(2)}</strong> (VAT included)</p>
<form method="post" action="${simulatorPageUrl(p.token)}">
${field('cardNumber', 'Card number', 'inputmode="numeric" autocomplete="cc-number" required')}
${field('expiry', 'Expiry (MM/YY)', 'autocomplete="cc-exp" placeholder="MM/YY" required')}
${field('cvv', 'CVV', 'inputmode="numeric" autocomplete="cc-csc" required')}
<p><button type="submit">Pay</button><button type="submit" name="cancel" value="1" formnovalidate>Cancel</button></p>
</form>
<p class="note">Test cards: 4580 0000 0000 0000 or any Luhn-valid number is approved; ${declinedTestCard} is declined; ${failingTestCard} fails at the processor.</p>
</body></html>`;
}
