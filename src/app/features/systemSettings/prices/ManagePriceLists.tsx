/**
 * manage-price-lists (issue 20): the price lists with how many customers each has; one opened
 * below to change its name, type, base rate, products and texts. Estimates and charges of every
 * channel read these prices (src/server/pricing); a campaign already accepted keeps its own.
 */
import { Button, Card, Flex, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetPriceListsQuery, useRemovePriceListMutation, type PriceList } from '../../../api/generated/superAdmin';
import { useFeatureTexts } from '../../../i18n/useFeatureTexts';
import { confirm } from '../../../state/confirmModal';
import { useAppDispatch } from '../../../state/hooks';
import { PageLoading } from '../../../ui/PageLoading';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { AddPriceListForm } from './components/AddPriceListForm';
import { PriceListEditor } from './components/PriceListEditor';
import './priceListsApi';
import { RemovePriceList } from '../../../../contract/statusCodes';

export default function ManagePriceLists() {
  const { t } = useTranslation();
  const ready = useFeatureTexts('settingsPrices', 'superAdmin');
  const dispatch = useAppDispatch();
  const { number } = useNumberFormat();
  const { data, isLoading } = useGetPriceListsQuery({ body: {} });
  const [remove] = useRemovePriceListMutation();
  const [openId, setOpenId] = useState<number>();
  const [adding, setAdding] = useState(false);
  if (!ready || isLoading) return <PageLoading />;
  const lists = data?.data ?? [];
  const opened = lists.find((l) => l.id === openId);

  const removeList = async (list: PriceList) => {
    const asked = await dispatch(confirm({ type: 'confirm', title: 'settingsPrices.lists.removeTitle', message: 'settingsPrices.lists.removeConfirm', messageValues: { name: list.name ?? '' } }));
    if (asked !== true) return;
    const answer = await remove({ body: { priceListId: list.id! } }).unwrap().catch(() => null);
    if (answer?.data?.status === RemovePriceList.removed && openId === list.id) setOpenId(undefined);
  };

  const columns: ColumnsType<PriceList> = [
    { key: 'name', title: t('settingsPrices.lists.name'), render: (_, l) => <Flex gap={8}>{l.name}{l.isDefault && <Tag color="processing">{t('settingsPrices.lists.default')}</Tag>}</Flex> },
    { key: 'type', title: t('settingsPrices.lists.type'), dataIndex: 'type' },
    { key: 'rate', title: t('settingsPrices.lists.rate'), render: (_, l) => number(l.rate ?? 0) },
    { key: 'customers', title: t('settingsPrices.lists.customers'), render: (_, l) => number(l.customers ?? 0) },
    {
      key: 'actions',
      title: t('settingsPrices.lists.actions'),
      render: (_, l) => (
        <Flex gap={8} wrap>
          <Button size="small" type={l.id === openId ? 'primary' : 'default'} onClick={() => setOpenId(l.id)} aria-label={`${t('settingsPrices.lists.open')} ${l.name ?? ''}`}>
            {t('settingsPrices.lists.open')}
          </Button>
          {!l.isDefault && (
            <Button size="small" danger onClick={() => void removeList(l)} aria-label={`${t('settingsPrices.lists.remove')} ${l.name ?? ''}`}>
              {t('settingsPrices.lists.remove')}
            </Button>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('settingsPrices.lists.intro')}
      </Typography.Paragraph>
      <div>
        <Button type="primary" onClick={() => setAdding(true)}>
          {t('settingsPrices.lists.add')}
        </Button>
      </div>
      <Table rowKey="id" columns={columns} dataSource={lists} pagination={false} scroll={{ x: true }} locale={{ emptyText: t('settingsPrices.lists.empty') }} />
      {opened && (
        <Card title={t('settingsPrices.lists.chosen', { name: opened.name })}>
          <PriceListEditor key={opened.id} priceListId={opened.id!} />
        </Card>
      )}
      {adding && <AddPriceListForm lists={lists} onClose={(id) => { setAdding(false); if (id) setOpenId(id); }} />}
    </Flex>
  );
}
