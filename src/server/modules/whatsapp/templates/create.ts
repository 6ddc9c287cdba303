/**
 * create-template: the builder's template checked by the rules both sides share
 * (templateProblems: -18 when the variables or their samples are wrong, -15 a refused website,
 * -17 anything else, with the problems by field), then created on the number's WABA in Meta's
 * shape and kept PENDING until Meta's webhook (or the 15-minute sync) says otherwise.
 */
import type { WhatsappCreateTemplateApiArg, WhatsappCreateTemplateApiResponse } from '../../../../contract/whatsapp';
import { WhatsappCreateTemplate } from '../../../../contract/statusCodes';
import { templateProblems, type TemplateProblem } from '../../../../domain/whatsapp';
import { accountOf } from '../../../http/account';
import type { Handler } from '../../../http/handler';
import type { CloudApiFailure } from '../../../messaging/whatsapp/types';
import { cloudApiOf, isBlocked, ownNumber } from '../numbers/store';
import { metaTemplateOf, storedContentOf } from './metaShape';
import { templateOfRow } from './store';

type Answer = WhatsappCreateTemplateApiResponse & { data?: { problems?: TemplateProblem[] } };

const variableKeys = new Set(['tooManyVariables', 'variablesOutOfOrder', 'variableAtEdge', 'sampleRequired', 'sampleTooLong'].map((k) => `whatsapp.builder.${k}`));

/** The result code of the builder's problems: variables first, then a refused website, then the rest. */
export function problemCode(problems: TemplateProblem[]): number {
  if (problems.some((p) => variableKeys.has(p.messageKey))) return WhatsappCreateTemplate.wrongVariableCount;
  if (problems.some((p) => p.messageKey === 'whatsapp.builder.website')) return WhatsappCreateTemplate.invalidWebsite;
  return WhatsappCreateTemplate.invalidTemplateStructure;
}

/**
 * Meta's refusal as a result code. Template refusals are code 100 with a subcode the title
 * names (M-ERR 2388024 exists, 2388293/2388299 variables, 2388040/47/72/73 format).
 */
export function refusalCode(failure: CloudApiFailure): number {
  const text = `${failure.title} ${failure.details}`;
  if ([368, 131031, 130497].includes(failure.code)) return WhatsappCreateTemplate.accountBlocked;
  if (/already exists/i.test(text)) return WhatsappCreateTemplate.nameExists;
  if (/variable/i.test(text)) return WhatsappCreateTemplate.wrongVariableCount;
  if (failure.code === 100 && failure.httpStatus === 400) return WhatsappCreateTemplate.invalidTemplateStructure;
  return WhatsappCreateTemplate.saveError;
}

export const whatsappCreateTemplate: Handler<WhatsappCreateTemplateApiArg> = async ({ body }, ctx): Promise<Answer> => {
  const account = accountOf(ctx.user!);
  const number = await ownNumber(ctx.db, account, body.phone);
  if (isBlocked(number)) return { data: { status: WhatsappCreateTemplate.accountBlocked } };
  const problems = templateProblems(body);
  if (problems.length) return { data: { status: problemCode(problems), problems } };
  if (!number.waba_id || !number.phone_number_id) return { data: { status: WhatsappCreateTemplate.saveError } };
  const exists = await ctx.db.selectFrom('wa_templates').select('id').where('number_id', '=', number.id).where('name', '=', body.name).where('language', '=', body.language).where('deleted_at', 'is', null).executeTakeFirst();
  if (exists) return { data: { status: WhatsappCreateTemplate.nameExists } };

  const api = cloudApiOf(ctx);
  let headerHandle: string | undefined;
  const header = body.header ?? 'none';
  if (header !== 'none' && header !== 'text') {
    const sample = await ctx.db.selectFrom('wa_media').select(['data', 'mime_type', 'original_name']).where('account_id', '=', account).where('hash', '=', body.headerSample ?? '').executeTakeFirst();
    if (!sample) return { data: { status: WhatsappCreateTemplate.invalidTemplateStructure, problems: [{ field: 'headerSample', messageKey: 'whatsapp.builder.headerFileRequired' }] } };
    // M-COMP: a media header's example is a Resumable Upload handle, not a /media id.
    const uploaded = await api.resumableUpload({ data: Buffer.from(sample.data), mimeType: sample.mime_type, fileName: sample.original_name });
    if (!uploaded.ok) {
      ctx.request.log.warn({ code: uploaded.code, details: uploaded.details }, 'WhatsApp: uploading a template header sample failed');
      return { data: { status: uploaded.httpStatus === 400 ? WhatsappCreateTemplate.invalidTemplateStructure : WhatsappCreateTemplate.saveError } };
    }
    headerHandle = uploaded.handle;
  }
  const created = await api.createTemplate(number.waba_id, metaTemplateOf(body, headerHandle));
  if (!created.ok) {
    ctx.request.log.warn({ code: created.code, title: created.title, details: created.details }, 'WhatsApp: Meta refused a template');
    return { data: { status: refusalCode(created) } };
  }
  const now = ctx.now();
  const row = await ctx.db
    .insertInto('wa_templates')
    .values({
      account_id: account,
      number_id: number.id,
      provider_id: created.id,
      name: body.name,
      language: body.language,
      category: created.category || (body.category === 'utility' ? 'UTILITY' : 'MARKETING'),
      content: JSON.stringify(storedContentOf(body)),
      provider_status: created.status || 'PENDING',
      rejection_reason: null,
      paused_until: null,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { data: { status: WhatsappCreateTemplate.submitted, template: templateOfRow(row) } };
};
