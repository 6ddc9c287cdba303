/**
 * Cache tags of manage-price-lists: a list's change reads that list (and the lists' table)
 * again; a customer moved between lists changes the lists' customer counts. Imported for its
 * effect by the screen.
 */
import { superAdminApi } from '../../../api/generated/superAdmin';

const list = { type: 'PriceList' as const, id: 'LIST' };
const one = (id: number) => ({ type: 'PriceList' as const, id });
const changeOf = { invalidatesTags: (_r: unknown, _e: unknown, { body }: { body: { priceListId: number } }) => [one(body.priceListId), list] };

superAdminApi.enhanceEndpoints({
  addTagTypes: ['PriceList'],
  endpoints: {
    getPriceLists: { providesTags: [list] },
    getPriceListDetails: { providesTags: (_r, _e, { body }) => [one(body.priceListId)] },
    getPriceListProducts: { providesTags: (_r, _e, { body }) => [one(body.priceListId)] },
    addPriceList: { invalidatesTags: [list] },
    savePriceList: changeOf,
    updatePriceListTexts: changeOf,
    removePriceList: changeOf,
    addProductToPriceList: changeOf,
    removeProductFromPriceList: changeOf,
  },
});
