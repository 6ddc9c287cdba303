/**
 * super-admin/forbidden-sources-add and -remove: sender names and numbers no account may use.
 * A source is one sender whatever its spelling (domain/forbiddenText.ts senderKeyOf), so a
 * second spelling of a forbidden one is "already forbidden" (-2). Sending refuses them in the one
 * sender check (campaigns/sendingChecks.ts checkSender), the composer's check-forbidden-text
 * names them, and a new sender name request is refused (senders/names.ts).
 */
import type { AddForbiddenSourceApiArg, AddForbiddenSourceApiResponse, RemoveForbiddenSourceApiArg, RemoveForbiddenSourceApiResponse } from '../../../../contract/superAdmin';
import { AddForbiddenSource, RemoveForbiddenSource } from '../../../../contract/statusCodes';
import { normalizeListPhone } from '../../../../domain/phones';
import { senderNameProblem } from '../../../../domain/sendingRules';
import { notFound } from '../../../http/envelope';
import type { Handler } from '../../../http/handler';
import { isForbiddenSource } from '../../senders/queries';

export const addForbiddenSource: Handler<AddForbiddenSourceApiArg> = async ({ body }, ctx): Promise<AddForbiddenSourceApiResponse> => {
  const source = body.source.trim();
  const isNumber = /^\+?[\d\s\-()]+$/.test(source);
  // Another spelling of one already forbidden says so, even a spelling no sender could have.
  if (await isForbiddenSource(ctx.db, source)) return { data: { status: AddForbiddenSource.exists } };
  if (isNumber ? !normalizeListPhone(source) : senderNameProblem(source)) return { data: { status: AddForbiddenSource.saveError } };
  const row = await ctx.db.insertInto('forbidden_sources').values({ source, created_at: ctx.now() }).returning('id').executeTakeFirstOrThrow();
  return { data: { status: AddForbiddenSource.added, id: row.id } };
};

export const removeForbiddenSource: Handler<RemoveForbiddenSourceApiArg> = async ({ body }, ctx): Promise<RemoveForbiddenSourceApiResponse> => {
  const removed = await ctx.db.deleteFrom('forbidden_sources').where('id', '=', body.id).executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) throw notFound();
  return { data: { status: RemoveForbiddenSource.removed } };
};
