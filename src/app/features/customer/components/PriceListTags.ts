/**
 * Cache tags of the customer's price-list tab: moving the customer between lists or saving its
 * overseas rates reads its rates again, and (audited) its details and history. Imported for
 * its effect by the tab.
 */
import { superAdminApi } from '../../../api/generated/superAdmin';

const prices = (userId: number) => ({ type: 'CustomerPrices' as const, id: userId });
const actedOn = (userId: number) => [prices(userId), { type: 'Customer' as const, id: userId }, { type: 'CustomerHistory' as const, id: userId }];

superAdminApi.enhanceEndpoints({
  addTagTypes: ['CustomerPrices', 'Customer', 'CustomerHistory'],
  endpoints: {
    getUserRates: { providesTags: (_r, _e, { body }) => [prices(body.user_id)] },
    saveCountriesRates: { invalidatesTags: (_r, _e, { body }) => actedOn(body.user_id) },
    changePriceList: { invalidatesTags: (_r, _e, { body }) => actedOn(body.userId) },
    restoreDefaultPriceList: { invalidatesTags: (_r, _e, { body }) => actedOn(body.userId) },
  },
});
