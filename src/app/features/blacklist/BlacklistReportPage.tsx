/**
 * /blacklist-report (sections 2, 3, 7, 8): the account's blacklist with source and user,
 * add and remove numbers, bulk add by paste or file, each number's history, CSV export, and
 * the consent record's export for a regulator (issue 21).
 */
import { Flex, Input, Pagination, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetReportPageQuery, useRemoveNumberFromBlacklistMutation, type BlacklistEntry } from '../../api/generated/reports';
import { displayPhone } from '../../../domain/phones';
import { useFeatureTexts } from '../../i18n/useFeatureTexts';
import { confirm } from '../../state/confirmModal';
import { useAppDispatch } from '../../state/hooks';
import { PageLoading } from '../../ui/PageLoading';
import { useNumberFormat } from '../../ui/useNumberFormat';
import './blacklistApi';
import { blacklistPageArg, entriesOf, pageSize, searchDigits } from './blacklistPage';
import { AddNumberForm } from './components/AddNumberForm';
import { BlacklistTable } from './components/BlacklistTable';
import { BulkAdd } from './components/BulkAdd';
import { ConsentRecordSection } from './components/ConsentRecordSection';
import { ExportCsvButton } from './components/ExportCsvButton';
import { HistoryDrawer } from './components/HistoryDrawer';

export default function BlacklistReportPage() {
  const { t } = useTranslation();
  const textsReady = useFeatureTexts('reports');
  const dispatch = useAppDispatch();
  const { number } = useNumberFormat();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const { data, isLoading, isFetching } = useGetReportPageQuery(blacklistPageArg(page, search));
  const [removeNumber] = useRemoveNumberFromBlacklistMutation();

  const entries = entriesOf(data);
  const total = data?.data?.pageInfo?.total ?? entries.length;

  const askToRemove = useCallback(
    async (entry: BlacklistEntry) => {
      const phone = entry.PHONE ? displayPhone(entry.PHONE) : '';
      const answer = await dispatch(confirm({ type: 'confirm', title: 'reports.blacklistPage.removeTitle', message: 'reports.blacklistPage.removeConfirm', messageValues: { phone } }));
      if (answer !== true) return;
      // By id when the row has one: the server then refuses ids of another account.
      await removeNumber({ body: entry.BLACKLIST_ID !== undefined ? { ids: [entry.BLACKLIST_ID] } : { phone } }).unwrap();
    },
    [dispatch, removeNumber],
  );
  const onRemove = useCallback((entry: BlacklistEntry) => void askToRemove(entry).catch(() => undefined), [askToRemove]);

  if (!textsReady || isLoading) return <PageLoading />;

  const searchFor = (typed: string) => {
    setSearch(searchDigits(typed));
    setPage(1);
  };

  return (
    <Flex vertical gap={16} style={{ padding: 24 }}>
      <Flex vertical gap={4}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('reports.blacklistPage.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('reports.blacklistPage.intro')}</Typography.Text>
      </Flex>
      <AddNumberForm />
      <BulkAdd />
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Input.Search
          aria-label={t('reports.blacklistPage.searchLabel')}
          placeholder={t('reports.blacklistPage.searchPlaceholder')}
          allowClear
          inputMode="tel"
          style={{ maxWidth: 280 }}
          onSearch={searchFor}
        />
        <Flex gap={12} align="center" wrap>
          <Typography.Text>{t('reports.blacklistPage.total', { count: number(total) })}</Typography.Text>
          <ExportCsvButton phone={search} disabled={!total} />
        </Flex>
      </Flex>
      <BlacklistTable entries={entries} loading={isFetching} onHistory={setHistoryOf} onRemove={onRemove} />
      <Pagination align="end" current={page} pageSize={pageSize} total={total} showSizeChanger={false} hideOnSinglePage onChange={setPage} />
      <ConsentRecordSection />
      <HistoryDrawer phone={historyOf} onClose={() => setHistoryOf(null)} />
    </Flex>
  );
}
