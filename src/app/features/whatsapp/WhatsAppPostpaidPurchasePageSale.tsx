/**
 * Selling a customer a WhatsApp package (super-admin/prepaid-to-pup-whatsapp, section 9): at
 * least 1000 messages, priced by calc-credit-user-amount in shekels plus the VAT of the day,
 * charged to the customer's saved card or as postpaid (which approves the open postpaid
 * request). With a request open the likely act is approving it, so postpaid is chosen first
 * and the requested messages are proposed. Outside the purchase hours a card charge that fails
 * is followed up the next working day: the page says so but does not refuse (the server does
 * not either). The sale asks first; every result code is the status table's, toasted by the
 * base query; a sale's invoice and total are shown on the page.
 */
import { Alert, Button, Card, Descriptions, Flex, Form, InputNumber, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrepaidToPupWhatsappMutation, type PrepaidToPupWhatsappApiResponse } from '../../api/generated/superAdmin';
import { useCalcWhatsappCreditUserAmountQuery, type WhatsAppPostpaidDetails } from '../../api/generated/whatsapp';
import { minimumWhatsappPackage } from '../../../domain/packages';
import { confirm } from '../../state/confirmModal';
import { useAppDispatch } from '../../state/hooks';
import { useNumberFormat } from '../../ui/useNumberFormat';
import './WhatsAppPostpaidPurchasePageTags';
import { CalcWhatsappCreditUserAmount, PrepaidToPupWhatsapp } from '../../../contract/statusCodes';

type PaymentMethod = 'card' | 'postpaid';
type Sold = NonNullable<PrepaidToPupWhatsappApiResponse['data']>;

/** A sale went through: 1 moved / approved, 2 purchased by card. */
const isSale = (status: number | undefined): boolean => status === PrepaidToPupWhatsapp.moved || status === PrepaidToPupWhatsapp.purchased;

export function PackageSale({ details }: { details: WhatsAppPostpaidDetails }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { number, shekels } = useNumberFormat();
  const userId = details.userId;
  const requested = details.hasOpenRequest && (details.requestedMessages ?? 0) >= minimumWhatsappPackage ? details.requestedMessages! : minimumWhatsappPackage;
  const [messages, setMessages] = useState<number | null>(requested);
  const [method, setMethod] = useState<PaymentMethod>(details.hasOpenRequest ? 'postpaid' : 'card');
  const [sold, setSold] = useState<Sold | null>(null);
  const enough = messages !== null && messages >= minimumWhatsappPackage;
  const price = useCalcWhatsappCreditUserAmountQuery({ messages: messages ?? 0, userId }, { skip: !enough });
  const p = enough ? price.data?.data : undefined;
  const [sell, selling] = usePrepaidToPupWhatsappMutation();

  const submit = async () => {
    if (!enough || !p) return;
    const asked = await dispatch(
      confirm({
        type: 'confirm',
        title: 'whatsapp.postpaid.confirmTitle',
        message: method === 'card' ? 'whatsapp.postpaid.confirmCard' : 'whatsapp.postpaid.confirmPostpaid',
        messageValues: { customer: details.userName ?? String(userId), messages: number(messages), total: shekels(p.amountWithVat) },
      }),
    );
    if (asked !== true) return;
    setSold(null);
    const answer = await sell({ body: { userId, messages, paymentMethod: method } })
      .unwrap()
      .catch(() => undefined);
    if (isSale(answer?.data?.status)) setSold(answer!.data!);
  };

  return (
    <Card title={t('whatsapp.postpaid.sale')}>
      <Flex vertical gap={12}>
        <Form.Item
          label={t('whatsapp.postpaid.messages')}
          validateStatus={enough ? undefined : 'error'}
          help={t('whatsapp.postpaid.minMessages', { min: number(minimumWhatsappPackage) })}
        >
          <InputNumber aria-label={t('whatsapp.postpaid.messages')} min={1} step={1000} precision={0} value={messages} onChange={setMessages} />
        </Form.Item>
        {p && p.amount !== undefined && (
          <Descriptions
            bordered
            column={1}
            size="small"
            items={[
              { key: 'amount', label: t('whatsapp.postpaid.amount'), children: `₪${number(p.amount)}` },
              { key: 'vat', label: t('whatsapp.postpaid.vat'), children: number(p.vatMultiplier) },
              { key: 'withVat', label: t('whatsapp.postpaid.amountWithVat'), children: `₪${number(p.amountWithVat)}` },
            ]}
          />
        )}
        {p && p.withinPurchaseHours === false && method === 'card' && <Alert type="warning" showIcon title={t('whatsapp.postpaid.outsideHours')} />}
        <Radio.Group aria-label={t('whatsapp.postpaid.paymentMethod')} value={method} onChange={(e) => setMethod(e.target.value as PaymentMethod)}>
          <Radio value="card">{t('whatsapp.postpaid.card')}</Radio>
          <Radio value="postpaid">{t('whatsapp.postpaid.postpaid')}</Radio>
        </Radio.Group>
        <Flex>
          <Button type="primary" loading={selling.isLoading} disabled={!enough || !p || p.status !== CalcWhatsappCreditUserAmount.calculated} onClick={() => void submit()}>
            {details.hasOpenRequest && method === 'postpaid' ? t('whatsapp.postpaid.approve') : t('whatsapp.postpaid.sell')}
          </Button>
        </Flex>
        {sold && (
          <Alert
            type="success"
            showIcon
            title={t('whatsapp.postpaid.sold', { messages: number(messages ?? 0), invoice: sold.invoiceId ?? '', total: shekels(sold.total ?? 0) })}
          />
        )}
      </Flex>
    </Card>
  );
}
