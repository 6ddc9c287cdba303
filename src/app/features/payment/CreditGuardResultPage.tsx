/**
 * /credit-guard-result/:type/:contactNumber?: where the card processor sends the browser
 * after a payment. :type is the package status code of section 4; its text comes from the
 * status table (the processor's report, receiveCardPaymentResult). Where a person follows up
 * (a failed charge, an invoice problem) the number they will call is shown. The page only
 * tells: the credits were loaded, or not, by the processor's signed report to the server.
 * When the processor's page named the payment (?payment=), the page asks once that its
 * outcome be e-mailed to the payer (auth/send-url-cg-response-mail; the server mails what the
 * processor reported, once); the outcome is toasted from the status table.
 */
import { Button, Flex, Result, Typography } from 'antd';
import type { ResultProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useSendUrlCgResponseMailMutation } from '../../api/generated/auth';
import { statusMessageFor } from '../../api/statusMessages';
import { useFeatureTexts } from '../../i18n/useFeatureTexts';
import { href } from '../../router/paths';

/** The codes after which someone calls the customer back. */
const callBackCodes = new Set(['0', '-1', '-3', '-4']);

export default function CreditGuardResultPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { type = '', contactNumber } = useParams();
  const textsReady = useFeatureTexts('payment');
  const row = /^-?\d+$/.test(type) ? statusMessageFor('receiveCardPaymentResult', type) : undefined;
  const status: ResultProps['status'] = row?.severity ?? 'warning';
  const phone = contactNumber && /^[\d+\-\s]{6,20}$/.test(contactNumber) ? contactNumber : null;
  const [searchParams] = useSearchParams();
  const [mailResult] = useSendUrlCgResponseMailMutation();
  const mailAsked = useRef(false);
  useEffect(() => {
    if (mailAsked.current || !searchParams.get('payment')) return;
    mailAsked.current = true;
    const params = Object.fromEntries([...searchParams.entries()].slice(0, 50).map(([k, v]) => [k, v.slice(0, 1000)]));
    void mailResult({ body: { type: type.slice(0, 30), ...(contactNumber ? { contactNumber: contactNumber.slice(0, 30) } : {}), params } })
      .unwrap()
      .catch(() => undefined);
  }, [searchParams, mailResult, type, contactNumber]);
  if (!textsReady) return null;
  return (
    <Flex justify="center" style={{ paddingBlock: 48, paddingInline: 16 }}>
      <Result
        status={status}
        title={<Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>{t('payment.result.title')}</Typography.Title>}
        subTitle={t(row?.key ?? 'payment.result.unknown')}
        extra={
          <Button type="primary" onClick={() => navigate(href('home'))}>
            {t('payment.result.home')}
          </Button>
        }
        style={{ maxWidth: 640, width: '100%' }}
      >
        {phone && callBackCodes.has(type) && (
          <Typography.Paragraph style={{ textAlign: 'center' }}>
            {t('payment.result.callBack', { phone })}
          </Typography.Paragraph>
        )}
      </Result>
    </Flex>
  );
}
