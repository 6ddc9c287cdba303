/**
 * The outcome of a bulk add (section 8): -2 means some numbers are invalid and nothing was
 * added, so those are listed (with their pasted line); otherwise the counts of added and
 * already-listed numbers, all added (1), some (2) or none (0).
 */
import { Alert, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReportsBlacklistSubmitResult } from '../../api/generated/reports';
import { reportsStatusMessages } from '../../api/statusMessages/reports';
import { useNumberFormat } from '../useNumberFormat';
import { invalidLinesOf, type InvalidLine } from './bulkLines';

/** The outcome's title and colour come from the one status table (which the page opts out of showing as a toast). */
const outcomes = reportsStatusMessages.submitBlacklist;

type InvalidRow = InvalidLine & { key: number };

interface Props {
  result: ReportsBlacklistSubmitResult;
  /** The pasted text the result is for; null when a file was sent. */
  pasted: string | null;
}

export function BulkResult({ result, pasted }: Props) {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const counts = { submitted: result.submitted ?? 0, added: result.added ?? 0 };
  const outcome = outcomes[String(result.status)];
  const title = t(outcome?.key ?? 'errors.blacklist.bulkError', counts);
  // The same bad value may come twice, so rows are keyed by their place.
  const invalid = invalidLinesOf(result.invalidPhones ?? [], pasted).map((row, key) => ({ ...row, key }));
  const invalidCount = result.invalid ?? invalid.length;

  const figures = [
    t('reports.blacklistPage.result.submitted', { count: number(result.submitted ?? 0) }),
    t('reports.blacklistPage.result.added', { count: number(result.added ?? 0) }),
    t('reports.blacklistPage.result.existing', { count: number(result.existing ?? 0) }),
    t('reports.blacklistPage.result.invalid', { count: number(invalidCount) }),
  ];
  const columns: TableColumnsType<InvalidRow> = [
    ...(pasted !== null ? [{ key: 'line', dataIndex: 'line', title: t('reports.blacklistPage.result.line'), width: 90 }] : []),
    { key: 'phone', dataIndex: 'phone', title: t('reports.blacklistPage.columns.phone'), render: (phone: string) => <bdi>{phone}</bdi> },
  ];

  return (
    <Flex vertical gap={8}>
      <Alert
        type={outcome?.severity ?? 'error'}
        showIcon
        title={title}
        description={
          <Flex gap={16} wrap component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {figures.map((figure) => (
              <li key={figure}>{figure}</li>
            ))}
          </Flex>
        }
      />
      {invalid.length > 0 && (
        <>
          <Typography.Text strong>{t('reports.blacklistPage.result.invalidTitle')}</Typography.Text>
          {invalidCount > invalid.length && (
            <Typography.Text type="secondary">{t('reports.blacklistPage.result.invalidShown', { shown: number(invalid.length), count: number(invalidCount) })}</Typography.Text>
          )}
          <Table<InvalidRow>
            size="small"
            rowKey="key"
            columns={columns}
            dataSource={invalid}
            pagination={invalid.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
            aria-label={t('reports.blacklistPage.result.invalidTitle')}
          />
        </>
      )}
    </Flex>
  );
}
