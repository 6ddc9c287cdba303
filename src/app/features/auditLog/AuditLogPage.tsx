/**
 * /audit-log (issue 18, spec section 6): the audit log for the super-administrator — every
 * administrator action, newest first, with who did it, from where, on whom, and what was before
 * and after (a row opens to it); filtered by period, operation, actor and subject; exported as
 * CSV or Excel. Above the table, whether the log's chain still verifies (no row edited or missing).
 */
import { Alert, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFeatureTexts } from '../../i18n/useFeatureTexts';
import { useMomentText } from '../../i18n/useMomentText';
import { href } from '../../router/paths';
import { PageLoading } from '../../ui/PageLoading';
import { AuditExport } from './AuditExport';
import { AuditFilters } from './AuditFilters';
import { AuditSummaryView } from './AuditSummaryView';
import { useGetAuditLogQuery, type AuditEntry, type AuditFilterValues } from './auditLogApi';
import { oneLine } from './summaryText';

const pageSize = 50;

const person = (id: number, username: string | null) => (
  <Link to={href('userProfile', { userId: id })}>
    <bdi dir="auto">{username ? `${username} (${id})` : id}</bdi>
  </Link>
);

export default function AuditLogPage() {
  const { t } = useTranslation();
  const textsReady = useFeatureTexts('auditLog');
  const [filters, setFilters] = useState<AuditFilterValues>({});
  const [page, setPage] = useState(1);
  const { data, isFetching } = useGetAuditLogQuery({ body: { ...filters, page, pageSize } });
  const momentText = useMomentText();
  if (!textsReady) return <PageLoading />;

  const answer = data?.data;
  const columns: TableColumnsType<AuditEntry> = [
    { key: 'at', title: t('auditLog.columns.at'), render: (_, row) => momentText(row.at), width: 200 },
    { key: 'operation', title: t('auditLog.columns.operation'), render: (_, row) => <bdi dir="ltr">{row.operation}</bdi> },
    { key: 'actor', title: t('auditLog.columns.actor'), render: (_, row) => person(row.actorUserId, row.actorUsername) },
    { key: 'ip', title: t('auditLog.columns.ip'), render: (_, row) => <bdi dir="ltr">{row.ip}</bdi> },
    { key: 'subject', title: t('auditLog.columns.subject'), render: (_, row) => (row.subjectUserId === null ? t('auditLog.page.noSubject') : person(row.subjectUserId, row.subjectUsername)) },
    {
      key: 'change',
      title: t('auditLog.columns.change'),
      render: (_, row) => (
        <Typography.Text code dir="ltr" ellipsis style={{ maxWidth: 320 }}>
          {oneLine(row.summary)}
        </Typography.Text>
      ),
    },
  ];

  return (
    <Flex vertical gap={16} style={{ padding: 24 }}>
      <Flex vertical gap={4}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('auditLog.page.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('auditLog.page.intro')}</Typography.Text>
      </Flex>
      {/* The server checks the chain on the first page only. */}
      {answer?.chainOk !== undefined && <Alert showIcon type={answer.chainOk ? 'success' : 'error'} message={t(answer.chainOk ? 'auditLog.chain.ok' : 'auditLog.chain.broken')} />}
      <AuditFilters
        values={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <AuditExport filters={filters} />
      <Table<AuditEntry>
        rowKey="id"
        size="small"
        loading={isFetching}
        columns={columns}
        dataSource={answer?.rows ?? []}
        locale={{ emptyText: t('auditLog.page.empty') }}
        expandable={{ expandedRowRender: (row) => <AuditSummaryView entry={row} /> }}
        pagination={{ current: page, pageSize, total: answer?.total ?? 0, showSizeChanger: false, showTotal: (count) => t('auditLog.page.total', { count }), onChange: setPage }}
      />
    </Flex>
  );
}
