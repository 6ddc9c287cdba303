/**
 * A customer's price list and overseas rates (issue 20): the list it pays by, moved to another
 * or back to the default (its sub-users with it), and its overseas rates by prefix. Estimates
 * and charges read both; campaigns already accepted keep the price they were accepted at.
 */
import { Button, Checkbox, Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangePriceListMutation, useGetPriceListsQuery, useGetUserRatesQuery, useRestoreDefaultPriceListMutation } from '../../../api/generated/superAdmin';
import { useFeatureTexts } from '../../../i18n/useFeatureTexts';
import { confirm } from '../../../state/confirmModal';
import { useAppDispatch } from '../../../state/hooks';
import { PageLoading } from '../../../ui/PageLoading';
import { RatesTable } from './RatesTable';
import './PriceListTags';

export function PriceListSection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const ready = useFeatureTexts('settingsPrices', 'superAdmin');
  const dispatch = useAppDispatch();
  const rates = useGetUserRatesQuery({ body: { user_id: userId } });
  const lists = useGetPriceListsQuery({ body: {} });
  const [change, changing] = useChangePriceListMutation();
  const [restore, restoring] = useRestoreDefaultPriceListMutation();
  const [chosen, setChosen] = useState<number>();
  const [includeSubUsers, setIncludeSubUsers] = useState(true);
  if (!ready || rates.isLoading) return <PageLoading />;
  const current = rates.data?.data;

  const restoreDefault = async () => {
    const asked = await dispatch(confirm({ type: 'confirm', title: 'settingsPrices.customer.restoreTitle', message: 'settingsPrices.customer.restoreConfirm' }));
    if (asked === true) await restore({ body: { userId } }).unwrap().catch(() => null);
  };
  return (
    <Flex vertical gap={16}>
      <Typography.Text>
        {t('settingsPrices.customer.current')}: <Typography.Text strong>{current?.priceListName}</Typography.Text>
      </Typography.Text>
      <Flex gap={8} wrap align="center">
        <Select
          style={{ minWidth: 220 }}
          aria-label={t('settingsPrices.customer.choose')}
          placeholder={t('settingsPrices.customer.choose')}
          value={chosen}
          onChange={setChosen}
          options={(lists.data?.data ?? []).filter((l) => l.id !== current?.priceListId).map((l) => ({ value: l.id!, label: l.name }))}
        />
        <Checkbox checked={includeSubUsers} onChange={(e) => setIncludeSubUsers(e.target.checked)}>
          {t('settingsPrices.customer.includeSubUsers')}
        </Checkbox>
        <Button type="primary" disabled={chosen === undefined} loading={changing.isLoading} onClick={() => void change({ body: { userId, priceListId: chosen!, includeSubUsers } }).unwrap().then(() => setChosen(undefined), () => null)}>
          {t('settingsPrices.customer.change')}
        </Button>
        <Button loading={restoring.isLoading} onClick={() => void restoreDefault()}>
          {t('settingsPrices.customer.restoreDefault')}
        </Button>
      </Flex>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('settingsPrices.customer.rates')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('settingsPrices.customer.ratesHelp')}
      </Typography.Paragraph>
      <RatesTable userId={userId} rates={current?.user_rates ?? []} />
    </Flex>
  );
}
