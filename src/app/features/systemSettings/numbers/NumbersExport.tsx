/**
 * The numbers with their customers as CSV or Excel (super-admin/export-attach), one account's
 * when a customer is chosen. The numbers are few: the server answers them in one page and the
 * browser writes the file (ui/saveTable), titles by key in the reader's language.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazyExportAttachedNumbersQuery } from '../../../api/generated/superAdmin';
import { useAppSelector } from '../../../state/hooks';
import { saveTable, type TableFormat } from '../../../ui/saveTable';

export function NumbersExport({ userId }: { userId?: number }) {
  const { t } = useTranslation();
  const language = useAppSelector((s) => s.preferences.language);
  const [read] = useLazyExportAttachedNumbersQuery();
  const [busy, setBusy] = useState<TableFormat | null>(null);

  const run = async (format: TableFormat) => {
    setBusy(format);
    try {
      const table = await read({ body: userId === undefined ? {} : { userId } }).unwrap().then((r) => r.data, () => undefined);
      if (!table) return;
      const cell = (key: string, value: unknown) => (key === 'type' ? t(`settingsNumbers.assign.types.${String(value)}`) : (value as string | number | null));
      await saveTable({
        format,
        fileName: table.fileName ?? 'numbers',
        headers: table.headers.map((h) => t(`settingsNumbers.columns.${h.key}`, { defaultValue: h.title })),
        rows: table.rows.map((row) => table.headers.map((h) => cell(h.key, row[h.key] ?? null))),
        rightToLeft: language === 'he' || language === 'ar',
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Flex gap={8} wrap>
      <Button icon={<DownloadOutlined aria-hidden />} loading={busy === 'csv'} disabled={busy !== null} onClick={() => void run('csv')}>
        {t('settingsNumbers.assign.exportCsv')}
      </Button>
      <Button icon={<DownloadOutlined aria-hidden />} loading={busy === 'xlsx'} disabled={busy !== null} onClick={() => void run('xlsx')}>
        {t('settingsNumbers.assign.exportExcel')}
      </Button>
    </Flex>
  );
}
