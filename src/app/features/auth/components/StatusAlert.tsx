/**
 * A result code the page shows itself, in the words and severity of the central status
 * table, so the inline message and a toast elsewhere never disagree.
 */
import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { statusMessageFor } from '../../../api/statusMessages';

interface StatusAlertProps {
  operation: string;
  status: string | number;
  values?: Record<string, string | number>;
  extra?: ReactNode;
}

export function StatusAlert({ operation, status, values, extra }: StatusAlertProps) {
  const { t } = useTranslation();
  const row = statusMessageFor(operation, status);
  return (
    <Alert
      role="alert"
      showIcon
      type={row?.severity ?? 'error'}
      title={t(row?.key ?? 'errors.generic.unExpectedError', values)}
      description={extra}
      style={{ marginBlockEnd: 16 }}
    />
  );
}
