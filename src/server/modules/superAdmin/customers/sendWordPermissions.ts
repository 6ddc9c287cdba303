/**
 * super-admin/add-permission-send and del-permission-send (the prohibited-word-permission
 * screen): a super-administrator allows a customer to send messages holding one prohibited
 * word, or every one (no wordId), and withdraws it. Kept in send_word_permissions, word 0
 * standing for every word.
 *
 * A permission given to a primary user covers its whole account (its sub-users send under it).
 *
 * NOT YET ENFORCED: the send checks (modules/campaigns/sendingChecks.ts forbiddenWordList, used
 * by send-campaign, send-example-campaign, check-forbidden-text and the chat) still refuse every
 * active word for everyone; they are to read forbiddenWordsFor(db, sender) below instead.
 */
import type { AddPermissionSendApiArg, AddPermissionSendApiResponse, DelPermissionSendApiArg, DelPermissionSendApiResponse } from '../../../../contract/superAdmin';
import { AddPermissionSend, DelPermissionSend } from '../../../../contract/statusCodes';
import { accountOf } from '../../../../domain/access';
import type { Db } from '../../../db/database';
import { managedUserOf } from '../../../http/account';
import type { Handler } from '../../../http/handler';

/** Every prohibited word. */
export const everyWord = 0;

/** The active prohibited words a user may not send: all of them but those it, or its account's primary user, was allowed. */
export async function forbiddenWordsFor(db: Db, userId: number): Promise<string[]> {
  const user = await db.selectFrom('users').select(['id', 'admin_id']).where('id', '=', userId).executeTakeFirst();
  const holders = user ? [...new Set([user.id, accountOf({ userId: user.id, adminId: user.admin_id })])] : [userId];
  const permitted = (await db.selectFrom('send_word_permissions').select('word_id').where('user_id', 'in', holders).execute()).map((r) => r.word_id);
  if (permitted.includes(everyWord)) return [];
  let words = db.selectFrom('forbidden_words').select('word').where('active', '=', 1);
  if (permitted.length) words = words.where('id', 'not in', permitted);
  return (await words.execute()).map((w) => w.word);
}

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
