/**
 * Creating and renaming lists, and the name check the form asks while typing. Names are
 * unique among the account's live lists whatever their case (listNameKey); the unique index
 * holds the rule when two requests race.
 */
import type {
  CheckContactListNameApiArg,
  CheckContactListNameApiResponse,
  SaveContactListApiArg,
  SaveContactListApiResponse,
} from '../../../contract/contacts';
import { listNameKey, listNameProblem } from '../../../domain/contactFields';
import type { Db } from '../../db/database';
import { accountOf } from '../../http/account';
import { HttpError } from '../../http/envelope';
import type { Handler } from '../../http/handler';
import { ownList } from './lists';
import { CheckContactListName, SaveContactList } from '../../../contract/statusCodes';

export async function nameTaken(db: Db, account: number, name: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('contact_lists').select('id').where('account_id', '=', account).where('name_key', '=', listNameKey(name)).where('deleted_at', 'is', null);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** A blank name (spaces only) is bad input like an empty one. */
export function assertListName(name: string): string {
  const problem = listNameProblem(name);
  if (problem) throw new HttpError(400, problem, { field: 'body.name' });
  return name.trim();
}

export async function insertList(db: Db, input: { account: number; userId: number; name: string; headers?: string[]; now: number }): Promise<number> {
  const row = await db
    .insertInto('contact_lists')
    .values({
      account_id: input.account,
      created_by: input.userId,
      name: input.name,
      name_key: listNameKey(input.name),
      headers: JSON.stringify(input.headers ?? []),
      created_at: input.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const saveContactList: Handler<SaveContactListApiArg> = async ({ body }, { db, user, now }): Promise<SaveContactListApiResponse> => {
  const account = accountOf(user!);
  const name = assertListName(body.name);
  const renaming = body.contactListId === -1 ? null : await ownList(db, account, body.contactListId);
  if (await nameTaken(db, account, name, renaming?.id)) return { data: { status: SaveContactList.nameExists } };
  try {
    if (!renaming) {
      const id = await insertList(db, { account, userId: user!.userId, name, headers: body.headers, now: now() });
      return { data: { status: SaveContactList.saved, contactListId: id } };
    }
    await db
      .updateTable('contact_lists')
      .set({ name, name_key: listNameKey(name), ...(body.headers ? { headers: JSON.stringify(body.headers) } : {}) })
      .where('id', '=', renaming.id)
      .execute();
    return { data: { status: SaveContactList.saved, contactListId: renaming.id } };
  } catch (error) {
    // Another request took the name between the check and the write: the index refused it.
    if (await nameTaken(db, account, name, renaming?.id)) return { data: { status: SaveContactList.nameExists } };
    throw error;
  }
};

export const checkContactListName: Handler<CheckContactListNameApiArg> = async ({ body }, { db, user }): Promise<CheckContactListNameApiResponse> => {
  const taken = await nameTaken(db, accountOf(user!), body.name, body.contactListId);
  return { data: taken ? { status: CheckContactListName.nameExists } : { status: CheckContactListName.available } };
};
