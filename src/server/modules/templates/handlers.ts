/**
 * main/templates: the account's saved message texts, used from the composer. A sub-user
 * works in its primary user's templates. Saving checks the dynamic-field rules of section 5
 * (at most 10 placeholders, none at the very start of a template) and the name's uniqueness.
 */
import type {
  DeleteTemplateApiArg,
  DeleteTemplateApiResponse,
  GetTemplateApiArg,
  GetTemplateApiResponse,
  GetTemplatesApiResponse,
  SaveTemplateApiArg,
  SaveTemplateApiResponse,
} from '../../../contract/templates';
import { dynamicFieldProblems } from '../../../domain/dynamicFields';
import { accountOf } from '../../http/account';
import { HttpError } from '../../http/envelope';
import type { Handler } from '../../http/handler';
import { ownTemplate, templateNameKey, toTemplate } from './store';
import { DeleteTemplate, SaveTemplate } from '../../../contract/statusCodes';


/** Creates the template (templateId -1). */
const newTemplateId = -1;

export const getTemplates: Handler = async (_arg, ctx): Promise<GetTemplatesApiResponse> => {
  const rows = await ctx.db.selectFrom('templates').selectAll().where('account_id', '=', accountOf(ctx.user!)).orderBy('updated_at', 'desc').orderBy('id', 'desc').execute();
  return { data: rows.map(toTemplate) };
};

export const getTemplate: Handler<GetTemplateApiArg> = async ({ id }, ctx): Promise<GetTemplateApiResponse> => ({
  data: toTemplate(await ownTemplate(ctx.db, accountOf(ctx.user!), id)),
});

export const saveTemplate: Handler<SaveTemplateApiArg> = async ({ templateId, body }, ctx): Promise<SaveTemplateApiResponse> => {
  const account = accountOf(ctx.user!);
  const name = body.name.trim();
  if (!name || !body.content.trim()) return { data: { status: SaveTemplate.error } };
  // A template is used with any list, so only the form of its fields is checked, not their names.
  const problems = dynamicFieldProblems(body.content, [], 'template');
  if (problems.some((p) => p.code === 'templateStartsWithField')) return { data: { status: SaveTemplate.startsWithField } };
  // The contract has no code of its own for more than 10 fields; the composer refuses it before.
  if (problems.some((p) => p.code === 'tooManyFields')) return { data: { status: SaveTemplate.error } };

  const nameKey = templateNameKey(name);
  const now = ctx.now();
  const save = () => ctx.db.transaction().execute(async (trx): Promise<SaveTemplateApiResponse> => {
    if (templateId !== newTemplateId) await ownTemplate(trx, account, templateId);
    let clash = trx.selectFrom('templates').select('id').where('account_id', '=', account).where('name_key', '=', nameKey);
    if (templateId !== newTemplateId) clash = clash.where('id', '!=', templateId);
    if (await clash.executeTakeFirst()) return { data: { status: SaveTemplate.nameExists } };
    if (templateId !== newTemplateId) {
      await trx.updateTable('templates').set({ name, name_key: nameKey, content: body.content, updated_at: now }).where('id', '=', templateId).execute();
      return { data: { status: SaveTemplate.saved, tmpl_id: templateId } };
    }
    const row = await trx
      .insertInto('templates')
      .values({ account_id: account, created_by: ctx.user!.userId, name, name_key: nameKey, content: body.content, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { data: { status: SaveTemplate.saved, tmpl_id: row.id } };
  });
  try {
    return await save();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // Two saves of one name at once: the unique index refused the second.
    const taken = await ctx.db.selectFrom('templates').select('id').where('account_id', '=', account).where('name_key', '=', nameKey).where('id', '!=', templateId).executeTakeFirst();
    if (taken) return { data: { status: SaveTemplate.nameExists } };
    ctx.request.log.error({ err: error }, 'template could not be saved');
    return { data: { status: SaveTemplate.error } };
  }
};

export const deleteTemplate: Handler<DeleteTemplateApiArg> = async ({ id }, ctx): Promise<DeleteTemplateApiResponse> => {
  const row = await ownTemplate(ctx.db, accountOf(ctx.user!), id);
  await ctx.db.deleteFrom('templates').where('id', '=', row.id).execute();
  return { data: { status: DeleteTemplate.deleted } };
};
