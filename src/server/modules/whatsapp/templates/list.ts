/**
 * get-phone-templates: a number's templates with their status. Webhooks keep them current;
 * a webhook lost or a template changed in Meta's manager is caught by reading them back from
 * Meta when the last read is older than 15 minutes (section 9's "15-minute sync"; Chatwoot's
 * users complain of hours-old templates, chatwoot#9672). Meta unreachable: the stored list.
 */
import type { GetWhatsappPhoneTemplatesApiArg, GetWhatsappPhoneTemplatesApiResponse } from '../../../../contract/whatsapp';
import type { Db } from '../../../db/database';
import { accountOf } from '../../../http/account';
import type { Handler } from '../../../http/handler';
import type { WhatsAppCloudApi } from '../../../messaging/whatsapp/types';
import { cloudApiOf, ownNumber, type WaNumber } from '../numbers/store';
import { templateOfRow, templatesOfNumber } from './store';

export const templateSyncMs = 15 * 60_000;

/** Reads the WABA's templates back and brings this number's rows to Meta's status; false when Meta did not answer. */
export async function syncTemplates(db: Db, api: WhatsAppCloudApi, number: WaNumber, now: number): Promise<boolean> {
  if (!number.waba_id) return false;
  const listed = await api.listTemplates(number.waba_id);
  if (!listed.ok) return false;
  const byId = new Map(listed.templates.map((t) => [t.id, t]));
  await db.transaction().execute(async (trx) => {
    for (const row of await templatesOfNumber(trx, number.id)) {
      const remote = (row.provider_id && byId.get(row.provider_id)) || listed.templates.find((t) => t.name === row.name && t.language === row.language);
      // Gone from Meta (deleted in its manager): no longer usable here either.
      if (!remote) {
        if (row.provider_id) await trx.updateTable('wa_templates').set({ deleted_at: now, updated_at: now }).where('id', '=', row.id).execute();
        continue;
      }
      const reason = remote.status === 'REJECTED' ? remote.rejected_reason ?? row.rejection_reason ?? 'NONE' : null;
      if (remote.status === row.provider_status && remote.id === row.provider_id && reason === row.rejection_reason) continue;
      await trx.updateTable('wa_templates').set({ provider_status: remote.status, provider_id: remote.id, rejection_reason: reason, updated_at: now }).where('id', '=', row.id).execute();
    }
    await trx.updateTable('wa_numbers').set({ templates_synced_at: now }).where('id', '=', number.id).execute();
  });
  return true;
}

export const getWhatsappPhoneTemplates: Handler<GetWhatsappPhoneTemplatesApiArg> = async ({ phone }, ctx): Promise<GetWhatsappPhoneTemplatesApiResponse> => {
  const number = await ownNumber(ctx.db, accountOf(ctx.user!), phone);
  const now = ctx.now();
  if (number.templates_synced_at === null || now - Number(number.templates_synced_at) >= templateSyncMs) await syncTemplates(ctx.db, cloudApiOf(ctx), number, now);
  const rows = await templatesOfNumber(ctx.db, number.id);
  return { data: rows.map(templateOfRow) };
};
