/**
 * "Export": the filtered audit log as CSV (UTF-8 with a byte-order mark) or Excel, read page by
 * page (5,000 rows) with a progress bar and a cancel, through the exports' shared path
 * (api/readWholeExport, ui/saveTable). Past 100,000 rows the browser is not asked to hold it:
 * the page says to narrow the filters (the audit log has no e-mailed export).
 */
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex, Progress, Radio, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportUsers, GetAuditLog } from '../../../contract/statusCodes';
import { exportPageSize, readWholeExport } from '../../api/readWholeExport';
import type { SuperAdminExportTable } from '../../api/generated/superAdmin';
import { useMomentText } from '../../i18n/useMomentText';
import { useAppSelector } from '../../state/hooks';
import { saveTable, type TableFormat } from '../../ui/saveTable';
import { useNumberFormat } from '../../ui/useNumberFormat';
import { useLazyGetAuditLogQuery, type AuditEntry, type AuditFilterValues } from './auditLogApi';
import { oneLine } from './summaryText';

/** The most rows the browser builds a file of, as the other exports. */
export const maxBrowserRows = 100_000;

const columns = ['at', 'operation', 'actor', 'ip', 'subject', 'account', 'change', 'details'] as const;

export function AuditExport({ filters }: { filters: AuditFilterValues }) {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const momentText = useMomentText();
  const language = useAppSelector((s) => s.preferences.language);
  const [read] = useLazyGetAuditLogQuery();
  const [format, setFormat] = useState<TableFormat>('csv');
  const [progress, setProgress] = useState<{ read: number; total: number } | null>(null);
  const [outcome, setOutcome] = useState<{ what: 'downloaded' | 'tooLarge'; total: number } | null>(null);
  const cancelled = useRef(false);

  const rowOf = (e: AuditEntry): SuperAdminExportTable['rows'][number] => ({
    at: momentText(e.at),
    operation: e.operation,
    actor: e.actorUsername ? `${e.actorUsername} (${e.actorUserId})` : e.actorUserId,
    ip: e.ip,
    subject: e.subjectUserId === null ? null : e.subjectUsername ? `${e.subjectUsername} (${e.subjectUserId})` : e.subjectUserId,
    account: e.account,
    change: oneLine(e.summary),
    details: Object.keys(e.summary.details).length ? JSON.stringify(e.summary.details) : null,
  });

  /** One page in the exports' shape, so the shared reader pages, counts and stops it. */
  const readPage = async (page: number): Promise<SuperAdminExportTable | undefined> => {
    const answer = await read({ body: { ...filters, page, pageSize: exportPageSize } })
      .unwrap()
      .then((r) => r.data, () => undefined);
    if (!answer) return undefined;
    const headers = columns.map((key) => ({ key, title: key }));
    if (answer.status !== GetAuditLog.found) return { status: ExportUsers.error, headers, rows: [] };
    if (answer.total > maxBrowserRows) return { status: ExportUsers.tooLarge, total: answer.total, headers, rows: [] };
    return { status: ExportUsers.ready, total: answer.total, page, headers, rows: answer.rows.map(rowOf) };
  };

  const run = async () => {
    cancelled.current = false;
    setOutcome(null);
    setProgress({ read: 0, total: 0 });
    try {
      const whole = await readWholeExport(readPage, (done, total) => setProgress({ read: done, total }), () => cancelled.current);
      if (whole.outcome === 'tooLarge') return setOutcome({ what: 'tooLarge', total: whole.total });
      if (whole.outcome !== 'ready') return;
      const headers = columns.map((key) => t(`auditLog.columns.${key}`));
      const rows = whole.rows.map((row) => columns.map((key) => row[key] as string | number | null));
      const saved = await saveTable({ format, fileName: t('auditLog.export.fileName'), headers, rows, rightToLeft: language === 'he' || language === 'ar', isCancelled: () => cancelled.current });
      if (saved) setOutcome({ what: 'downloaded', total: whole.rows.length });
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null;
  const percent = progress?.total ? Math.min(100, Math.round((progress.read / progress.total) * 100)) : 0;
  return (
    <Flex vertical gap={8}>
      <Flex gap={12} wrap align="center">
        <Radio.Group value={format} onChange={(e) => setFormat(e.target.value as TableFormat)} aria-label={t('auditLog.export.formatLabel')} optionType="button"
          options={[{ value: 'csv', label: t('auditLog.export.csv') }, { value: 'xlsx', label: t('auditLog.export.excel') }]} />
        <Button icon={<DownloadOutlined aria-hidden />} loading={busy} disabled={busy} onClick={() => void run().catch(() => setProgress(null))}>
          {t('auditLog.export.button')}
        </Button>
      </Flex>
      {busy && (
        <Flex gap={12} align="center" wrap>
          <Progress percent={percent} aria-label={t('auditLog.export.progressLabel')} style={{ maxWidth: 320 }} />
          <Typography.Text type="secondary">{t('auditLog.export.progress', { read: number(progress.read), total: number(progress.total) })}</Typography.Text>
          <Button size="small" onClick={() => { cancelled.current = true; setProgress(null); }}>
            {t('auditLog.export.cancel')}
          </Button>
        </Flex>
      )}
      <div aria-live="polite" aria-atomic="true">
        {outcome?.what === 'downloaded' && t('auditLog.export.downloaded', { rows: number(outcome.total) })}
        {outcome?.what === 'tooLarge' && <Typography.Text type="danger">{t('auditLog.export.tooLarge', { total: number(outcome.total) })}</Typography.Text>}
      </div>
    </Flex>
  );
}
