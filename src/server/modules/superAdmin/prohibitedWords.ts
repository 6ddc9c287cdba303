/**
 * The prohibited words (super-admin/blacklist-word-*): a text holding an active one is refused
 * by send-campaign (-4) and check-forbidden-text. A word is unique whatever its case; freezing
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

export const WordStatus = { saved: 1, unfrozen: 2, error: -1, exists: -2 } as const;

async function taken(db: Db, word: string, except?: number): Promise<boolean> {
  let query = db.selectFrom('forbidden_words').select('id').where((eb) => eb(eb.fn('lower', ['word']), '=', word.toLowerCase()));
  if (except !== undefined) query = query.where('id', '!=', except);
  return (await query.executeTakeFirst()) !== undefined;
}

export const addBlacklistWord: Handler<AddBlacklistWordApiArg> = async ({ body }, ctx): Promise<AddBlacklistWordApiResponse> => {
  const word = body.word.trim();
  if (!word) return { data: { status: WordStatus.error } };
  if (await taken(ctx.db, word)) return { data: { status: WordStatus.exists } };
  const row = await ctx.db.insertInto('forbidden_words').values({ word, active: 1, created_at: ctx.now() }).returning('id').executeTakeFirstOrThrow();
  return { data: { status: WordStatus.saved, id: row.id } };
};

export const updateBlacklistWord: Handler<UpdateBlacklistWordApiArg> = async ({ body }, ctx): Promise<UpdateBlacklistWordApiResponse> => {
  const word = body.word.trim();
  const row = await ctx.db.selectFrom('forbidden_words').select('id').where('id', '=', body.id).executeTakeFirst();
  if (!row) throw notFound();
  if (!word) return { data: { status: WordStatus.error } };
  if (await taken(ctx.db, word, body.id)) return { data: { status: WordStatus.exists } };
  await ctx.db.updateTable('forbidden_words').set({ word }).where('id', '=', body.id).execute();
  return { data: { status: WordStatus.saved } };
};

export const freezeBlacklistWord: Handler<FreezeBlacklistWordApiArg> = async ({ body }, ctx): Promise<FreezeBlacklistWordApiResponse> => {
  const result = await ctx.db.updateTable('forbidden_words').set({ active: body.frozen ? 0 : 1 }).where('id', '=', body.id).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound();
  return { data: { status: body.frozen ? WordStatus.saved : WordStatus.unfrozen } };
};
