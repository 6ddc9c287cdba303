/**
 * A send's A/B test on its statistics (issue 21): each version's figures in the test and the
 * rest's, and the decision — "deciding at …" before it, then which version won, by what, when.
 */
import { Alert, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReportsAbTest, ReportsAbVariant } from '../../../api/generated/reports';
import { showDateTime } from '../../../ui/showDateTime';
import { useNumberFormat } from '../../../ui/useNumberFormat';

interface Row extends ReportsAbVariant {
  key: string;
  part: string;
  won: boolean;
}

export function AbTestResult({ test }: { test: ReportsAbTest }) {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const label = (key: string, values?: Record<string, unknown>) => t(`reports.shipments.abTest.${key}`, values);
  const metric = label(`metrics.${test.metric}`);
  const rows: Row[] = [
    ...test.variants.map((v) => ({ ...v, key: `v${v.variant}`, part: label('variant', { n: v.variant }), won: v.variant === test.winner })),
    ...(test.rest ? [{ ...test.rest, key: 'rest', part: test.winner ? label('restWinner', { n: test.winner }) : label('rest'), won: false }] : []),
  ];
  const figure = (key: 'recipients' | 'sent' | 'delivered' | 'clicks' | 'replies') => ({ key, title: label(`columns.${key}`), dataIndex: key, render: (n: number) => number(n) });
  const columns: TableColumnsType<Row> = [
    {
      key: 'part',
      title: label('columns.part'),
      render: (_, row) => (
        <Flex gap={4} wrap>
          {row.part}
          {row.won && <Tag color="success">{label('winner')}</Tag>}
        </Flex>
      ),
    },
    { key: 'text', title: label('columns.text'), dataIndex: 'text', ellipsis: true, render: (text: string) => <bdi>{text}</bdi> },
    figure('recipients'),
    figure('sent'),
    figure('delivered'),
    figure('clicks'),
    figure('replies'),
  ];
  return (
    // Focusable: with the test's table the drawer scrolls, and keyboard users scroll it from here.
    <Flex vertical gap={8} data-testid="ab-test" role="region" aria-label={label('title')} tabIndex={0}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {label('title')}
      </Typography.Title>
      {test.winner ? (
        <Alert type="success" showIcon title={label('decided', { winner: test.winner, metric, time: showDateTime(test.decidedAt) })} />
      ) : (
        <Alert type="info" showIcon title={label('deciding', { share: test.sharePercent, metric, time: showDateTime(test.decideAt) })} />
      )}
      <Table<Row> size="small" pagination={false} rowKey="key" columns={columns} dataSource={rows} scroll={{ x: true }} />
    </Flex>
  );
}
