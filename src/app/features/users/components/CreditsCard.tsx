/**
 * Credits per product between the signed-in user and one sub-user (section 6: "update sub-user
 * balances (needs enough credit)"): the user types the sub-user's new balance; the difference
 * comes from, or returns to, its own balance. A refusal (not enough credit, a blocked user, a
 * bad amount) is said under that product's field and moves nothing.
 */
import { Button, Card, Flex, Form, InputNumber, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BalanceCredits } from '../../../api/generated/reports';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { balanceOf, creditProducts, type CreditProduct } from '../creditProducts';

interface Props {
  /** The sub-user's balances. */
  balances: BalanceCredits | undefined;
  /** The signed-in user's own balances. */
  ownBalances: BalanceCredits | undefined;
  /** Sets the new balance; resolves to the i18n key of a refusal, or null when it moved. */
  onSet: (product: CreditProduct, amount: number) => Promise<string | null>;
}

function ProductRow({ product, balance, own, onSet }: { product: CreditProduct; balance: number; own: number; onSet: Props['onSet'] }) {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const [amount, setAmount] = useState<number | null>(balance);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const label = t(`users.credits.products.${product}`);
  const valid = amount !== null && Number.isInteger(amount) && amount >= 0;
  const change = valid ? amount - balance : 0;

  const submit = async () => {
    if (!valid) {
      setRefusal('users.credits.invalidAmount');
      return;
    }
    setBusy(true);
    try {
      setRefusal(await onSet(product, amount));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form.Item
      label={label}
      validateStatus={refusal ? 'error' : undefined}
      help={refusal ? t(refusal) : t('users.credits.balances', { balance: number(balance), own: number(own) })}
    >
      <Flex gap={8} align="center" wrap>
        <InputNumber<number>
          aria-label={t('users.credits.newBalance', { product: label })}
          min={0}
          precision={0}
          dir="ltr"
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setRefusal(null);
          }}
        />
        <Button onClick={() => void submit()} loading={busy} disabled={amount === balance}>
          {t('users.credits.set', { product: label })}
        </Button>
        {valid && change !== 0 && (
          <Typography.Text type="secondary">
            {change > 0 ? t('users.credits.fromYou', { amount: number(change) }) : t('users.credits.toYou', { amount: number(-change) })}
          </Typography.Text>
        )}
      </Flex>
    </Form.Item>
  );
}

export function CreditsCard({ balances, ownBalances, onSet }: Props) {
  const { t } = useTranslation();
  return (
    <Card title={t('users.credits.title')}>
      <Typography.Paragraph type="secondary">{t('users.credits.intro')}</Typography.Paragraph>
      <Form layout="vertical" component="div">
        {creditProducts.map((product) => (
          // Keyed by the balance so the field starts again from the balance the server now reports.
          <ProductRow key={`${product}-${balanceOf(balances, product)}`} product={product} balance={balanceOf(balances, product)} own={balanceOf(ownBalances, product)} onSet={onSet} />
        ))}
      </Form>
    </Card>
  );
}
