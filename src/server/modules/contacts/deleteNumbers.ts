/**
 * Deleting numbers from lists: the selected ones, or all of a list's (or all that match the
 * table's search). The list itself stays; its count follows.
 */
import type {
  DeleteAllNumbersApiArg,
  DeleteAllNumbersApiResponse,
  DeleteSelectedNumbersApiArg,
  DeleteSelectedNumbersApiResponse,
} from '../../../contract/contacts';
import type { Db } from '../../db/database';
import { accountOf } from '../../http/account';
import { notFound } from '../../http/envelope';
import type { Handler } from '../../http/handler';
import { contactMatches } from './contactRows';
import { ownList, recount } from './lists';
import { DeleteAllNumbers, DeleteSelectedNumbers } from '../../../contract/statusCodes';

const idChunk = 5000;

export function chunks<T>(items: readonly T[], size = idChunk): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The lists the contacts are in; 404 unless every id is a contact of the account's live lists. */
export async function ownContacts(db: Db, account: number, ids: readonly number[], listId?: number): Promise<{ id: number; list_id: number; phone: string }[]> {
  const unique = [...new Set(ids)];
  const found: { id: number; list_id: number; phone: string }[] = [];
  for (const chunk of chunks(unique)) {
    let query = db
      .selectFrom('contacts')
      .innerJoin('contact_lists', 'contact_lists.id', 'contacts.list_id')
      .select(['contacts.id', 'contacts.list_id', 'contacts.phone'])
      .where('contacts.id', 'in', chunk)
      .where('contact_lists.account_id', '=', account)
      .where('contact_lists.deleted_at', 'is', null);
    if (listId !== undefined) query = query.where('contacts.list_id', '=', listId);
    found.push(...(await query.execute()));
  }
  if (found.length !== unique.length) throw notFound();
  return found;
}

export const deleteSelectedNumbers: Handler<DeleteSelectedNumbersApiArg> = async ({ body }, { db, user }): Promise<DeleteSelectedNumbersApiResponse> => {
  const contacts = await ownContacts(db, accountOf(user!), body.id_delete, body.contactListId);
  await db.transaction().execute(async (trx) => {
    for (const chunk of chunks(contacts.map((c) => c.id))) await trx.deleteFrom('contacts').where('id', 'in', chunk).execute();
    await recount(trx, contacts.map((c) => c.list_id));
  });
  return { data: { status: DeleteSelectedNumbers.deleted, deleted: contacts.length } };
};

export const deleteAllNumbers: Handler<DeleteAllNumbersApiArg> = async ({ body }, { db, user }): Promise<DeleteAllNumbersApiResponse> => {
  const list = await ownList(db, accountOf(user!), body.cl_id);
  const deleted = await db.transaction().execute(async (trx) => {
    let query = trx.deleteFrom('contacts').where('list_id', '=', list.id);
    const search = body.con?.trim();
    if (search) query = query.where(contactMatches(search));
    const result = await query.executeTakeFirst();
    await recount(trx, [list.id]);
    return Number(result.numDeletedRows);
  });
  return { data: { status: DeleteAllNumbers.allDeleted, deleted } };
};
