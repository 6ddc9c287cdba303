/**
 * The management exports on /users-management (issue 18, section 7), for whoever may make
 * their calls (super-administrators): users, billing of a period, reloads of a period, as CSV
 * (UTF-8 with a byte-order mark) or Excel built in the browser page by page with a progress
 * bar, as the reports export (ui/csv, ui/buildXlsx). Past 100,000 rows the server produces the
 * file and e-mails its link. Refusals are told by the base query from the status table.
 */
import { DownloadOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Flex, Progress, Radio, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportReloReport, exportReportBilling, exportUsers } from '../../../../contract/access';
import { ExportUsers } from '../../../../contract/statusCodes';
import { mayCall } from '../../../../domain/access';
import { exportPageSize, readWholeExport, type ExportRow } from '../../../api/readWholeExport';
import { useAppSelector } from '../../../state/hooks';
import { saveTable, type TableFormat } from '../../../ui/saveTable';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { exportKinds, periodRequired, useExportCalls, type ExportKind } from './exportKinds';

type Format = TableFormat;
type Progressing = { read: number; total: number };
/** What the panel says after an export. */
type Outcome = 'downloaded' | 'tooLarge' | 'willBeSent' | 'periodNeeded' | null;

const dayFormat = 'DD/MM/YYYY';

/** The month so far: the period the panel starts with. */
const thisMonth = (): [Dayjs, Dayjs] => [dayjs().startOf('month'), dayjs()];

export function ExportsPanel() {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const language = useAppSelector((s) => s.preferences.language);
  const caller = useAppSelector((s) => s.session.user);
  const calls = useExportCalls();
  const [kind, setKind] = useState<ExportKind>('users');
  const [format, setFormat] = useState<Format>('csv');
  // Users are all of them unless a creation period is chosen; billing and reloads need a period.
  const [period, setPeriod] = useState<[Dayjs, Dayjs] | null>(null);
  const [progress, setProgress] = useState<Progressing | null>(null);
  const [outcome, setOutcome] = useState<{ what: Outcome; total?: number }>({ what: null });
  const [sending, setSending] = useState(false);
  const cancelled = useRef(false);

  const dates = period ? { fromDate: period[0].format(dayFormat), toDate: period[1].format(dayFormat) } : {};
  const fileName = t(`management.exports.fileNames.${kind}`);

  const cellOf = (value: ExportRow[string]) => (typeof value === 'boolean' ? t(value ? 'management.exports.yes' : 'management.exports.no') : value);

  const run = async () => {
    if (periodRequired[kind] && !period) return setOutcome({ what: 'periodNeeded' });
    cancelled.current = false;
    setOutcome({ what: null });
    setProgress({ read: 0, total: 0 });
    try {
      const whole = await readWholeExport(
        (page) => calls[kind]({ ...dates, page, pageSize: exportPageSize }),
        (read, total) => setProgress({ read, total }),
        () => cancelled.current,
      );
      if (whole.outcome === 'tooLarge') return setOutcome({ what: 'tooLarge', total: whole.total });
      if (whole.outcome !== 'ready') return;
      const headers = whole.headers.map((h) => t(`management.exports.columns.${h.key}`, { defaultValue: h.title }));
      const rows = whole.rows.map((row) => whole.headers.map((h) => cellOf(row[h.key] ?? null)));
      const saved = await saveTable({ format, fileName, headers, rows, rightToLeft: language === 'he' || language === 'ar', isCancelled: () => cancelled.current });
      if (!saved) return;
      setOutcome({ what: 'downloaded', total: whole.rows.length });
    } finally {
      setProgress(null);
    }
  };

  const sendByEmail = async () => {
    setSending(true);
    try {
      const answer = await calls[kind]({ ...dates, byEmail: true });
      // Other outcomes (already being produced, no address) were told by the base query.
      if (answer?.status === ExportUsers.willBeSent) setOutcome({ what: 'willBeSent' });
    } finally {
      setSending(false);
    }
  };

  // The panel is for whoever may make the export calls (the contract's x-access: super-administrators).
  if (!caller || ![exportUsers, exportReportBilling, exportReloReport].every((call) => mayCall(call.access, caller))) return null;

  const percent = progress?.total ? Math.min(100, Math.round((progress.read / progress.total) * 100)) : 0;
  const busy = progress !== null;
  return (
    <Card title={<Typography.Title level={3} style={{ margin: 0 }}>{t('management.exports.title')}</Typography.Title>} style={{ maxWidth: 960 }}>
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('management.exports.intro')}</Typography.Text>
        <Flex gap={12} wrap align="center">
          <Select<ExportKind>
            value={kind}
            onChange={(value) => {
              setKind(value);
              if (periodRequired[value] && !period) setPeriod(thisMonth());
              setOutcome({ what: null });
            }}
            aria-label={t('management.exports.kindLabel')}
            options={exportKinds.map((value) => ({ value, label: t(`management.exports.kinds.${value}`) }))}
            style={{ minWidth: 220 }}
          />
          <DatePicker.RangePicker
            value={period}
            onChange={(value) => setPeriod(value?.[0] && value[1] ? [value[0], value[1]] : null)}
            format={dayFormat}
            allowClear={!periodRequired[kind]}
            aria-label={t('management.exports.periodLabel')}
          />
          <Radio.Group value={format} onChange={(e) => setFormat(e.target.value as Format)} aria-label={t('management.exports.formatLabel')} optionType="button"
            options={[{ value: 'csv', label: t('management.exports.csv') }, { value: 'xlsx', label: t('management.exports.excel') }]} />
          <Button type="primary" icon={<DownloadOutlined aria-hidden />} loading={busy} disabled={busy} onClick={() => void run().catch(() => setProgress(null))}>
            {t('management.exports.export')}
          </Button>
        </Flex>
        {busy && (
          <Flex vertical gap={4}>
            <Progress percent={percent} aria-label={t('management.exports.progressLabel')} />
            <Flex gap={12} align="center">
              <Typography.Text type="secondary">{t('management.exports.progress', { read: number(progress.read), total: number(progress.total) })}</Typography.Text>
              <Button size="small" onClick={() => { cancelled.current = true; setProgress(null); }}>
                {t('management.exports.cancel')}
              </Button>
            </Flex>
          </Flex>
        )}
        {/* A live region without the status role: the page's search keeps the one status of the page. */}
        <div aria-live="polite" aria-atomic="true">
          {outcome.what === 'downloaded' && t('management.exports.downloaded', { rows: number(outcome.total ?? 0) })}
          {outcome.what === 'periodNeeded' && <Typography.Text type="danger">{t('management.exports.periodNeeded')}</Typography.Text>}
          {outcome.what === 'willBeSent' && t('management.exports.willBeSent')}
          {outcome.what === 'tooLarge' && (
            <Flex gap={12} align="center" wrap>
              <span>{t('management.exports.tooLargeCount', { total: number(outcome.total ?? 0) })}</span>
              <Button icon={<MailOutlined aria-hidden />} loading={sending} onClick={() => void sendByEmail()}>
                {t('management.exports.sendByEmail')}
              </Button>
            </Flex>
          )}
        </div>
      </Flex>
    </Card>
  );
}
