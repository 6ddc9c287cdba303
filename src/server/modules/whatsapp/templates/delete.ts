/** delete-whatsapp-template: removed at Meta by name and id, then here; another account's id is 404. */
import type { DeleteWhatsappTemplateApiArg, DeleteWhatsappTemplateApiResponse } from '../../../../contract/whatsapp';
import { DeleteWhatsappTemplate } from '../../../../contract/statusCodes';
import { accountOf } from '../../../http/account';
import type { Handler } from '../../../http/handler';
import { cloudApiOf } from '../numbers/store';
import { ownTemplate } from './store';

export const deleteWhatsappTemplate: Handler<DeleteWhatsappTemplateApiArg> = async ({ id }, ctx): Promise<DeleteWhatsappTemplateApiResponse> => {
  const template = await ownTemplate(ctx.db, accountOf(ctx.user!), id);
  const number = await ctx.db.selectFrom('wa_numbers').select(['waba_id']).where('id', '=', template.number_id).executeTakeFirst();
  if (number?.waba_id && template.provider_id) {
    const deleted = await cloudApiOf(ctx).deleteTemplate(number.waba_id, template.name, template.provider_id);
    // Already gone at Meta (404, or code 100 "does not exist") is what was asked for.
    if (!deleted.ok && deleted.httpStatus !== 404 && !/not exist|not found/i.test(`${deleted.title} ${deleted.details}`)) {
      ctx.request.log.warn({ code: deleted.code, details: deleted.details }, 'WhatsApp: deleting a template failed');
      return { data: { status: DeleteWhatsappTemplate.deleteError } };
    }
  }
  const now = ctx.now();
  await ctx.db.updateTable('wa_templates').set({ deleted_at: now, updated_at: now }).where('id', '=', template.id).execute();
  return { data: { status: DeleteWhatsappTemplate.deleted } };
};
