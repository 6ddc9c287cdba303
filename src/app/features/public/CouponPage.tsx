/**
 * /coupon/:code: the coupon a recipient opened from their own link (campaigns/get-coupon), on
 * a phone, without the app bar. The coupon's text as the sender wrote it, the recipient's own
 * code in large letters (a unique coupon) to show at the till, and its last day; after that
 * day the page says when it ended rather than showing a code that no longer works.
 */
import { CopyOutlined } from '@ant-design/icons';
import { App, Button, Card, Flex, Spin, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { statusShownByPage } from '../../api/baseQuery';
import { useGetCouponQuery } from '../../api/generated/campaigns';
import { useFeatureTexts } from '../../i18n/useFeatureTexts';
import { PublicResult } from './PublicResult';
import { GetCoupon } from '../../../contract/statusCodes';

statusShownByPage('getCoupon');

export default function CouponPage() {
  const { t } = useTranslation();
  // The coupon's texts load only here: a recipient's phone should not fetch the product's.
  const textsReady = useFeatureTexts('coupon');
  const { message } = App.useApp();
  const { code = '' } = useParams();
  const { data, isLoading, isError } = useGetCouponQuery({ body: { code } }, { skip: !code });
  const coupon = data?.data;

  if (isLoading || !textsReady) return <Spin fullscreen />;
  if (isError || !coupon || coupon.status === GetCoupon.notFound) return <PublicResult status="404" title={t('coupon.notFound')} subTitle={t('coupon.notFoundText')} />;
  if (coupon.status === GetCoupon.expired) {
    return <PublicResult status="warning" title={t('coupon.expired')} subTitle={t('coupon.expiredText', { date: coupon.expiresOn })} />;
  }
  const copy = () => void navigator.clipboard?.writeText(coupon.code ?? '').then(() => message.success(t('coupon.copied')));
  return (
    <Flex justify="center" style={{ paddingBlock: 32, paddingInline: 16 }}>
      <Card style={{ maxWidth: 480, width: '100%' }} title={<Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>{t('coupon.title')}</Typography.Title>}>
        <Flex vertical gap={16}>
          {coupon.sender && <Typography.Text type="secondary">{t('coupon.from', { sender: coupon.sender })}</Typography.Text>}
          {/* The sender's own words and line breaks, in whatever direction they were written. */}
          <Typography.Paragraph dir="auto" style={{ whiteSpace: 'pre-wrap', fontSize: 18, margin: 0 }}>
            {coupon.text}
          </Typography.Paragraph>
          {coupon.code && (
            <Flex vertical align="center" gap={8} aria-label={t('coupon.yourCode')} role="group">
              <Typography.Text type="secondary">{t('coupon.yourCode')}</Typography.Text>
              <Typography.Text dir="ltr" strong style={{ fontSize: 32, letterSpacing: 4, fontFamily: 'monospace' }}>
                {coupon.code}
              </Typography.Text>
              <Button icon={<CopyOutlined />} onClick={copy}>
                {t('coupon.copy')}
              </Button>
            </Flex>
          )}
          {coupon.isSample && <Typography.Text type="warning">{t('coupon.sample')}</Typography.Text>}
          <Typography.Text strong>{t('coupon.validUntil', { date: coupon.expiresOn })}</Typography.Text>
        </Flex>
      </Card>
    </Flex>
  );
}
