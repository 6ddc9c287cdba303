/**
 * A report's table: compact, named for screen readers, with its own empty text; with `report`
 * it is paged and sorted by the server through the URL, without it every row shows at once.
 */
import { Table, type TableProps } from 'antd';
import type { ReportParams } from './useReportParams';

interface Props<Row> extends Omit<TableProps<Row>, 'size' | 'pagination' | 'onChange' | 'locale' | 'aria-label'> {
  label: string;
  empty: string;
  /** Server paging and sorting, and the number of rows on every page. */
  paging?: { report: ReportParams; total: number };
}

export function ReportTable<Row extends object>({ label, empty, paging, ...table }: Props<Row>) {
  return (
    <Table<Row>
      size="small"
      pagination={paging ? { current: paging.report.page, pageSize: paging.report.pageSize, total: paging.total, showSizeChanger: true } : false}
      onChange={paging?.report.onTableChange}
      locale={{ emptyText: empty }}
      aria-label={label}
      {...table}
    />
  );
}
