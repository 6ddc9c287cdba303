/**
 * whatsapp/calc-whatsapp-campaign-credits: the recipients and credits a WhatsApp campaign would
 * take, found by reading only, as the composer's estimate is (the same recipient rules as the
 * send, each message at its price list's WhatsApp rate from the 'whatsapp' balance). The number must be the caller's
 * (404 otherwise); a template, when named, that number's.
 */
import type { CalcWhatsappCampaignCreditsApiArg, CalcWhatsappCampaignCreditsApiResponse } from '../../../../contract/whatsapp';
import { CalcWhatsappCampaignCredits } from '../../../../contract/statusCodes';
import { HttpError, notFound } from '../../../http/envelope';
import type { Handler } from '../../../http/handler';
import { whatsAppCreditsOfAccount } from '../../../pricing/accountPrices';
import { sendingOf } from '../../campaigns/creditsNumber';
import { previewRecipients } from '../../campaigns/recipientsPreview';
import { ownNumber } from '../numbers/store';
import { recipientChoiceOfWhatsApp } from './createCampaign';

export const calcWhatsappCampaignCredits: Handler<CalcWhatsappCampaignCreditsApiArg> = async ({ body }, ctx): Promise<CalcWhatsappCampaignCreditsApiResponse> => {
  const { account, now } = sendingOf(ctx);
  const number = await ownNumber(ctx.db, account, body.sourcePhone);
  if (body.templateId !== undefined) {
    const template = await ctx.db.selectFrom('wa_templates').select('id').where('id', '=', body.templateId).where('number_id', '=', number.id).where('deleted_at', 'is', null).executeTakeFirst();
    if (!template) throw notFound();
  }
  try {
    const preview = await previewRecipients(ctx.db, account, recipientChoiceOfWhatsApp(body), now);
    const recipients = preview.counts.recipients;
    const creditsNeeded = recipients * (await whatsAppCreditsOfAccount(ctx.db, account));
    const row = await ctx.db.selectFrom('balances').select('amount').where('user_id', '=', account).where('service', '=', 'whatsapp').executeTakeFirst();
    const creditsLeft = Number(row?.amount ?? 0);
    const status = creditsLeft < creditsNeeded ? CalcWhatsappCampaignCredits.notEnough : CalcWhatsappCampaignCredits.calculated;
    return { data: { status, recipients, creditsNeeded, creditsLeft } };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    ctx.request.log.warn({ err: error }, 'whatsapp credit estimate failed');
    return { data: { status: CalcWhatsappCampaignCredits.creditCalculationError } };
  }
};
