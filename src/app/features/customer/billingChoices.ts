/**
 * The billing choices both forms offer. Customer types: the contract takes 1 to 9 and the
 * spec names none, so they are shown by number. Price lists: the ones getPriceLists answers
 * when the signed-in user may read them (x-access system with permission 53); otherwise only
 * the default (no priceListId: the server uses the default list). Until the server has a
 * handler for get-price-lists (it answers 501) the form offers the default alone, without an
 * error modal.
 */
import { useTranslation } from 'react-i18next';
import { unavailableShownByPage } from '../../api/baseQuery';
import { useGetPriceListsQuery, type NewCustomerAccount } from '../../api/generated/superAdmin';
import { getPriceLists } from '../../../contract/access';
import { useMayUse } from '../../state/useMayUse';

unavailableShownByPage('getPriceLists');

export type PaymentType = NewCustomerAccount['paymentType'];
export const paymentTypes: readonly PaymentType[] = ['prepaid', 'postpaid', 'card', 'bank'];
export const customerTypes: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/** The value the price list select holds for "the default list" (no priceListId sent). */
export const defaultPriceList = 0;

export interface Choice<T> {
  value: T;
  label: string;
}

export function useBillingChoices() {
  const { t } = useTranslation();
  const mayUse = useMayUse();
  const { data } = useGetPriceListsQuery({ body: {} }, { skip: !mayUse(getPriceLists) });
  const priceLists: Choice<number>[] = [
    { value: defaultPriceList, label: t('customer.billing.defaultPriceList') },
    ...(data?.data ?? []).filter((list) => list.id !== undefined && !list.isDefault).map((list) => ({ value: list.id!, label: list.name ?? `#${list.id}` })),
  ];
  return {
    priceLists,
    paymentTypes: paymentTypes.map((value) => ({ value, label: t(`customer.billing.paymentTypes.${value}`) })),
    customerTypes: customerTypes.map((value) => ({ value, label: t('customer.billing.customerTypeN', { type: value }) })),
  };
}
