/**
 * The simulator's hosted page, served by this server while no real processor is configured:
 * GET draws the card form, POST decides the card, reports the outcome to the notify URL
 * (signed, server to server, as a processor does) and sends the browser to the result page.
 * The result page is always this product's own path: nothing of the request picks where the
 * browser goes or where the report is sent.
 */
import type { Handler, RequestContext } from '../../http/handler';
import { notFound } from '../../http/envelope';
import { recordPhones } from '../auth/queries';
import { ReceiveCardPaymentResult } from '../../../contract/statusCodes';
import { cardFormErrors, decideCard, simulatorPage, type CardForm } from './simulator';
import { paymentSecretOf, paymentSignatureHeader, signPaymentReport, type PaymentReport } from './signature';

export const cardResultPath = '/api/main/card-payment-result';
export const resultPagePath = '/credit-guard-result';

async function pendingPayment(ctx: RequestContext, token: string) {
  if (ctx.config.payment.processor !== 'simulator') throw notFound();
  const payment = await ctx.db.selectFrom('package_payments').selectAll().where('token', '=', token).where('state', '=', 'pending').executeTakeFirst();
  if (!payment) throw notFound();
  return payment;
}

const description = (p: { credits: number; service: string; purpose: string }): string => {
  if (p.purpose === 'saveCard') return 'Card saved for later payments';
  if (p.purpose === 'charge') return 'Payment';
  return `${p.credits.toLocaleString('en')} ${p.service === 'whatsapp' ? 'WhatsApp messages' : 'credits'}`;
};

function sendPage(ctx: RequestContext, html: string): void {
  void ctx.reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

/** The card form of a pending payment (404 for any other token); test-url-cg draws it too. */
export async function simulatorPageOf(ctx: RequestContext, token: string): Promise<string> {
  const payment = await pendingPayment(ctx, token);
  return simulatorPage({ token, description: description(payment), total: payment.total });
}

export const showPaymentSimulator: Handler<{ token: string }> = async ({ token }, ctx) => {
  sendPage(ctx, await simulatorPageOf(ctx, token));
};

/** Hands the report to the notify URL, or with none set to this server's own route (same checks). */
async function deliverReport(ctx: RequestContext, report: PaymentReport): Promise<number> {
  const headers = { 'content-type': 'application/json', [paymentSignatureHeader]: signPaymentReport(paymentSecretOf(ctx.config), report) };
  const payload = JSON.stringify(report);
  try {
    let text: string;
    if (ctx.config.payment.notifyUrl) {
      const response = await fetch(ctx.config.payment.notifyUrl, { method: 'POST', headers, body: payload, signal: AbortSignal.timeout(15_000) });
      text = await response.text();
    } else {
      text = (await ctx.request.server.inject({ method: 'POST', url: cardResultPath, headers, payload })).body;
    }
    const status = (JSON.parse(text) as { data?: { status?: unknown } }).data?.status;
    return typeof status === 'number' ? status : ReceiveCardPaymentResult.invoiceError;
  } catch (error) {
    ctx.request.log.error({ err: error }, 'payment report not delivered');
    return ReceiveCardPaymentResult.invoiceError;
  }
}

export const submitPaymentSimulator: Handler<{ token: string; body: CardForm & { cancel?: string } }> = async ({ token, body }, ctx) => {
  const payment = await pendingPayment(ctx, token);
  const now = new Date(ctx.now());
  let decision;
  if (body.cancel) {
    decision = { outcome: 'declined' as const, reference: 'cancelled' };
  } else {
    const errors = cardFormErrors(body);
    if (Object.keys(errors).length) {
      sendPage(ctx, simulatorPage({ token, description: description(payment), total: payment.total, form: body, errors }));
      return;
    }
    decision = decideCard({ cardNumber: body.cardNumber ?? '', expiry: body.expiry ?? '', cvv: body.cvv ?? '' }, now);
  }
  const status = await deliverReport(ctx, { token, outcome: decision.outcome, amount: payment.total, reference: decision.reference, ...(decision.cardToken ? { cardToken: decision.cardToken } : {}) });
  // The number a representative calls back on a failed charge: the buyer's own, from our records.
  const buyer = await ctx.db.selectFrom('users').selectAll().where('id', '=', payment.user_id).executeTakeFirst();
  const phone = buyer ? recordPhones(buyer)[0] : undefined;
  // ?payment= names the payment to send-url-cg-response-mail (the page mails its recorded outcome).
  const location = `${resultPagePath}/${status}${phone ? `/${encodeURIComponent(phone)}` : ''}?payment=${encodeURIComponent(token)}`;
  void ctx.reply.code(303).header('location', location).send();
};
