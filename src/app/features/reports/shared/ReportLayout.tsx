/**
 * A report page's frame: title and intro, the filters, what they found with the exports beside
 * it, then the table (and whatever opens from it):
 *
 *   <ReportLayout title={...} intro={...} filters={<DateRangeFilter params={report} />}
 *     summary={t('reports.xPage.total', { count })} actions={<ExportButtons ... />}>
 *     <XTable ... />
 *   </ReportLayout>
 */
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { ReportFilters } from './ReportFilters';

interface Props {
  title: string;
  intro: string;
  /** The filters, laid out in the report's search region. */
  filters?: ReactNode;
  /** Between the filters and the summary: a chart, a note on a filter. */
  overview?: ReactNode;
  /** What the filters found: a line of text (how many rows) or a block of counts. */
  summary?: ReactNode;
  /** At the far end of the summary's row: the exports. */
  actions?: ReactNode;
  children: ReactNode;
}

export function ReportLayout({ title, intro, filters, overview, summary, actions, children }: Props) {
  const summaryText = typeof summary === 'string' ? <Typography.Text>{summary}</Typography.Text> : summary;
  return (
    <Flex vertical gap={16} style={{ padding: 24 }}>
      <Flex vertical gap={4}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Typography.Text type="secondary">{intro}</Typography.Text>
      </Flex>
      {filters ? <ReportFilters>{filters}</ReportFilters> : null}
      {overview}
      {actions ? (
        // A one-line total sits level with the buttons; a taller block of counts hangs from the top.
        <Flex justify="space-between" align={typeof summary === 'string' ? 'center' : 'start'} gap={12} wrap>
          {summaryText}
          {actions}
        </Flex>
      ) : (
        summaryText
      )}
      {children}
    </Flex>
  );
}
