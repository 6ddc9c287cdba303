/**
 * One chart of the page with its figures as a table beneath it (what a screen reader reads, and
 * what is downloaded as CSV): a row per label, a column per series.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../ui/charts/BarChart';
import { LineChart } from '../../../ui/charts/LineChart';
import type { ChartSeries } from '../../../ui/charts/chartParts';
import { buildCsv } from '../../../ui/csv';
import { downloadFile } from '../../../ui/downloadFile';
import { useNumberFormat } from '../../../ui/useNumberFormat';

export interface FigureChartProps {
  title: string;
  kind: 'bar' | 'line';
  grouped?: boolean;
  /** The heading of the labels' column (Day, Period, Product). */
  labelHeader: string;
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** The CSV's name, without extension. */
  fileName: string;
  format?: (value: number) => string;
}

type Row = { key: string; label: string; values: number[] };

export function FigureChart({ title, kind, grouped, labelHeader, labels, series, fileName, format }: FigureChartProps) {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const shown = format ?? number;
  const rows: Row[] = labels.map((label, i) => ({ key: `${label}-${i}`, label, values: series.map((s) => s.values[i] ?? 0) }));
  const columns: TableColumnsType<Row> = [
    { key: 'label', title: labelHeader, dataIndex: 'label', render: (label: string) => <bdi>{label}</bdi> },
    ...series.map((s, i) => ({ key: s.key, title: s.label, align: 'end' as const, render: (_: unknown, row: Row) => shown(row.values[i] ?? 0) })),
  ];
  const download = () => downloadFile(buildCsv([labelHeader, ...series.map((s) => s.label)], rows.map((r) => [r.label, ...r.values])), `${fileName}.csv`, 'text/csv;charset=utf-8');
  return (
    <Card
      title={<h3 style={{ margin: 0, fontSize: 16 }}>{title}</h3>}
      extra={
        <Button icon={<DownloadOutlined />} onClick={download} aria-label={t('bi.table.download', { title })}>
          CSV
        </Button>
      }
      style={{ flex: '1 1 520px', minWidth: 0 }}
    >
      <Flex vertical gap={12}>
        {kind === 'line' ? (
          <LineChart title={title} labels={labels} series={series} formatNumber={shown} />
        ) : (
          <BarChart title={title} labels={labels} series={series} formatNumber={shown} grouped={grouped} />
        )}
        <Table<Row> size="small" aria-label={title} columns={columns} dataSource={rows} pagination={rows.length > 31 ? { pageSize: 31, showSizeChanger: false } : false} />
      </Flex>
    </Card>
  );
}
