/**
 * The users report as a file, the way the other reports export (section 7): every row the
 * search shows, read from the server, as CSV (UTF-8 with a byte-order mark) or Excel built in
 * the browser; both writers load only when someone exports.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubUser } from '../../../api/generated/users';
import { formatIsraelDateTime } from '../../../../domain/israelTime';
import { useAppSelector } from '../../../state/hooks';
import { balanceOf, creditProducts } from '../creditProducts';
import { fullName, statusOf } from '../userRows';

interface Props {
  total: number;
  readAll: () => Promise<SubUser[]>;
}

type Format = 'csv' | 'xlsx';

export function UsersExport({ total, readAll }: Props) {
  const { t } = useTranslation();
  const language = useAppSelector((s) => s.preferences.language);
  const [busy, setBusy] = useState<Format | null>(null);

  const exportAs = async (format: Format) => {
    setBusy(format);
    try {
      const [rows, { downloadFile }] = await Promise.all([readAll(), import('../../../ui/downloadFile')]);
      const headers = [
        t('users.report.columns.name'),
        t('users.report.columns.username'),
        t('users.report.columns.status'),
        ...creditProducts.map((p) => t('users.report.columns.balance', { product: t(`users.credits.products.${p}`) })),
        t('users.report.columns.sentThisMonth'),
        t('users.report.columns.lastSignIn'),
      ];
      const cells = rows.map((row) => [
        fullName(row),
        row.username ?? '',
        t(`users.status.${statusOf(row)}`),
        ...creditProducts.map((p) => balanceOf(row.balanceCredits, p)),
        row.sentThisMonth ?? 0,
        row.lastSignInAt ? formatIsraelDateTime(Date.parse(row.lastSignInAt)) : '',
      ]);
      const fileName = t('users.report.fileName');
      if (format === 'csv') {
        const { buildCsv } = await import('../../../ui/csv');
        downloadFile(buildCsv(headers, cells), `${fileName}.csv`, 'text/csv;charset=utf-8');
      } else {
        const { buildXlsx, xlsxType } = await import('../../../ui/buildXlsx');
        downloadFile(await buildXlsx(fileName, headers, cells, language === 'he' || language === 'ar'), `${fileName}.xlsx`, xlsxType);
      }
    } finally {
      setBusy(null);
    }
  };
  const start = (format: Format) => void exportAs(format).catch(() => undefined);

  return (
    <Flex gap={8} wrap>
      <Button icon={<DownloadOutlined aria-hidden />} disabled={!total || busy !== null} loading={busy === 'csv'} onClick={() => start('csv')}>
        {t('users.report.exportCsv')}
      </Button>
      <Button icon={<DownloadOutlined aria-hidden />} disabled={!total || busy !== null} loading={busy === 'xlsx'} onClick={() => start('xlsx')}>
        {t('users.report.exportExcel')}
      </Button>
    </Flex>
  );
}
