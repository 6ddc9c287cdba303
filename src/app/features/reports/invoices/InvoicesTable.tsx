/** One page of invoices and receipts, sorted and paged by the server, each with its file. */
import { DeleteOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '../../../api/generated/reports';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { showDateTime } from '../../../ui/showDateTime';
import { ReportTable } from '../shared/ReportTable';
import { columnSortOrder, type ReportParams } from '../shared/useReportParams';

interface Props {
  rows: Invoice[];
  total: number;
  loading: boolean;
  report: ReportParams;
  onOpen: (invoice: Invoice) => void;
  onDelete: (invoice: Invoice) => void;
}

const rowKey = (row: Invoice) => `${row.type}-${row.id}`;

export function InvoicesTable({ rows, total, loading, report, onOpen, onDelete }: Props) {
  const { t } = useTranslation();
  const { shekels } = useNumberFormat();
  const columns = useMemo<TableColumnsType<Invoice>>(
    () => [
      { key: 'period', dataIndex: 'period', title: t('reports.invoicesPage.columns.period'), width: 140, sorter: true, sortOrder: columnSortOrder(report, 'period'), render: (period?: string) => <bdi>{period}</bdi> },
      {
        key: 'type',
        title: t('reports.invoicesPage.columns.type'),
        width: 120,
        render: (_, row) => (row.type ? <Tag color={row.type === 'invoice' ? 'processing' : 'success'}>{t(`reports.invoicesPage.types.${row.type}`)}</Tag> : null),
      },
      { key: 'paymentDate', title: t('reports.invoicesPage.columns.paymentDate'), width: 160, sorter: true, sortOrder: columnSortOrder(report, 'paymentDate'), render: (_, row) => <bdi>{showDateTime(row.paymentDate)}</bdi> },
      { key: 'status', dataIndex: 'status', title: t('reports.invoicesPage.columns.status'), width: 140 },
      {
        key: 'amount',
        title: t('reports.invoicesPage.columns.amount'),
        width: 140,
        align: 'end',
        sorter: true,
        sortOrder: columnSortOrder(report, 'amount'),
        render: (_, row) => (row.amount !== undefined ? <bdi>{shekels(row.amount)}</bdi> : null),
      },
      {
        key: 'actions',
        title: t('reports.invoicesPage.columns.actions'),
        width: 200,
        render: (_, row) => (
          <Flex gap={4}>
            <Button size="small" type="link" icon={<FilePdfOutlined aria-hidden />} onClick={() => onOpen(row)}>
              {t('reports.invoicesPage.open')}
            </Button>
            <Button size="small" type="link" danger icon={<DeleteOutlined aria-hidden />} onClick={() => onDelete(row)}>
              {t('reports.invoicesPage.delete')}
            </Button>
          </Flex>
        ),
      },
    ],
    [t, shekels, report, onOpen, onDelete],
  );
  return (
    <ReportTable<Invoice>
      label={t('reports.invoicesPage.tableLabel')}
      empty={t('reports.invoicesPage.empty')}
      paging={{ report, total }}
      rowKey={rowKey}
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 900 }}
    />
  );
}
