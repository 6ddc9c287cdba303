/** Pasted rows the server did not save, with why, and the same rows as a CSV download. */
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FailedRow } from '../../../api/generated/contacts';

export function FailedRows({ rows }: { rows: FailedRow[] }) {
  const { t } = useTranslation();
  const reasonOf = (row: FailedRow) => (row.reason ? t(`contacts.failedReasons.${row.reason}`) : '');

  const columns: TableColumnsType<FailedRow> = [
    { key: 'row', dataIndex: 'row', title: t('contacts.failedRows.row'), width: 80 },
    { key: 'phone', dataIndex: 'phone', title: t('contacts.fields.phone'), width: 160, render: (phone?: string) => <bdi>{phone}</bdi> },
    { key: 'reason', title: t('contacts.failedRows.reason'), width: 220, render: (_, row) => reasonOf(row) },
    { key: 'values', title: t('contacts.failedRows.values'), ellipsis: true, render: (_, row) => row.values?.join(', ') },
  ];

  // The CSV writer is only needed when someone downloads, so it loads then.
  const download = async () => {
    const [{ buildCsv }, { downloadFile }] = await Promise.all([import('../../../ui/csv'), import('../../../ui/downloadFile')]);
    const csv = buildCsv(
      [t('contacts.failedRows.row'), t('contacts.fields.phone'), t('contacts.failedRows.reason'), t('contacts.failedRows.values')],
      rows.map((row) => [row.row, row.phone, reasonOf(row), row.values?.join(', ')]),
    );
    downloadFile(csv, 'failed-rows.csv', 'text/csv;charset=utf-8');
  };

  return (
    <Flex vertical gap={8}>
      <Flex justify="end">
        <Button icon={<DownloadOutlined aria-hidden />} onClick={() => void download()}>
          {t('contacts.failedRows.download')}
        </Button>
      </Flex>
      <Table<FailedRow>
        size="small"
        rowKey={(row) => `${row.row ?? ''}-${row.phone ?? ''}`}
        columns={columns}
        dataSource={rows}
        pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        aria-label={t('contacts.failedRows.title')}
      />
    </Flex>
  );
}
