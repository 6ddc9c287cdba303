/** The queries of the manage-price-lists screen: lists, their products and texts, and who is on them. */
import type { PriceList, PriceListProduct } from '../../../../contract/superAdmin';
import type { Db } from '../../../db/database';
import { notFound } from '../../../http/envelope';
import { productOf, type PackageRow } from '../../packages/priceList';

export const productAnswer = (row: PackageRow, now: number): PriceListProduct => ({ ...productOf(row, now), kind: row.kind });

/** The list, or 404. */
export async function listOrNotFound(db: Db, priceListId: number) {
  const list = await db.selectFrom('price_lists').selectAll().where('id', '=', priceListId).executeTakeFirst();
  if (!list) throw notFound();
  return list;
}

/** Users on a list, by list. */
export async function customersByList(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('users')
    .select(['price_list_id', (eb) => eb.fn.countAll<number>().as('users')])
    .where('price_list_id', 'is not', null)
    .where('deleted_at', 'is', null)
    .groupBy('price_list_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.price_list_id), Number(r.users)]));
}

export const productsOfList = (db: Db, priceListId: number) =>
  db.selectFrom('price_list_products').selectAll().where('price_list_id', '=', priceListId).orderBy('kind', 'desc').orderBy('service').orderBy('quantity').execute();

export async function textsOf(db: Db, priceListId: number): Promise<Record<string, string>> {
  const rows = await db.selectFrom('price_list_texts').select(['language', 'text']).where('price_list_id', '=', priceListId).execute();
  return Object.fromEntries(rows.map((r) => [r.language, r.text]));
}

/** Another list of this name (ignoring `except`), compared without case or surrounding spaces. */
export async function nameTaken(db: Db, name: string, except?: number): Promise<boolean> {
  let query = db.selectFrom('price_lists').select('id').where((eb) => eb(eb.fn('lower', ['name']), '=', name.trim().toLowerCase()));
  if (except !== undefined) query = query.where('id', '!=', except);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function listDetails(db: Db, priceListId: number, now: number): Promise<PriceList> {
  const list = await listOrNotFound(db, priceListId);
  const [products, texts, customers] = await Promise.all([productsOfList(db, list.id), textsOf(db, list.id), customersByList(db)]);
  return {
    id: list.id,
    name: list.name,
    type: list.type,
    rate: Number(list.rate),
    isDefault: list.is_default === 1,
    customers: customers.get(list.id) ?? 0,
    products: products.map((p) => productAnswer(p, now)),
    texts,
  };
}

/** A product of a list is the same product as another list's when its name and service are. */
export const sameProduct = (a: { name: string; service: string }, b: { name: string; service: string }): boolean =>
  a.name.trim().toLowerCase() === b.name.trim().toLowerCase() && a.service === b.service;
