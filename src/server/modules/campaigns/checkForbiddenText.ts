/**
 * campaigns/check-forbidden-text: the composer's first check before the credits (section 8),
 * with the words found so the user can fix them. The same words send-campaign refuses (-4).
 * A sender the platform forbids (super-admin/forbidden-sources-add) is named among them, as
 * send-campaign refuses it (-16). Blocking a user for repeated forbidden text (status -1) is an
 * administrator's rule not built yet: this answers 1 or 0 only.
 */
import type { CheckForbiddenTextApiArg, CheckForbiddenTextApiResponse } from '../../../contract/campaigns';
import type { Handler } from '../../http/handler';
import { isForbiddenSource } from '../senders/queries';
import { forbiddenWordsOf } from './sendingChecks';
import { CheckForbiddenText } from '../../../contract/statusCodes';

export const checkForbiddenText: Handler<CheckForbiddenTextApiArg> = async ({ body }, ctx): Promise<CheckForbiddenTextApiResponse> => {
  const forbiddenWords = await forbiddenWordsOf(ctx.db, ctx.user!.userId, `${body.message}\n${body.source ?? ''}`);
  if (body.source?.trim() && (await isForbiddenSource(ctx.db, body.source))) forbiddenWords.push(body.source.trim());
  return { data: forbiddenWords.length ? { status: CheckForbiddenText.forbiddenText, forbiddenWords } : { status: CheckForbiddenText.ok } };
};
