/**
 * The customer's card-payment page (super-admin/get-url-cg, test-url-cg): open the processor's
 * page to save the customer's card or to charge an amount with VAT (optionally e-mailed to the
 * customer), or check that the page opens. The page's address comes from the server (the
 * processor's, never typed here); outcomes are the status table's, toasted by the base query.
 */
import { Button, Checkbox, Flex, InputNumber, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetUrlCgMutation, useTestUrlCgMutation, type SuperAdminCustomer } from '../../../api/generated/superAdmin';
import { getUrlCg, testUrlCg } from '../../../../contract/access';
import { useMayUse } from '../../../state/useMayUse';

type Purpose = 'saveCard' | 'charge';

export function CardPaymentPage({ customer }: { customer: SuperAdminCustomer }) {
  const { t } = useTranslation();
  const mayUse = useMayUse();
  const [open, opening] = useGetUrlCgMutation();
  const [test, testing] = useTestUrlCgMutation();
  const [purpose, setPurpose] = useState<Purpose>('saveCard');
  const [amount, setAmount] = useState<number | null>(null);
  const [sendByMail, setSendByMail] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  const userId = customer.userId;
  const mayOpen = mayUse(getUrlCg);
  const mayTest = mayUse(testUrlCg);
  if (!mayOpen && !mayTest) return null;

  const submit = async () => {
    setUrl(null);
    const answer = await open({ body: { userId, purpose, sendByMail, ...(purpose === 'charge' && amount ? { amount } : {}) } })
      .unwrap()
      .catch(() => undefined);
    if (answer?.data?.success === 'y' && answer.data.url) setUrl(answer.data.url);
  };

  return (
    <Flex vertical gap={8} role="group" aria-label={t('customer.cardPage.title')}>
      <Typography.Text strong>{t('customer.cardPage.title')}</Typography.Text>
      {mayOpen && (
        <Flex gap={16} wrap align="center">
          <Radio.Group aria-label={t('customer.cardPage.purpose')} value={purpose} onChange={(e) => setPurpose(e.target.value as Purpose)}>
            <Radio value="saveCard">{t('customer.cardPage.saveCard')}</Radio>
            <Radio value="charge">{t('customer.cardPage.charge')}</Radio>
          </Radio.Group>
          {purpose === 'charge' && (
            <InputNumber aria-label={t('customer.cardPage.amount')} placeholder={t('customer.cardPage.amount')} min={0.01} step={1} value={amount} onChange={(v) => setAmount(v)} />
          )}
          <Checkbox checked={sendByMail} onChange={(e) => setSendByMail(e.target.checked)}>
            {t('customer.cardPage.sendByMail')}
          </Checkbox>
          <Button type="primary" loading={opening.isLoading} disabled={purpose === 'charge' && !(amount && amount > 0)} onClick={() => void submit()}>
            {t('customer.cardPage.open')}
          </Button>
        </Flex>
      )}
      {mayTest && (
        <Flex>
          <Button loading={testing.isLoading} onClick={() => void test({ body: { userId } }).unwrap().catch(() => undefined)}>
            {t('customer.cardPage.test')}
          </Button>
        </Flex>
      )}
      {url && (
        <Typography.Link href={url} target="_blank" rel="noopener noreferrer">
          {t('customer.cardPage.pageLink')}
        </Typography.Link>
      )}
    </Flex>
  );
}
