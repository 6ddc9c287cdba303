/** The manage-price-lists screen and a customer's price list and overseas rates (issue 20). */
import type { HandlerMap } from '../../../http/handler';
import { changePriceList, restoreDefaultPriceList } from './customers';
import { addPriceList, getPriceListDetails, getPriceLists, removePriceList, savePriceList, updatePriceListTexts } from './lists';
import { getUserRates, saveCountriesRates } from './overseasRates';
import { addProductToPriceList, getPriceListProducts, removeProductFromPriceList } from './products';

export const priceListHandlers = {
  getPriceLists,
  getPriceListDetails,
  getPriceListProducts,
  addPriceList,
  savePriceList,
  updatePriceListTexts,
  removePriceList,
  addProductToPriceList,
  removeProductFromPriceList,
  changePriceList,
  restoreDefaultPriceList,
  getUserRates,
  saveCountriesRates,
} as HandlerMap;
