/**
 * Exports the contacts of a customer's chosen lists (super-admin/export-cl, with their
 * sub-lists' members) as CSV or Excel, through the management exports' path: read page by page
 * with a progress bar and a cancel (api/readWholeExport), then written in the browser
 * (ui/saveTable: CSV with a byte-order mark). Past 100,000 rows the server refuses and offers
 * the e-mail instead, as the exports panel does. Refusals are told by the base query.
 */
import { DownloadOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Flex, Progress, Radio, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SuperAdminExportContactLists } from '../../../contract/statusCodes';
import { useLazySuperAdminExportContactListsQuery, type SuperAdminExportTable } from '../../api/generated/superAdmin';
import { exportPageSize, readWholeExport, type ExportRow } from '../../api/readWholeExport';
import { useAppSelector } from '../../state/hooks';
import { saveTable, type TableFormat } from '../saveTable';
import { useNumberFormat } from '../useNumberFormat';

type Outcome = { what: 'downloaded' | 'tooLarge' | 'willBeSent'; total: number } | null;

export function ContactListsExport({ userId, listIds }: { userId: number; listIds: number[] }) {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const language = useAppSelector((s) => s.preferences.language);
  const [exportLists] = useLazySuperAdminExportContactListsQuery();
  const [format, setFormat] = useState<TableFormat>('csv');
  const [progress, setProgress] = useState<{ read: number; total: number } | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sending, setSending] = useState(false);
  const cancelled = useRef(false);

  /** One call; undefined when it failed (the base query told why). */
  const ask = (paging: { page?: number; pageSize?: number; byEmail?: boolean }): Promise<SuperAdminExportTable | undefined> =>
    exportLists({ body: { userId, contactListIds: listIds, ...paging } })
      .unwrap()
      .then((r) => r.data, () => undefined);

  const cellOf = (value: ExportRow[string]) => (typeof value === 'boolean' ? t(value ? 'customer.lists.export.yes' : 'customer.lists.export.no') : value);

  const run = async () => {
    cancelled.current = false;
    setOutcome(null);
    setProgress({ read: 0, total: 0 });
    try {
      const whole = await readWholeExport((page) => ask({ page, pageSize: exportPageSize }), (read, total) => setProgress({ read, total }), () => cancelled.current);
      if (whole.outcome === 'tooLarge') return setOutcome({ what: 'tooLarge', total: whole.total });
      if (whole.outcome !== 'ready') return;
      const headers = whole.headers.map((h) => t(`customer.lists.export.columns.${h.key}`, { defaultValue: h.title }));
      const rows = whole.rows.map((row) => whole.headers.map((h) => cellOf(row[h.key] ?? null)));
      const fileName = t('customer.lists.export.fileName');
      const saved = await saveTable({ format, fileName, headers, rows, rightToLeft: language === 'he' || language === 'ar', isCancelled: () => cancelled.current });
      if (saved) setOutcome({ what: 'downloaded', total: whole.rows.length });
    } finally {
      setProgress(null);
    }
  };

  const sendByEmail = async () => {
    setSending(true);
    try {
      const answer = await ask({ byEmail: true });
      if (answer?.status === SuperAdminExportContactLists.willBeSent) setOutcome({ what: 'willBeSent', total: 0 });
    } finally {
      setSending(false);
    }
  };

  const busy = progress !== null;
  const percent = progress?.total ? Math.min(100, Math.round((progress.read / progress.total) * 100)) : 0;
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap align="center">
        <Radio.Group value={format} onChange={(e) => setFormat(e.target.value as TableFormat)} aria-label={t('customer.lists.export.formatLabel')} optionType="button"
          options={[{ value: 'csv', label: t('customer.lists.export.csv') }, { value: 'xlsx', label: t('customer.lists.export.excel') }]} />
        <Button icon={<DownloadOutlined aria-hidden />} disabled={listIds.length === 0 || busy} loading={busy} onClick={() => void run().catch(() => setProgress(null))}>
          {t('customer.lists.export.chosen', { count: listIds.length })}
        </Button>
      </Flex>
      {busy && (
        <Flex vertical gap={4}>
          <Progress percent={percent} aria-label={t('customer.lists.export.progressLabel')} />
          <Flex gap={12} align="center">
            <Typography.Text type="secondary">{t('customer.lists.export.progress', { read: number(progress.read), total: number(progress.total) })}</Typography.Text>
            <Button size="small" onClick={() => { cancelled.current = true; setProgress(null); }}>
              {t('customer.lists.export.cancel')}
            </Button>
          </Flex>
        </Flex>
      )}
      <div aria-live="polite" aria-atomic="true">
        {outcome?.what === 'downloaded' && t('customer.lists.export.downloaded', { rows: number(outcome.total) })}
        {outcome?.what === 'willBeSent' && t('customer.lists.export.willBeSent')}
        {outcome?.what === 'tooLarge' && (
          <Flex gap={12} align="center" wrap>
            <span>{t('customer.lists.export.tooLargeCount', { total: number(outcome.total) })}</span>
            <Button icon={<MailOutlined aria-hidden />} loading={sending} onClick={() => void sendByEmail()}>
              {t('customer.lists.export.sendByEmail')}
            </Button>
          </Flex>
        )}
      </div>
    </Flex>
  );
}
