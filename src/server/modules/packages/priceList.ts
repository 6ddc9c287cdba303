/**
 * The packages an account may buy: its own price list's, or the default list's when it has
 * none. Prices are shekels before VAT; the VAT of the day is added where a price is shown.
 */
import type { PriceList, PriceListProduct } from '../../../contract/main';
import { priceWithVat } from '../../../domain/packages';
import type { Db } from '../../db/database';
import type { PriceListProductsTable } from '../../db/schema';
import type { Selectable } from 'kysely';

export type PackageRow = Selectable<PriceListProductsTable>;

export interface AccountPriceList {
  id: number;
  name: string;
  type: string;
  isDefault: boolean;
  packages: PackageRow[];
}

/** The named list, or the account's own (the default list when it has none); null when that list does not exist. */
export async function priceListOf(db: Db, account: number, priceListId?: number): Promise<AccountPriceList | null> {
  let listId = priceListId;
  if (listId === undefined) {
    const user = await db.selectFrom('users').select('price_list_id').where('id', '=', account).executeTakeFirst();
    listId = user?.price_list_id ?? undefined;
  }
  const list =
    listId === undefined
      ? await db.selectFrom('price_lists').selectAll().where('is_default', '=', 1).orderBy('id').executeTakeFirst()
      : await db.selectFrom('price_lists').selectAll().where('id', '=', listId).executeTakeFirst();
  if (!list) return null;
  // A list's message rates (kind 'message') are prices per message, not packages to buy.
  const packages = await db.selectFrom('price_list_products').selectAll().where('price_list_id', '=', list.id).where('kind', '=', 'package').orderBy('service').orderBy('quantity').execute();
  return { id: list.id, name: list.name, type: list.type, isDefault: list.is_default === 1, packages };
}

export const productOf = (p: PackageRow, now: number): PriceListProduct => ({
  productId: p.id,
  name: p.name,
  rate: p.rate,
  quantity: p.quantity,
  service: p.service,
  priceWithVat: priceWithVat(p.rate, now),
});

export const priceListAnswer = (list: AccountPriceList, now: number): PriceList => ({
  id: list.id,
  name: list.name,
  type: list.type,
  isDefault: list.isDefault,
  products: list.packages.map((p) => productOf(p, now)),
});
