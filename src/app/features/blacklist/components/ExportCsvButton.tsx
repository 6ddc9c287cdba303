/**
 * The whole blacklist (with the current search) as a CSV built in the browser, UTF-8 with a
 * byte-order mark (section 7), read page by page as the report pages.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazyGetReportPageQuery, type BlacklistEntry } from '../../../api/generated/reports';
import { displayPhone } from '../../../../domain/phones';
import { blacklistPageArg, entriesOf, exportPageSize } from '../blacklistPage';
import { sourceLabel } from '../sources';

export function ExportCsvButton({ phone, disabled }: { phone: string; disabled: boolean }) {
  const { t } = useTranslation();
  const [readPage] = useLazyGetReportPageQuery();
  const [busy, setBusy] = useState(false);

  const readAll = async (): Promise<BlacklistEntry[]> => {
    const entries: BlacklistEntry[] = [];
    for (let page = 1; ; page++) {
      const answer = await readPage(blacklistPageArg(page, phone, exportPageSize)).unwrap();
      const rows = entriesOf(answer);
      entries.push(...rows);
      const total = answer.data?.pageInfo?.total ?? 0;
      if (!rows.length || entries.length >= total) return entries;
    }
  };

  const exportCsv = async () => {
    setBusy(true);
    try {
      // The CSV writer is only needed when someone exports, so it loads then.
      const [entries, { buildCsv }, { downloadFile }] = await Promise.all([readAll(), import('../../../ui/csv'), import('../../../ui/downloadFile')]);
      const csv = buildCsv(
        ['phone', 'createdOn', 'source', 'user'].map((c) => t(`reports.blacklistPage.columns.${c}`)),
        entries.map((e) => [e.PHONE ? displayPhone(e.PHONE) : '', e.createdOn, sourceLabel(t, e.source), e.user]),
      );
      downloadFile(csv, 'blacklist.csv', 'text/csv;charset=utf-8');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button icon={<DownloadOutlined aria-hidden />} loading={busy} disabled={disabled} onClick={() => void exportCsv().catch(() => undefined)}>
      {t('reports.blacklistPage.export')}
    </Button>
  );
}
