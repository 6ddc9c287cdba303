/**
 * The card processor, seen from the product: a hosted payment page the customer is sent to
 * (the card never passes through our server) and a charge of a card saved by an earlier
 * payment. The processor reports each hosted payment's outcome to main/card-payment-result,
 * signed (signature.ts). Only the embedded simulator is built; a real processor is another
 * implementation of this interface chosen in paymentAdapterOf.
 */
import type { Config } from '../../config';
import { simulatorCharge, simulatorPageUrl } from './simulator';

export type ChargeOutcome = 'approved' | 'declined' | 'error';

export interface HostedPaymentAdapter {
  /** The page the browser opens to pay this payment (its token names it to the processor). */
  hostedPageUrl(payment: { token: string; total: number }): string;
  /** Charges a saved card now, server to server. */
  chargeSavedCard(charge: { cardToken: string; total: number }): Promise<{ outcome: ChargeOutcome; reference: string }>;
}

const simulator: HostedPaymentAdapter = {
  hostedPageUrl: ({ token }) => simulatorPageUrl(token),
  chargeSavedCard: async ({ cardToken }) => simulatorCharge(cardToken),
};

export function paymentAdapterOf(config: Pick<Config, 'payment'>): HostedPaymentAdapter {
  switch (config.payment.processor) {
    case 'simulator':
      return simulator;
  }
}
