/**
 * The buy-package step (sections 4, 6 and 9): the packages of the account's price list with
 * their price and VAT, paid by card on the processor's hosted page or asked for as postpaid.
 * Outside purchase hours, or with a postpaid request open, it says why nothing can be bought
 * now. The answers' messages come from the status table (the base query toasts mutations).
 */
import { Alert, Button, Flex, Modal, Radio, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBuyPackageMutation, useGetDetailsForPackageQuery, type PriceListProduct } from '../../api/generated/main';
import { statusMessageFor } from '../../api/statusMessages';
import { useFeatureTexts } from '../../i18n/useFeatureTexts';
import { useAppSelector } from '../../state/hooks';
import { openPaymentPage } from './openPaymentPage';
import { BuyPackage, GetDetailsForPackage } from '../../../contract/statusCodes';

interface BuyPackageModalProps {
  userId: number;
  onClose: () => void;
}

/** In WhatsApp mode the WhatsApp packages, otherwise the others; all when that leaves none. */
function packagesFor(products: PriceListProduct[], whatsappMode: boolean): PriceListProduct[] {
  const fitting = products.filter((p) => (p.service === 'whatsapp') === whatsappMode);
  return fitting.length ? fitting : products;
}

export default function BuyPackageModal({ userId, onClose }: BuyPackageModalProps) {
  const { t, i18n } = useTranslation();
  const whatsappMode = useAppSelector((s) => s.serviceMode.mode) === 'whatsapp';
  const { data, isFetching } = useGetDetailsForPackageQuery({ body: { userId } }, { refetchOnMountOrArgChange: true });
  const [buy, { isLoading: buying }] = useBuyPackageMutation();
  const [chosen, setChosen] = useState<number | null>(null);
  const textsReady = useFeatureTexts('payment', 'main');
  const details = data?.data;
  const products = packagesFor(details?.user_price_list?.products ?? [], whatsappMode);
  const selected = chosen ?? products.find((p) => p.productId === details?.product?.productId)?.productId ?? products[0]?.productId ?? null;
  const money = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const count = new Intl.NumberFormat(i18n.language);

  async function pay(paymentMethod: 'card' | 'postpaid') {
    if (selected === null) return;
    const answer = await buy({ body: { productId: selected, paymentMethod } }).unwrap();
    const result = answer.data;
    if (paymentMethod === 'card' && result?.status === BuyPackage.paymentPageReady && result.paymentUrl) openPaymentPage(result.paymentUrl);
    else if (result?.status === BuyPackage.postpaidAwaitingApproval) onClose();
  }

  const refusal = details && details.status !== GetDetailsForPackage.ready ? statusMessageFor('getDetailsForPackage', details.status) : undefined;

  return (
    <Modal open title={t('payment.buy.title')} onCancel={onClose} footer={null} destroyOnHidden>
      {!textsReady || (isFetching && !details) ? (
        <Flex justify="center" style={{ padding: 24 }}>
          <Spin aria-label={t('payment.buy.loading')} />
        </Flex>
      ) : refusal ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Alert type={refusal.severity} showIcon message={t(refusal.key)} />
          {details?.status === GetDetailsForPackage.offHours && <Typography.Paragraph>{t('payment.buy.hours')}</Typography.Paragraph>}
        </Space>
      ) : products.length === 0 ? (
        <Alert type="info" showIcon message={t('payment.buy.noPackages')} />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }} size="middle">
          <Radio.Group aria-label={t('payment.buy.chooseLabel')} value={selected} onChange={(e) => setChosen(e.target.value as number)}>
            <Space direction="vertical">
              {products.map((p) => (
                <Radio key={p.productId} value={p.productId}>
                  <Typography.Text strong>{p.name}</Typography.Text>
                  {' · '}
                  {t(`payment.buy.services.${p.service ?? 'sms'}`)} {t('payment.buy.credits', { amount: count.format(p.quantity ?? 0) })}
                  {' · '}
                  <span dir="ltr">{t('payment.buy.price', { price: money.format(p.rate ?? 0), total: money.format(p.priceWithVat ?? 0) })}</span>
                </Radio>
              ))}
            </Space>
          </Radio.Group>
          <Typography.Text type="secondary">{t('payment.buy.vatNote', { percent: Math.round(((details?.vatMultiplier ?? 1.18) - 1) * 100) })}</Typography.Text>
          <Flex gap={8} wrap>
            <Button type="primary" loading={buying} onClick={() => void pay('card')}>
              {t('payment.buy.payByCard')}
            </Button>
            <Button disabled={buying} onClick={() => void pay('postpaid')}>
              {t('payment.buy.requestPostpaid')}
            </Button>
          </Flex>
        </Space>
      )}
    </Modal>
  );
}
