/**
 * The prohibited words (super-admin/blacklist-word-*): a text holding an active one is refused
 * by send-campaign (forbiddenText) and check-forbidden-text. A word is unique whatever its case; freezing
 * stops checking it without losing it.
 */
import type {
  AddBlacklistWordApiArg,
  AddBlacklistWordApiResponse,
  FreezeBlacklistWordApiArg,
  FreezeBlacklistWordApiResponse,
  UpdateBlacklistWordApiArg,
  UpdateBlacklistWordApiResponse,
} from '../../../contract/superAdmin';
import type { Db } from '../../db/database';
import { notFound } from '../../http/envelope';
import type { Handler } from '../../http/handler';
import { AddBlacklistWord, FreezeBlacklistWord, UpdateBlacklistWord } from '../../../contract/statusCodes';

async function taken(db: Db, word: string, except?: number): Promise<boolean> {
  let query = db.selectFrom('forbidden_words').select('id').where((eb) => eb(eb.fn('lower', ['word']), '=', word.toLowerCase()));
  if (except !== undefined) query = query.where('id', '!=', except);
  return (await query.executeTakeFirst()) !== undefined;
}

export const addBlacklistWord: Handler<AddBlacklistWordApiArg> = async ({ body }, ctx): Promise<AddBlacklistWordApiResponse> => {
  const word = body.word.trim();
  if (!word) return { data: { status: AddBlacklistWord.saveError } };
  if (await taken(ctx.db, word)) return { data: { status: AddBlacklistWord.exists } };
  const row = await ctx.db.insertInto('forbidden_words').values({ word, active: 1, created_at: ctx.now() }).returning('id').executeTakeFirstOrThrow();
  return { data: { status: AddBlacklistWord.added, id: row.id } };
};

export const updateBlacklistWord: Handler<UpdateBlacklistWordApiArg> = async ({ body }, ctx): Promise<UpdateBlacklistWordApiResponse> => {
  const word = body.word.trim();
  const row = await ctx.db.selectFrom('forbidden_words').select('id').where('id', '=', body.id).executeTakeFirst();
  if (!row) throw notFound();
  if (!word) return { data: { status: UpdateBlacklistWord.saveError } };
  if (await taken(ctx.db, word, body.id)) return { data: { status: UpdateBlacklistWord.exists } };
  await ctx.db.updateTable('forbidden_words').set({ word }).where('id', '=', body.id).execute();
  return { data: { status: UpdateBlacklistWord.updated } };
};

export const freezeBlacklistWord: Handler<FreezeBlacklistWordApiArg> = async ({ body }, ctx): Promise<FreezeBlacklistWordApiResponse> => {
  const result = await ctx.db.updateTable('forbidden_words').set({ active: body.frozen ? 0 : 1 }).where('id', '=', body.id).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound();
  return { data: { status: body.frozen ? FreezeBlacklistWord.frozen : FreezeBlacklistWord.unfrozen } };
};
