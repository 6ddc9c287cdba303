/**
 * super-admin/get-products-price-list, add-product-to-price-list, remove-product-from-price-list.
 * There is no separate product catalogue: every list's products are the catalogue, so a product
 * is added to a list by naming another list's (its name, service and kind copied, with this
 * list's own rate).
 */
import type {
  AddProductToPriceListApiArg,
  AddProductToPriceListApiResponse,
  GetPriceListProductsApiArg,
  GetPriceListProductsApiResponse,
  RemoveProductFromPriceListApiArg,
  RemoveProductFromPriceListApiResponse,
} from '../../../../contract/superAdmin';
import { AddProductToPriceList, RemoveProductFromPriceList } from '../../../../contract/statusCodes';
import { notFound } from '../../../http/envelope';
import type { Handler } from '../../../http/handler';
import { listOrNotFound, productAnswer, productsOfList, sameProduct } from './store';

export const getPriceListProducts: Handler<GetPriceListProductsApiArg> = async ({ body }, ctx): Promise<GetPriceListProductsApiResponse> => {
  const list = await listOrNotFound(ctx.db, body.priceListId);
  const now = ctx.now();
  const own = await productsOfList(ctx.db, list.id);
  // Other lists' products this one lacks, once each (the default list's first).
  const others = await ctx.db
    .selectFrom('price_list_products as p')
    .innerJoin('price_lists as l', 'l.id', 'p.price_list_id')
    .selectAll('p')
    .where('p.price_list_id', '!=', list.id)
    .orderBy('l.is_default', 'desc')
    .orderBy('p.id')
    .execute();
  const available: typeof others = [];
  for (const p of others) if (!own.some((o) => sameProduct(o, p)) && !available.some((a) => sameProduct(a, p))) available.push(p);
  return { data: { products: own.map((p) => productAnswer(p, now)), available: available.map((p) => productAnswer(p, now)) } };
};

export const addProductToPriceList: Handler<AddProductToPriceListApiArg> = async ({ body }, ctx): Promise<AddProductToPriceListApiResponse> =>
  ctx.db.transaction().execute(async (trx): Promise<AddProductToPriceListApiResponse> => {
    const list = await listOrNotFound(trx, body.priceListId);
    const product = await trx.selectFrom('price_list_products').selectAll().where('id', '=', body.productId).executeTakeFirst();
    if (!product) throw notFound();
    const own = await productsOfList(trx, list.id);
    if (own.some((o) => sameProduct(o, product))) return { data: { status: AddProductToPriceList.productExists } };
    await trx
      .insertInto('price_list_products')
      .values({ price_list_id: list.id, name: product.name, service: product.service, kind: product.kind, quantity: body.quantity ?? product.quantity, rate: body.rate, created_at: ctx.now() })
      .execute();
    return { data: { status: AddProductToPriceList.productAdded } };
  });

export const removeProductFromPriceList: Handler<RemoveProductFromPriceListApiArg> = async ({ body }, ctx): Promise<RemoveProductFromPriceListApiResponse> => {
  await listOrNotFound(ctx.db, body.priceListId);
  // A product of another list is not this list's to remove: 404, as a missing one.
  const removed = await ctx.db.deleteFrom('price_list_products').where('id', '=', body.productId).where('price_list_id', '=', body.priceListId).executeTakeFirst();
  if (Number(removed.numDeletedRows) !== 1) throw notFound();
  return { data: { status: RemoveProductFromPriceList.productRemoved } };
};
