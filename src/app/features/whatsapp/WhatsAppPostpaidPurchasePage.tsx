/**
 * /whatsapp-postpaid-purchase/:userId? (sections 2 and 9): what an administrator needs to
 * approve a customer's postpaid WhatsApp package: the customer, the open request, the price
 * list and rate, the numbers, and the price of a package (at least 1000 messages, shekels plus
 * VAT). Without a user id the page asks for one.
 */
import { Alert, Button, Card, Descriptions, Flex, Form, InputNumber, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useCalcWhatsappCreditUserAmountQuery, useGetWhatsappPostpaidUserDetailsQuery } from '../../api/generated/whatsapp';
import { useFeatureTexts } from '../../i18n/useFeatureTexts';
import { useMomentText } from '../../i18n/useMomentText';
import { href } from '../../router/paths';
import { PageLoading } from '../../ui/PageLoading';
import { useNumberFormat } from '../../ui/useNumberFormat';

/** Section 9: a WhatsApp package is at least 1000 messages. */
export const minPackageMessages = 1000;

function ChooseCustomer() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [userId, setUserId] = useState<number | null>(null);
  return (
    <Form layout="inline" onFinish={() => userId && navigate(href('whatsappPostpaidPurchase', { userId }))}>
      <Form.Item label={t('whatsapp.postpaid.userId')}>
        <InputNumber aria-label={t('whatsapp.postpaid.userId')} min={1} precision={0} value={userId} onChange={setUserId} />
      </Form.Item>
      <Button type="primary" htmlType="submit" disabled={!userId}>
        {t('whatsapp.postpaid.open')}
      </Button>
    </Form>
  );
}

function PackagePrice({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const [messages, setMessages] = useState<number>(minPackageMessages);
  const price = useCalcWhatsappCreditUserAmountQuery({ messages, userId }, { skip: messages < minPackageMessages });
  const p = price.data?.data;
  return (
    <Card title={t('whatsapp.postpaid.price')}>
      <Form.Item label={t('whatsapp.postpaid.messages')} help={t('whatsapp.postpaid.minMessages', { min: number(minPackageMessages) })}>
        <InputNumber aria-label={t('whatsapp.postpaid.messages')} min={minPackageMessages} step={1000} precision={0} value={messages} onChange={(v) => setMessages(v ?? minPackageMessages)} />
      </Form.Item>
      {p?.amount !== undefined && (
        <Descriptions
          column={1}
          items={[
            { key: 'amount', label: t('whatsapp.postpaid.amount'), children: `₪${number(p.amount)}` },
            { key: 'vat', label: t('whatsapp.postpaid.amountWithVat'), children: `₪${number(p.amountWithVat)}` },
          ]}
        />
      )}
      {p && p.withinPurchaseHours === false && <Alert type="warning" showIcon title={t('whatsapp.postpaid.outsideHours')} />}
    </Card>
  );
}

export default function WhatsAppPostpaidPurchasePage() {
  const { t } = useTranslation();
  const textsReady = useFeatureTexts('whatsapp');
  const { number } = useNumberFormat();
  const moment = useMomentText();
  const userId = Number(useParams().userId);
  const valid = Number.isInteger(userId) && userId > 0;
  const details = useGetWhatsappPostpaidUserDetailsQuery({ id: userId }, { skip: !valid });

  if (!textsReady || details.isLoading) return <PageLoading />;
  const d = details.data?.data;
  return (
    <Flex vertical gap={16} style={{ padding: 24 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('whatsapp.postpaid.title')}
      </Typography.Title>
      {!valid && <ChooseCustomer />}
      {valid && d && (
        <>
          <Descriptions
            bordered
            column={{ xs: 1, md: 2 }}
            items={[
              { key: 'user', label: t('whatsapp.postpaid.customer'), children: `${d.userName ?? ''} ${d.companyName ? `(${d.companyName})` : ''}` },
              { key: 'number', label: t('whatsapp.postpaid.customerNumber'), children: d.customerNumber },
              { key: 'priceList', label: t('whatsapp.postpaid.priceList'), children: d.priceListName },
              { key: 'rate', label: t('whatsapp.postpaid.rate'), children: d.messageRate !== undefined ? `₪${number(d.messageRate)}` : '' },
              { key: 'left', label: t('whatsapp.postpaid.creditsLeft'), children: number(d.creditsLeft ?? 0) },
              { key: 'phones', label: t('whatsapp.postpaid.numbers'), children: <span dir="ltr">{(d.accounts ?? []).map((a) => a.PHONE).join(', ')}</span> },
            ]}
          />
          {d.hasOpenRequest ? (
            <Alert
              type="info"
              showIcon
              title={t('whatsapp.postpaid.openRequest', { messages: number(d.requestedMessages ?? 0), amount: number(d.requestedAmount ?? 0), date: d.requestedOn ? moment(d.requestedOn) : '' })}
            />
          ) : (
            <Alert type="success" showIcon title={t('whatsapp.postpaid.noOpenRequest')} />
          )}
          <PackagePrice userId={userId} />
        </>
      )}
    </Flex>
  );
}
