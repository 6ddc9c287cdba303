/**
 * A send's A/B test on its statistics (issue 21): each version's figures in the test and the
 * rest's, and the decision — "deciding at …" before it, then which version won, by what, when.
 */
import { Alert, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReportsAbTest, ReportsAbVariant } from '../../../api/generated/reports';
import { formatIsraelDateTime } from '../../../../domain/israelTime';
import { useNumberFormat } from '../../../ui/useNumberFormat';

interface Row extends ReportsAbVariant {
  key: string;
  part: string;
  won: boolean;
}

/** The decision's times in Israel's time, as the report's other times are (the server writes those), not the browser's zone. */
const israelTimeOf = (iso: string | undefined): string => (iso ? formatIsraelDateTime(Date.parse(iso)) : '');

/** A version's text, whole but at most three lines (the rest on hover); a link breaks anywhere rather than widen the table. */
const versionText = (text: string) => (
  <bdi title={text} style={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }}>
    {text}
  </bdi>
);

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
    { key: 'text', title: label('columns.text'), dataIndex: 'text', render: versionText },
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
        <Alert type="success" showIcon title={label('decided', { winner: test.winner, metric, time: israelTimeOf(test.decidedAt) })} />
      ) : (
        <Alert type="info" showIcon title={label('deciding', { share: test.sharePercent, metric, time: israelTimeOf(test.decideAt) })} />
      )}
      {/* Not scrolling sideways (the texts wrap): a table scrolling inside the drawer is a region keyboard users cannot reach (axe: scrollable-region-focusable). */}
      <Table<Row> size="small" pagination={false} rowKey="key" columns={columns} dataSource={rows} />
    </Flex>
  );
}
