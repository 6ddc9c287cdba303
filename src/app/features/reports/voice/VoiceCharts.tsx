/**
 * A voice campaign's calls as charts: answers and unanswered outcomes over time, and how long
 * recipients listened. Each chart is an SVG image with its summary, and its figures are also
 * offered as a table for whoever cannot read the chart.
 */
import { Collapse, Flex, Table, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReportsVoiceDuration } from '../../../api/generated/reports';
import { BarChart } from '../../../ui/charts/BarChart';
import { LineChart } from '../../../ui/charts/LineChart';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { useCallTimeLabel } from './callTimes';

interface FigureRow {
  key: string;
  label: string;
  values: number[];
}

function FiguresTable({ title, labelTitle, series, rows }: { title: string; labelTitle: string; series: string[]; rows: FigureRow[] }) {
  const { number } = useNumberFormat();
  return (
    <Table<FigureRow>
      size="small"
      pagination={false}
      aria-label={title}
      rowKey="key"
      dataSource={rows}
      columns={[
        { title: labelTitle, dataIndex: 'label' },
        ...series.map((name, i) => ({ title: name, key: name, align: 'end' as const, render: (_: unknown, row: FigureRow) => number(row.values[i] ?? 0) })),
      ]}
    />
  );
}

export function VoiceCharts({ duration }: { duration: ReportsVoiceDuration }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { number } = useNumberFormat();
  const timeLabel = useCallTimeLabel(duration.minutesPerPoint);
  const label = (key: string) => t(`reports.voice.statistics.${key}`);
  const points = duration.overTime ?? [];
  const buckets = duration.buckets ?? [];
  const times = points.map((p) => timeLabel(p.time));
  const ranges = buckets.map((b) => t('reports.voice.statistics.listeningRange', { from: number(b.fromSeconds ?? 0), to: number(b.toSeconds ?? 0) }));
  const answered = { key: 'answered', label: label('answered'), color: token.colorSuccess, values: points.map((p) => p.answered ?? 0) };
  const notAnswered = { key: 'notAnswered', label: label('notAnswered'), color: token.colorError, values: points.map((p) => p.notAnswered ?? 0) };
  const listened = { key: 'calls', label: label('calls'), color: token.colorPrimary, values: buckets.map((b) => b.calls ?? 0) };

  return (
    <Flex vertical gap={16}>
      {points.length > 0 && (
        <>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {label('overTime')}
          </Typography.Title>
          <LineChart title={label('overTime')} labels={times} formatNumber={number} series={[answered, notAnswered]} />
        </>
      )}
      {buckets.length > 0 && (
        <>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {label('listening')}
          </Typography.Title>
          <BarChart title={label('listening')} labels={ranges} formatNumber={number} series={[listened]} />
        </>
      )}
      <Collapse
        size="small"
        items={[
          {
            key: 'table',
            label: label('asTable'),
            children: (
              <Flex vertical gap={16}>
                <FiguresTable
                  title={label('overTime')}
                  labelTitle={label('time')}
                  series={[answered.label, notAnswered.label]}
                  rows={points.map((p, i) => ({ key: `${p.time}-${i}`, label: times[i], values: [answered.values[i], notAnswered.values[i]] }))}
                />
                <FiguresTable title={label('listening')} labelTitle={label('range')} series={[listened.label]} rows={buckets.map((b, i) => ({ key: String(b.fromSeconds ?? i), label: ranges[i], values: [listened.values[i]] }))} />
              </Flex>
            ),
          },
        ]}
      />
    </Flex>
  );
}
