/**
 * /errors (issue 18, spec section 2: only for the users ERRORS_PAGE_USER_IDS names): the
 * server's errors, newest first, each expandable to its request and stack; searchable by
 * period, text, operation and user; one day downloadable as a text file. The route's rule
 * and the server's refusal read the same list; the page shows what the server answers.
 */
import { Flex, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeatureTexts } from '../../i18n/useFeatureTexts';
import { PageLoading } from '../../ui/PageLoading';
import { DownloadDay } from './DownloadDay';
import { ErrorDetails } from './ErrorDetails';
import { ErrorFilters, type ErrorFilterValues } from './ErrorFilters';
import { useErrorTime } from './errorTime';
import { useGetErrorsLogsQuery, type ServerErrorEntry } from './serverErrorsApi';

const pageSize = 50;

export default function ErrorsPage() {
  const { t } = useTranslation();
  const textsReady = useFeatureTexts('serverErrors');
  const [filters, setFilters] = useState<ErrorFilterValues>({});
  const [page, setPage] = useState(1);
  const { data, isFetching } = useGetErrorsLogsQuery({ body: { ...filters, page, pageSize } });
  const errorTime = useErrorTime();
  if (!textsReady) return <PageLoading />;

  const rows = data?.data?.rows ?? [];
  const total = data?.data?.pageInfo.total ?? 0;
  const columns: TableColumnsType<ServerErrorEntry> = [
    { key: 'at', title: t('serverErrors.columns.at'), render: (_, row) => errorTime(row.at), width: 220 },
    {
      key: 'operation',
      title: t('serverErrors.columns.operation'),
      render: (_, row) => (row.operation ? <bdi dir="ltr">{row.operation}</bdi> : t('serverErrors.details.noOperation')),
    },
    {
      key: 'user',
      title: t('serverErrors.columns.user'),
      render: (_, row) => (row.userId === null ? t('serverErrors.details.noUser') : <bdi dir="auto">{row.username ? `${row.username} (${row.userId})` : row.userId}</bdi>),
    },
    { key: 'message', title: t('serverErrors.columns.message'), render: (_, row) => <bdi dir="ltr">{row.message}</bdi> },
  ];

  return (
    <Flex vertical gap={16} style={{ padding: 24 }}>
      <Flex vertical gap={4}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('serverErrors.page.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('serverErrors.page.intro')}</Typography.Text>
      </Flex>
      <ErrorFilters
        values={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <DownloadDay />
      <Table<ServerErrorEntry>
        rowKey="id"
        size="small"
        loading={isFetching}
        columns={columns}
        dataSource={rows}
        locale={{ emptyText: t('serverErrors.page.empty') }}
        expandable={{ expandedRowRender: (row) => <ErrorDetails entry={row} /> }}
        pagination={{ current: page, pageSize, total, showSizeChanger: false, showTotal: (count) => t('serverErrors.page.total', { count }), onChange: setPage }}
      />
    </Flex>
  );
}
