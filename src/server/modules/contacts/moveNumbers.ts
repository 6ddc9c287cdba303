/**
 * Moving and copying numbers between lists (section 7: done, some already in the target,
 * error). A number already in the target list is left where it was, in both lists, so
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
import { CopySelectedNumbers, MoveAllToContactList, MoveSelectedNumbers } from '../../../contract/statusCodes';

/** An operation's own codes for every number moved (or copied), and for some already in the target. */
interface MoveCodes {
  all: number;
  someExist: number;
}

const moveStatus = (codes: MoveCodes, moved: number, total: number): ContactsMoveResult => ({ status: moved === total ? codes.all : codes.someExist, moved, existing: total - moved });
const sameList = (error: number): ContactsMoveResult => ({ status: error, moved: 0, existing: 0 });

const phonesIn = (db: Db, listId: number) => db.selectFrom('contacts').select('phone').where('list_id', '=', listId);

export const moveSelectedNumbers: Handler<MoveSelectedNumbersApiArg> = async ({ body }, { db, user }): Promise<MoveSelectedNumbersApiResponse> => {
  const account = accountOf(user!);
  const from = await ownList(db, account, body.fromContactListId);
  const to = await ownList(db, account, body.toContactListId);
  const contacts = await ownContacts(db, account, body.ids, from.id);
  if (from.id === to.id) return { data: sameList(MoveSelectedNumbers.error) };
  const moved = await db.transaction().execute(async (trx) => {
    let n = 0;
    for (const chunk of chunks(contacts.map((c) => c.id))) {
      const result = await trx.updateTable('contacts').set({ list_id: to.id }).where('id', 'in', chunk).where('phone', 'not in', phonesIn(trx, to.id)).executeTakeFirst();
      n += Number(result.numUpdatedRows);
    }
    await recount(trx, [from.id, to.id]);
    return n;
  });
  return { data: moveStatus({ all: MoveSelectedNumbers.moved, someExist: MoveSelectedNumbers.someExist }, moved, contacts.length) };
};

export const moveAllToContactList: Handler<MoveAllToContactListApiArg> = async ({ body }, { db, user }): Promise<MoveAllToContactListApiResponse> => {
  const account = accountOf(user!);
  const from = await ownList(db, account, body.fromContactListId);
  const to = await ownList(db, account, body.toContactListId);
  if (from.id === to.id) return { data: sameList(MoveAllToContactList.error) };
  const [moved, total] = await db.transaction().execute(async (trx) => {
    const { n } = await trx.selectFrom('contacts').select((eb) => eb.fn.countAll<number>().as('n')).where('list_id', '=', from.id).executeTakeFirstOrThrow();
    const result = await trx.updateTable('contacts').set({ list_id: to.id }).where('list_id', '=', from.id).where('phone', 'not in', phonesIn(trx, to.id)).executeTakeFirst();
    await recount(trx, [from.id, to.id]);
    return [Number(result.numUpdatedRows), Number(n)];
  });
  return { data: moveStatus({ all: MoveAllToContactList.moved, someExist: MoveAllToContactList.someExist }, moved, total) };
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
  return { data: moveStatus({ all: CopySelectedNumbers.copied, someExist: CopySelectedNumbers.someExist }, copied, contacts.length) };
};
