/**
 * Export what a report's filters show (section 7): CSV (UTF-8 with a byte-order mark) or Excel,
 * read page by page with a progress bar and a cancel button. A report too large for the browser
 * is offered by e-mail instead (produced on the server).
 *
 *   <ExportButtons routeName="sms-report" filters={report.filterRequest} total={count.total}
 *     tooLarge={count.tooLargeToShow} fileName="sms-report"
 *     columns={[{ title: t('reports.sms.columns.destination'), value: (row: ReportRow) => row.destination }]} />
 */
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, Progress, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazyGetReportPageQuery, type GetReportPageApiResponse, type ReportsRouteName } from '../../../api/generated/reports';
import { useAppSelector } from '../../../state/hooks';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { ExportCancelled, readWholeReport } from './readWholeReport';
import { SendByEmailButton } from './SendByEmailButton';
import type { ReportFilterRequest } from './useReportParams';

/** More rows than this are not read into the browser: the report is offered by e-mail. */
export const maxBrowserExportRows = 100_000;

export interface ExportColumn<Row> {
  title: string;
  value: (row: Row) => string | number | null | undefined;
}

export interface ExportButtonsProps<Row> {
  routeName: ReportsRouteName;
  filters: ReportFilterRequest;
  sort?: { sortField?: string; sortOrder?: 'asc' | 'desc' };
  columns: readonly ExportColumn<Row>[];
  /** Without extension. */
  fileName: string;
  /** Rows the filters show; 0 disables the export. */
  total: number;
  /** The count says the report is too large for the page: only e-mail is offered. */
  tooLarge?: boolean;
  /** The rows of an answer; by default its `rows`. */
  rowsOf?: (answer: GetReportPageApiResponse) => Row[];
}

type Format = 'csv' | 'xlsx';

const defaultRowsOf = <Row,>(answer: GetReportPageApiResponse): Row[] => (answer.data?.rows ?? []) as Row[];

export function ExportButtons<Row>({ routeName, filters, sort, columns, fileName, total, tooLarge, rowsOf = defaultRowsOf }: ExportButtonsProps<Row>) {
  const [readPage] = useLazyGetReportPageQuery();
  if (tooLarge || total > maxBrowserExportRows) return <SendByEmailButton reportName={routeName} filters={filters} />;
  const readRows: ReadRows<Row> = (progress) => readWholeReport<Row>({ routeName, filters, sort, readPage: (arg) => readPage(arg), rowsOf, ...progress });
  return <ExportFileButtons<Row> columns={columns} fileName={fileName} total={total} readRows={readRows} />;
}

/** Reads every row to export, telling how far it got and stopping (ExportCancelled) when cancelled. */
export type ReadRows<Row> = (progress: { onProgress: (read: number, total: number) => void; isCancelled: () => boolean }) => Promise<Row[]>;

export interface ExportFileButtonsProps<Row> {
  columns: readonly ExportColumn<Row>[];
  /** Without extension. */
  fileName: string;
  /** Rows the filters show; 0 disables the export. */
  total: number;
  readRows: ReadRows<Row>;
}

/** The CSV and Excel buttons with their progress and cancel, for any way of reading a report's rows (a report page, the WhatsApp log). */
export function ExportFileButtons<Row>({ columns, fileName, total, readRows }: ExportFileButtonsProps<Row>) {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const language = useAppSelector((s) => s.preferences.language);
  const [progress, setProgress] = useState<{ format: Format; read: number; total: number } | null>(null);
  const cancelled = useRef(false);

  const exportAs = async (format: Format) => {
    cancelled.current = false;
    setProgress({ format, read: 0, total });
    try {
      // The CSV writer and exceljs load only when someone exports (the first bundle stays small).
      const [rows, { downloadFile }] = await Promise.all([
        readRows({ onProgress: (read, of) => setProgress({ format, read, total: of }), isCancelled: () => cancelled.current }),
        import('../../../ui/downloadFile'),
      ]);
      if (cancelled.current) return;
      const headers = columns.map((c) => c.title);
      const cells = rows.map((row) => columns.map((c) => c.value(row)));
      if (format === 'csv') {
        const { buildCsv } = await import('../../../ui/csv');
        downloadFile(buildCsv(headers, cells), `${fileName}.csv`, 'text/csv;charset=utf-8');
      } else {
        const { buildXlsx, xlsxType } = await import('../../../ui/buildXlsx');
        const buffer = await buildXlsx(fileName, headers, cells, language === 'he' || language === 'ar');
        if (!cancelled.current) downloadFile(buffer, `${fileName}.xlsx`, xlsxType);
      }
    } catch (error) {
      if (!(error instanceof ExportCancelled)) throw error;
    } finally {
      setProgress(null);
    }
  };
  const start = (format: Format) => void exportAs(format).catch(() => undefined);

  const percent = progress && progress.total ? Math.min(100, Math.round((progress.read / progress.total) * 100)) : 0;
  return (
    <Flex gap={8} wrap>
      <Button icon={<DownloadOutlined aria-hidden />} disabled={!total || Boolean(progress)} onClick={() => start('csv')}>
        {t('reports.export.csv')}
      </Button>
      <Button icon={<DownloadOutlined aria-hidden />} disabled={!total || Boolean(progress)} onClick={() => start('xlsx')}>
        {t('reports.export.excel')}
      </Button>
      <Modal
        open={Boolean(progress)}
        title={t('reports.export.progressTitle')}
        closable={false}
        mask={{ closable: false }}
        footer={
          <Button
            onClick={() => {
              cancelled.current = true;
              setProgress(null);
            }}
          >
            {t('reports.export.cancel')}
          </Button>
        }
      >
        <Progress percent={percent} aria-label={t('reports.export.progressTitle')} />
        <Typography.Text type="secondary">
          {t('reports.export.progress', { read: number(progress?.read ?? 0), total: number(progress?.total ?? 0) })}
        </Typography.Text>
      </Modal>
    </Flex>
  );
}

