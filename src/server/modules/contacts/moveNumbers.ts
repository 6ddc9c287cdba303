/**
 * Moving and copying numbers between lists (section 7: 2 done, 1 some already in the target,
 * 0 error). A number already in the target list is left where it was, in both lists, so
 * nothing the user typed into either is overwritten or lost.
 */
import type {
  ContactsMoveResult,
  CopySelectedNumbersApiArg,
  CopySelectedNumbersApiResponse,
  MoveAllToContactListApiArg,
  MoveAllToContactListApiResponse,
  MoveSelectedNumbersApiArg,
  MoveSelectedNumbersApiResponse,
} from '../../../contract/contacts';
import type { Db } from '../../db/database';
import { accountOf } from '../../http/account';
import type { Handler } from '../../http/handler';
import { chunks, ownContacts } from './deleteNumbers';
import { ownList, recount } from './lists';
import { MoveSelectedNumbers } from '../../../contract/statusCodes';

const moveStatus = (moved: number, total: number): ContactsMoveResult => ({ status: moved === total ? 2 : 1, moved, existing: total - moved });
const sameList: ContactsMoveResult = { status: MoveSelectedNumbers.error, moved: 0, existing: 0 };

const phonesIn = (db: Db, listId: number) => db.selectFrom('contacts').select('phone').where('list_id', '=', listId);

export const moveSelectedNumbers: Handler<MoveSelectedNumbersApiArg> = async ({ body }, { db, user }): Promise<MoveSelectedNumbersApiResponse> => {
  const account = accountOf(user!);
  const from = await ownList(db, account, body.fromContactListId);
  const to = await ownList(db, account, body.toContactListId);
  const contacts = await ownContacts(db, account, body.ids, from.id);
  if (from.id === to.id) return { data: sameList };
  const moved = await db.transaction().execute(async (trx) => {
    let n = 0;
    for (const chunk of chunks(contacts.map((c) => c.id))) {
      const result = await trx.updateTable('contacts').set({ list_id: to.id }).where('id', 'in', chunk).where('phone', 'not in', phonesIn(trx, to.id)).executeTakeFirst();
      n += Number(result.numUpdatedRows);
    }
    await recount(trx, [from.id, to.id]);
    return n;
  });
  return { data: moveStatus(moved, contacts.length) };
};

export const moveAllToContactList: Handler<MoveAllToContactListApiArg> = async ({ body }, { db, user }): Promise<MoveAllToContactListApiResponse> => {
  const account = accountOf(user!);
  const from = await ownList(db, account, body.fromContactListId);
  const to = await ownList(db, account, body.toContactListId);
  if (from.id === to.id) return { data: sameList };
  const [moved, total] = await db.transaction().execute(async (trx) => {
    const { n } = await trx.selectFrom('contacts').select((eb) => eb.fn.countAll<number>().as('n')).where('list_id', '=', from.id).executeTakeFirstOrThrow();
    const result = await trx.updateTable('contacts').set({ list_id: to.id }).where('list_id', '=', from.id).where('phone', 'not in', phonesIn(trx, to.id)).executeTakeFirst();
    await recount(trx, [from.id, to.id]);
    return [Number(result.numUpdatedRows), Number(n)];
  });
  return { data: moveStatus(moved, total) };
};

export const copySelectedNumbers: Handler<CopySelectedNumbersApiArg> = async ({ body }, { db, user, now }): Promise<CopySelectedNumbersApiResponse> => {
  const account = accountOf(user!);
  const to = await ownList(db, account, body.toContactListId);
  const contacts = await ownContacts(db, account, body.ids);
  const copied = await db.transaction().execute(async (trx) => {
    let n = 0;
    for (const chunk of chunks(contacts.map((c) => c.id))) {
      // The same number selected from two lists is copied once (the first one's fields).
      const firstOfEachPhone = trx.selectFrom('contacts').select((eb) => eb.fn.min('id').as('id')).where('id', 'in', chunk).groupBy('phone');
      const result = await trx
        .insertInto('contacts')
        .columns(['list_id', 'phone', 'field1', 'field2', 'field3', 'field4', 'field5', 'field6', 'email', 'source', 'created_at'])
        .expression(
          trx
            .selectFrom('contacts')
            .select((eb) => [eb.lit(to.id).as('list_id'), 'phone', 'field1', 'field2', 'field3', 'field4', 'field5', 'field6', 'email', 'source', eb.lit(now()).as('created_at')])
            .where('id', 'in', firstOfEachPhone)
            .where('phone', 'not in', phonesIn(trx, to.id)),
        )
        .executeTakeFirst();
      n += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    await recount(trx, [to.id]);
    return n;
  });
  return { data: moveStatus(copied, contacts.length) };
};
