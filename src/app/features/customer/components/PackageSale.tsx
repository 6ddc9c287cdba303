/**
 * Moving a customer to a package of its price list, or approving its open postpaid request
 * (super-admin/prepaid-to-pup, section 4 "prepaid to package"). The packages are those the
 * customer itself would be offered: main/get-details-for-package for the customer's id (its
 * own price list, the one prepaid-to-pup defaults to, so no price list is sent). That call also
 * says when a postpaid request is open: paying "postpaid" then approves it. The sale asks first;
 * every result code is the status table's, toasted by the base query; the page's details and
 * history refresh (customerApi.ts).
 */
import { Alert, Button, Flex, InputNumber, Radio, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetDetailsForPackageQuery } from '../../../api/generated/main';
import { usePrepaidToPupMutation, type SuperAdminCustomer } from '../../../api/generated/superAdmin';
import { confirm } from '../../../state/confirmModal';
import { useAppDispatch } from '../../../state/hooks';
import { GetDetailsForPackage } from '../../../../contract/statusCodes';

type PaymentMethod = 'card' | 'postpaid';

export function PackageSale({ customer }: { customer: SuperAdminCustomer }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const userId = customer.userId;
  const { data, isFetching, refetch } = useGetDetailsForPackageQuery({ body: { userId } }, { refetchOnMountOrArgChange: true });
  const [sell, selling] = usePrepaidToPupMutation();
  const details = data?.data;
  const requestOpen = details?.status === GetDetailsForPackage.postpaidRequestOpen;
  const products = details?.user_price_list?.products ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const [quantity, setQuantity] = useState<number>(1);
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  // With a request open the likely act is approving it, so postpaid comes first.
  const paymentMethod: PaymentMethod = method ?? (requestOpen ? 'postpaid' : 'card');
  const productId = chosen ?? products[0]?.productId ?? null;
  const product = products.find((p) => p.productId === productId);
  const count = new Intl.NumberFormat(i18n.language);
  const money = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  const submit = async () => {
    if (productId === null || !product) return;
    const asked = await dispatch(
      confirm({
        type: 'confirm',
        title: 'customer.packageSale.confirmTitle',
        message: paymentMethod === 'card' ? 'customer.packageSale.confirmCard' : 'customer.packageSale.confirmPostpaid',
        messageValues: { username: customer.username, package: product.name ?? String(productId), quantity },
      }),
    );
    if (asked !== true) return;
    await sell({ body: { userId, productId, quantity, paymentMethod } })
      .unwrap()
      .catch(() => undefined);
    // An approved request is no longer open: read the customer's standing for a sale again.
    void refetch();
  };

  if (isFetching && !details) return <Spin aria-label={t('customer.packageSale.loading')} />;
  return (
    <Flex vertical gap={8} role="group" aria-label={t('customer.packageSale.title')}>
      <Typography.Text strong>{t('customer.packageSale.title')}</Typography.Text>
      {requestOpen && <Alert type="warning" showIcon title={t('customer.packageSale.requestOpen')} />}
      {products.length === 0 ? (
        <Typography.Text type="secondary">{t('customer.packageSale.noPackages')}</Typography.Text>
      ) : (
        <>
          <Radio.Group aria-label={t('customer.packageSale.package')} value={productId} onChange={(e) => setChosen(e.target.value as number)}>
            <Flex vertical gap={4}>
              {products.map((p) => (
                <Radio key={p.productId} value={p.productId}>
                  {t('customer.packageSale.packageChoice', {
                    name: p.name ?? '',
                    credits: count.format(p.quantity ?? 0),
                    price: money.format(p.rate ?? 0),
                  })}
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
          <Flex gap={16} wrap align="center">
            <label>
              {t('customer.packageSale.quantity')}{' '}
              <InputNumber min={1} precision={0} value={quantity} onChange={(v) => setQuantity(v ?? 1)} aria-label={t('customer.packageSale.quantity')} />
            </label>
            <Radio.Group aria-label={t('customer.packageSale.paymentMethod')} value={paymentMethod} onChange={(e) => setMethod(e.target.value as PaymentMethod)}>
              <Radio value="card">{t('customer.packageSale.card')}</Radio>
              <Radio value="postpaid">{t('customer.packageSale.postpaid')}</Radio>
            </Radio.Group>
            <Button type="primary" loading={selling.isLoading} disabled={!product || quantity < 1} onClick={() => void submit()}>
              {requestOpen && paymentMethod === 'postpaid' ? t('customer.packageSale.approve') : t('customer.packageSale.submit')}
            </Button>
          </Flex>
        </>
      )}
    </Flex>
  );
}
