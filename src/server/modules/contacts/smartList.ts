/**
 * create-smart-contact-list: a new list from the contacts of other lists that meet
 * conditions (all or any). Each number comes once; no list is created when none matches.
 */
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { ContactsSmartCondition, CreateSmartContactListApiArg, CreateSmartContactListApiResponse } from '../../../contract/contacts';
import { parseListDate } from '../../../domain/contactFields';
import type { Database } from '../../db/schema';
import { accountOf } from '../../http/account';
import { HttpError } from '../../http/envelope';
import type { Handler } from '../../http/handler';
import { containsText, phoneFragment } from './contactRows';
import { ownLists, recount } from './lists';
import { assertListName, insertList, nameTaken } from './saveList';
import { CreateSmartContactList } from '../../../contract/statusCodes';

const columnOf: Record<ContactsSmartCondition['field'], string> = {
  PHONE: 'contacts.phone',
  DYNAMIC_FIELD1: 'contacts.field1',
  DYNAMIC_FIELD2: 'contacts.field2',
  DYNAMIC_FIELD3: 'contacts.field3',
  DYNAMIC_FIELD4: 'contacts.field4',
  DYNAMIC_FIELD5: 'contacts.field5',
  DYNAMIC_FIELD6: 'contacts.field6',
  EMAIL: 'contacts.email',
};

const badCondition = (i: number) => new HttpError(400, 'errors.generic.badRequest', { field: `body.conditions.${i}` });

/** DD/MM/YYYY as YYYYMMDD, so stored birth dates compare in calendar order. */
const dateKey = (column: string) => sql<string>`substr(${sql.ref(column)}, 7, 4) || substr(${sql.ref(column)}, 4, 2) || substr(${sql.ref(column)}, 1, 2)`;

function conditionSql(c: ContactsSmartCondition, i: number): Expression<SqlBool> {
  const column = sql.ref(columnOf[c.field]);
  const empty = sql<SqlBool>`(${column} is null or ${column} = '')`;
  if (c.operator === 'isEmpty') return empty;
  if (c.operator === 'isNotEmpty') return sql<SqlBool>`not ${empty}`;
  const raw = c.value?.trim();
  if (!raw) throw badCondition(i);
  const value = c.field === 'PHONE' ? phoneFragment(raw) : raw.toLowerCase();
  if (value === null) throw badCondition(i);
  switch (c.operator) {
    case 'equals':
      return sql<SqlBool>`lower(${column}) = ${value}`;
    case 'notEquals':
      return sql<SqlBool>`(${column} is null or lower(${column}) != ${value})`;
    case 'contains':
      return containsText(columnOf[c.field], value);
    case 'startsWith':
      return sql<SqlBool>`lower(${column}) like ${`${value.replace(/[\\%_]/g, (m) => `\\${m}`)}%`} escape '\\'`;
    default: {
      // before and after compare birth dates (field 6) only.
      const date = c.field === 'DYNAMIC_FIELD6' ? parseListDate(raw) : null;
      if (!date) throw badCondition(i);
      const key = date.slice(6) + date.slice(3, 5) + date.slice(0, 2);
      return c.operator === 'before' ? sql<SqlBool>`${dateKey(columnOf[c.field])} < ${key}` : sql<SqlBool>`${dateKey(columnOf[c.field])} > ${key}`;
    }
  }
}

export const createSmartContactList: Handler<CreateSmartContactListApiArg> = async ({ body }, { db, user, now }): Promise<CreateSmartContactListApiResponse> => {
  const account = accountOf(user!);
  const name = assertListName(body.name);
  const sources = (await ownLists(db, account, body.sourceContactListIds)).map((s) => s.id);
  const terms = body.conditions.map(conditionSql);
  const matches = (eb: ExpressionBuilder<Database, 'contacts'>) => (terms.length === 0 ? sql<SqlBool>`1 = 1` : body.match === 'any' ? eb.or(terms) : eb.and(terms));
  if (await nameTaken(db, account, name)) return { data: { status: CreateSmartContactList.nameExists } };

  return db.transaction().execute(async (trx) => {
    const firstOfEachPhone = trx.selectFrom('contacts').select((eb) => eb.fn.min('id').as('id')).where('list_id', 'in', sources).where(matches).groupBy('phone');
    const { n } = await trx.selectFrom('contacts').select((eb) => eb.fn.countAll<number>().as('n')).where('id', 'in', firstOfEachPhone).executeTakeFirstOrThrow();
    if (Number(n) === 0) return { data: { status: CreateSmartContactList.noMatch } };
    const listId = await insertList(trx, { account, userId: user!.userId, name, now: now() });
    await trx
      .insertInto('contacts')
      .columns(['list_id', 'phone', 'field1', 'field2', 'field3', 'field4', 'field5', 'field6', 'email', 'source', 'created_at'])
      .expression(
        trx
          .selectFrom('contacts')
          .select((eb) => [eb.lit(listId).as('list_id'), 'phone', 'field1', 'field2', 'field3', 'field4', 'field5', 'field6', 'email', sql<string>`'smart'`.as('source'), eb.lit(now()).as('created_at')])
          .where('id', 'in', firstOfEachPhone),
      )
      .execute();
    await recount(trx, [listId]);
    return { data: { status: CreateSmartContactList.created, contactListId: listId, saved: Number(n) } };
  });
};
