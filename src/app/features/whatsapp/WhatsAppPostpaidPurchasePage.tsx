/**
 * /whatsapp-postpaid-purchase/:userId? (sections 2 and 9): where an administrator sells a
 * customer a WhatsApp package or approves its postpaid request. Without a user id: the
 * customers that use WhatsApp, to pick one. With one: the customer, the open request, the
 * price list and rate, the numbers, and the sale (at least 1000 messages, shekels plus VAT, by
 * card or postpaid).
 */
import { Alert, Descriptions, Flex, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { notFoundShownByPage } from '../../api/baseQuery';
import { useGetWhatsappPostpaidUserDetailsQuery } from '../../api/generated/whatsapp';
import { useFeatureTexts } from '../../i18n/useFeatureTexts';
import { useMomentText } from '../../i18n/useMomentText';
import { href } from '../../router/paths';
import { prepaidToPupWhatsapp } from '../../../contract/access';
import { useMayUse } from '../../state/useMayUse';
import { PageLoading } from '../../ui/PageLoading';
import { UserText } from '../../ui/UserText';
import { useNumberFormat } from '../../ui/useNumberFormat';
import { WhatsAppCustomers } from './WhatsAppPostpaidPurchasePageCustomers';
import { PackageSale } from './WhatsAppPostpaidPurchasePageSale';
import './WhatsAppPostpaidPurchasePageTags';

notFoundShownByPage('getWhatsappPostpaidUserDetails');

function CustomerSale({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const moment = useMomentText();
  const mayUse = useMayUse();
  const details = useGetWhatsappPostpaidUserDetailsQuery({ id: userId });
  if (details.isLoading) return <PageLoading />;
  const d = details.data?.data;
  if (!d) return <Result status="404" title={t('whatsapp.postpaid.notFound')} extra={<Link to={href('whatsappPostpaidPurchase')}>{t('whatsapp.postpaid.allCustomers')}</Link>} />;
  return (
    <>
      <Descriptions
        bordered
        column={{ xs: 1, md: 2 }}
        items={[
          {
            key: 'user',
            label: t('whatsapp.postpaid.customer'),
            children: (
              <Link to={href('userProfile', { userId })}>
                <UserText>{`${d.userName ?? ''} ${d.companyName ? `(${d.companyName})` : ''}`}</UserText>
              </Link>
            ),
          },
          { key: 'number', label: t('whatsapp.postpaid.customerNumber'), children: d.customerNumber },
          { key: 'priceList', label: t('whatsapp.postpaid.priceList'), children: d.priceListName },
          { key: 'rate', label: t('whatsapp.postpaid.rate'), children: d.messageRate !== undefined ? `₪${number(d.messageRate)}` : '' },
          { key: 'left', label: t('whatsapp.postpaid.creditsLeft'), children: number(d.creditsLeft ?? 0) },
          { key: 'phones', label: t('whatsapp.postpaid.numbers'), children: <bdi dir="ltr">{(d.accounts ?? []).map((a) => a.PHONE).join(', ')}</bdi> },
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
      {/* Selling is the system groups' (the call's x-access); an administrator sees the request. */}
      {mayUse(prepaidToPupWhatsapp) && <PackageSale key={userId} details={d} />}
    </>
  );
}

export default function WhatsAppPostpaidPurchasePage() {
  const { t } = useTranslation();
  const textsReady = useFeatureTexts('whatsapp');
  const userId = Number(useParams().userId);
  const valid = Number.isInteger(userId) && userId > 0;
  if (!textsReady) return <PageLoading />;
  return (
    <Flex vertical gap={16} style={{ padding: 24, maxWidth: 1200 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('whatsapp.postpaid.title')}
      </Typography.Title>
      {valid ? <CustomerSale userId={userId} /> : <WhatsAppCustomers />}
    </Flex>
  );
}
