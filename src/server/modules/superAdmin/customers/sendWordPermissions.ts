/**
 * super-admin/add-permission-send and del-permission-send (the prohibited-word-permission
 * screen): a super-administrator allows a customer to send messages holding one prohibited
 * word, or every one (no wordId), and withdraws it. Kept in send_word_permissions, word 0
 * standing for every word.
 *
 * A permission given to a primary user covers its whole account (its sub-users send under it).
 *
 * The send checks read them (modules/campaigns/sendingChecks.ts forbiddenWordList): send-campaign,
 * send-example-campaign, check-forbidden-text and the chat.
 */
import type { AddPermissionSendApiArg, AddPermissionSendApiResponse, DelPermissionSendApiArg, DelPermissionSendApiResponse } from '../../../../contract/superAdmin';
import { AddPermissionSend, DelPermissionSend } from '../../../../contract/statusCodes';
import { everyWord } from '../../campaigns/sendingChecks';
import { managedUserOf } from '../../../http/account';
import type { Handler } from '../../../http/handler';

export const addPermissionSend: Handler<AddPermissionSendApiArg> = async ({ body }, ctx): Promise<AddPermissionSendApiResponse> => {
  const user = await managedUserOf(ctx, body.userId);
  const wordId = body.wordId ?? everyWord;
  if (wordId !== everyWord && !(await ctx.db.selectFrom('forbidden_words').select('id').where('id', '=', wordId).executeTakeFirst())) {
    return { data: { status: AddPermissionSend.saveError } };
  }
  const inserted = await ctx.db
    .insertInto('send_word_permissions')
    .values({ user_id: user.userId, word_id: wordId, granted_by: ctx.user!.userId, created_at: ctx.now() })
    .onConflict((oc) => oc.columns(['user_id', 'word_id']).doNothing())
    .executeTakeFirst();
  return { data: { status: Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1 ? AddPermissionSend.granted : AddPermissionSend.alreadyGranted } };
};

export const delPermissionSend: Handler<DelPermissionSendApiArg> = async ({ body }, ctx): Promise<DelPermissionSendApiResponse> => {
  const user = await managedUserOf(ctx, body.userId);
  const removed = await ctx.db
    .deleteFrom('send_word_permissions')
    .where('user_id', '=', user.userId)
    .where('word_id', '=', body.wordId ?? everyWord)
    .executeTakeFirst();
  return { data: { status: Number(removed.numDeletedRows) === 1 ? DelPermissionSend.withdrawn : DelPermissionSend.deleteError } };
};
