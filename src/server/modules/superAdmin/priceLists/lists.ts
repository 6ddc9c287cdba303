/**
 * super-admin/get-price-lists, get-price-list-details, add-, save-, update-price-list-texts and
 * remove-price-list. A list's rates are read by estimates and charges through src/server/pricing;
 * a campaign already accepted keeps the rates it was accepted with, so saving here reprices
 * only what is estimated or accepted next.
 */
import type {
  AddPriceListApiArg,
  AddPriceListApiResponse,
  GetPriceListDetailsApiArg,
  GetPriceListDetailsApiResponse,
  GetPriceListsApiArg,
  GetPriceListsApiResponse,
  RemovePriceListApiArg,
  RemovePriceListApiResponse,
  SavePriceListApiArg,
  SavePriceListApiResponse,
  UpdatePriceListTextsApiArg,
  UpdatePriceListTextsApiResponse,
} from '../../../../contract/superAdmin';
import { AddPriceList, RemovePriceList, SavePriceList, UpdatePriceListTexts } from '../../../../contract/statusCodes';
import { HttpError, notFound } from '../../../http/envelope';
import type { Handler } from '../../../http/handler';
import { customersByList, listDetails, listOrNotFound, nameTaken } from './store';

export const getPriceLists: Handler<GetPriceListsApiArg> = async ({ body }, ctx): Promise<GetPriceListsApiResponse> => {
  let query = ctx.db.selectFrom('price_lists').selectAll().orderBy('is_default', 'desc').orderBy('name');
  if (body.type) query = query.where('type', '=', body.type);
  const [lists, customers] = await Promise.all([query.execute(), customersByList(ctx.db)]);
  return { data: lists.map((l) => ({ id: l.id, name: l.name, type: l.type, rate: Number(l.rate), isDefault: l.is_default === 1, customers: customers.get(l.id) ?? 0 })) };
};

export const getPriceListDetails: Handler<GetPriceListDetailsApiArg> = async ({ body }, ctx): Promise<GetPriceListDetailsApiResponse> => ({
  data: await listDetails(ctx.db, body.priceListId, ctx.now()),
});

const blankName = () => new HttpError(400, 'errors.generic.badRequest', { field: 'name' });

export const addPriceList: Handler<AddPriceListApiArg> = async ({ body }, ctx): Promise<AddPriceListApiResponse> => {
  const name = body.name.trim();
  if (!name) throw blankName();
  return ctx.db.transaction().execute(async (trx): Promise<AddPriceListApiResponse> => {
    const source = body.copyFromId === undefined ? null : await trx.selectFrom('price_lists').selectAll().where('id', '=', body.copyFromId).executeTakeFirst();
    if (source === undefined) throw notFound();
    if (await nameTaken(trx, name)) return { data: { status: AddPriceList.nameExists } };
    const now = ctx.now();
    const created = await trx
      .insertInto('price_lists')
      .values({ name, type: body.type?.trim() || source?.type || 'standard', rate: source ? Number(source.rate) : 1, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (source) {
      // A copy starts with everything the source sells and charges: products, overseas rates and texts.
      const products = await trx.selectFrom('price_list_products').select(['name', 'service', 'quantity', 'rate', 'kind']).where('price_list_id', '=', source.id).execute();
      if (products.length) await trx.insertInto('price_list_products').values(products.map((p) => ({ ...p, price_list_id: created.id, created_at: now }))).execute();
      const rates = await trx.selectFrom('rates').select(['prefix', 'country', 'operator_desc', 'rate']).where('price_list_id', '=', source.id).execute();
      if (rates.length) await trx.insertInto('rates').values(rates.map((r) => ({ ...r, price_list_id: created.id }))).execute();
      const texts = await trx.selectFrom('price_list_texts').select(['language', 'text']).where('price_list_id', '=', source.id).execute();
      if (texts.length) await trx.insertInto('price_list_texts').values(texts.map((t) => ({ ...t, price_list_id: created.id }))).execute();
    }
    return { data: { status: AddPriceList.created, id: created.id } };
  });
};

export const savePriceList: Handler<SavePriceListApiArg> = async ({ body }, ctx): Promise<SavePriceListApiResponse> => {
  const name = body.name?.trim();
  if (body.name !== undefined && !name) throw blankName();
  return ctx.db.transaction().execute(async (trx): Promise<SavePriceListApiResponse> => {
    await listOrNotFound(trx, body.priceListId);
    if (name && (await nameTaken(trx, name, body.priceListId))) return { data: { status: SavePriceList.nameExists } };
    const changes = { ...(name && { name }), ...(body.type?.trim() && { type: body.type.trim() }), ...(body.rate !== undefined && { rate: body.rate }) };
    if (Object.keys(changes).length) await trx.updateTable('price_lists').set(changes).where('id', '=', body.priceListId).execute();
    for (const product of body.products ?? []) {
      // The contract requires productId (validated before this); the generated type cannot say so.
      if (product.productId === undefined) throw notFound();
      // A product of another list is 404 as a missing one: the whole save is undone.
      const updated = await trx
        .updateTable('price_list_products')
        .set({ rate: product.rate, ...(product.quantity !== undefined && { quantity: product.quantity }) })
        .where('id', '=', product.productId)
        .where('price_list_id', '=', body.priceListId)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw notFound();
    }
    return { data: { status: SavePriceList.saved } };
  });
};

export const updatePriceListTexts: Handler<UpdatePriceListTextsApiArg> = async ({ body }, ctx): Promise<UpdatePriceListTextsApiResponse> =>
  ctx.db.transaction().execute(async (trx): Promise<UpdatePriceListTextsApiResponse> => {
    await listOrNotFound(trx, body.priceListId);
    for (const [language, text] of Object.entries(body.texts)) {
      await trx.deleteFrom('price_list_texts').where('price_list_id', '=', body.priceListId).where('language', '=', language).execute();
      // An emptied text is removed: customers see none rather than a blank one.
      if (text.trim()) await trx.insertInto('price_list_texts').values({ price_list_id: body.priceListId, language, text: text.trim() }).execute();
    }
    return { data: { status: UpdatePriceListTexts.textsSaved } };
  });

export const removePriceList: Handler<RemovePriceListApiArg> = async ({ body }, ctx): Promise<RemovePriceListApiResponse> =>
  ctx.db.transaction().execute(async (trx): Promise<RemovePriceListApiResponse> => {
    const list = await listOrNotFound(trx, body.priceListId);
    if (list.is_default === 1) return { data: { status: RemovePriceList.defaultCannotBeRemoved } };
    // Deleted users keep their row (and list) for the records, so any user on it keeps it.
    const user = await trx.selectFrom('users').select('id').where('price_list_id', '=', list.id).executeTakeFirst();
    if (user) return { data: { status: RemovePriceList.inUse } };
    // Its products, rates and texts first, whether or not the database cascades.
    await trx.deleteFrom('price_list_products').where('price_list_id', '=', list.id).execute();
    await trx.deleteFrom('rates').where('price_list_id', '=', list.id).execute();
    await trx.deleteFrom('price_list_texts').where('price_list_id', '=', list.id).execute();
    await trx.deleteFrom('price_lists').where('id', '=', list.id).execute();
    return { data: { status: RemovePriceList.removed } };
  });
