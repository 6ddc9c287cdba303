/**
 * The signature of a processor's payment report: HMAC-SHA256 under the shared secret of the
 * fields that decide what we load, so a forged or altered report loads nothing. Without
 * PAYMENT_SECRET the secret is derived from the installation's generated one, so every server
 * of an installation (and the embedded simulator) agrees without a setting.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config';
import { unsubscribeSecretOf } from '../blacklist/unsubscribeLink';

export interface PaymentReport {
  token: string;
  outcome: 'approved' | 'declined' | 'error';
  /** Shekels charged, with VAT. */
  amount: number;
  reference: string;
  cardToken?: string;
}

export const paymentSignatureHeader = 'x-payment-signature';

export function paymentSecretOf(config: Pick<Config, 'payment' | 'unsubscribeSecret' | 'dataDir'>): string {
  return config.payment.secret ?? createHmac('sha256', unsubscribeSecretOf(config)).update('payment reports').digest('hex');
}

export function signPaymentReport(secret: string, r: PaymentReport): string {
  return createHmac('sha256', secret).update([r.token, r.outcome, String(r.amount), r.reference, r.cardToken ?? ''].join('|')).digest('hex');
}

export function paymentReportSigned(secret: string, r: PaymentReport, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(signPaymentReport(secret, r), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
