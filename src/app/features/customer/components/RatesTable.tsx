/** A customer's overseas rates by prefix, each editable; the changed ones saved by save-countries-rates. */
import { Button, Flex, InputNumber, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveCountriesRatesMutation, type GetUserRatesApiResponse } from '../../../api/generated/superAdmin';
import { SaveCountriesRates } from '../../../../contract/statusCodes';

type Rate = NonNullable<GetUserRatesApiResponse['data']>['user_rates'][number];
const keyOf = (r: Rate) => `${r.PREFIX}|${r.OPERATOR_DESC ?? ''}`;

export function RatesTable({ userId, rates }: { userId: number; rates: readonly Rate[] }) {
  const { t } = useTranslation();
  const [save, saving] = useSaveCountriesRatesMutation();
  const [typed, setTyped] = useState<Record<string, number>>({});
  const changed = rates.filter((r) => typed[keyOf(r)] !== undefined && typed[keyOf(r)] !== r.RATE);

  const submit = async () => {
    const answer = await save({ body: { user_id: userId, rates: changed.map((r) => ({ PREFIX: r.PREFIX!, OPERATOR_DESC: r.OPERATOR_DESC, RATE: typed[keyOf(r)] })) } })
      .unwrap()
      .catch(() => null);
    // Any code above 'country not allowed' is saved (section 6).
    if ((answer?.data?.status ?? SaveCountriesRates.notAllowedCountryToAdmin) > SaveCountriesRates.notAllowedCountryToAdmin) setTyped({});
  };
  const columns: ColumnsType<Rate> = [
    { key: 'country', title: t('settingsPrices.customer.country'), dataIndex: 'COUNTRY' },
    { key: 'prefix', title: t('settingsPrices.customer.prefix'), render: (_, r) => <bdi dir="ltr">+{r.PREFIX}</bdi> },
    { key: 'operator', title: t('settingsPrices.customer.operator'), dataIndex: 'OPERATOR_DESC' },
    {
      key: 'rate',
      title: t('settingsPrices.customer.rate'),
      render: (_, r) => (
        // Uncontrolled while typing ("1." is not a number yet); keyed by the rate so a saved one shows.
        <InputNumber
          key={`${keyOf(r)}:${r.RATE}`}
          min={0}
          step={0.1}
          defaultValue={r.RATE}
          onChange={(v) => setTyped(({ [keyOf(r)]: _old, ...others }) => (v === null ? others : { ...others, [keyOf(r)]: v }))}
          aria-label={t('settingsPrices.customer.rateLabel', { country: r.COUNTRY, prefix: r.PREFIX })}
        />
      ),
    },
    { key: 'own', title: '', render: (_, r) => (r.OWN ? <Tag color="warning">{t('settingsPrices.customer.own')}</Tag> : <Tag>{t('settingsPrices.customer.fromList')}</Tag>) },
  ];
  return (
    <Flex vertical gap={8}>
      <Table rowKey={keyOf} columns={columns} dataSource={[...rates]} pagination={false} size="small" scroll={{ x: true }} locale={{ emptyText: t('settingsPrices.customer.noRates') }} />
      <Flex justify="end">
        <Button type="primary" disabled={changed.length === 0} loading={saving.isLoading} onClick={() => void submit()}>
          {t('settingsPrices.customer.saveRates')}
        </Button>
      </Flex>
    </Flex>
  );
}
