/** An audit row opened: what was before, what is after, and the rest the row kept (the request, the result code). */
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from './auditLogApi';
import { readable } from './summaryText';

const code = (label: string, value: unknown) => (
  <pre aria-label={label} dir="ltr" style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
    {readable(value)}
  </pre>
);

export function AuditSummaryView({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const hasDetails = Object.keys(entry.summary.details).length > 0;
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      items={[
        { key: 'before', label: t('auditLog.summary.before'), children: code(t('auditLog.summary.before'), entry.summary.before) },
        { key: 'after', label: t('auditLog.summary.after'), children: code(t('auditLog.summary.after'), entry.summary.after) },
        ...(hasDetails ? [{ key: 'details', label: t('auditLog.summary.details'), children: code(t('auditLog.summary.details'), entry.summary.details) }] : []),
        { key: 'account', label: t('auditLog.summary.account'), children: entry.account ?? '—' },
      ]}
    />
  );
}
