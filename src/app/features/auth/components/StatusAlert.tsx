/**
 * A result code the page shows itself, in the words and severity of the central status
 * table, so the inline message and a toast elsewhere never disagree.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
// Only the auth rows of the status table: the sign-in pages show auth results alone, and
// the whole table would load with the first page every visitor sees.
import { authStatusMessages } from '../../../api/statusMessages/auth';
import { LightNotice } from '../../../ui/LightNotice';

interface StatusAlertProps {
  /** An auth operation (login, requestCode, setNewPassword ...). */
  operation: string;
  status: string | number;
  values?: Record<string, string | number>;
  extra?: ReactNode;
}

export function StatusAlert({ operation, status, values, extra }: StatusAlertProps) {
  const { t } = useTranslation();
  const row = authStatusMessages[operation]?.[String(status)];
  return (
    <LightNotice
      type={row?.severity ?? 'error'}
      title={t(row?.key ?? 'errors.generic.unExpectedError', values)}
      description={extra}
      style={{ marginBlockEnd: 16 }}
    />
  );
}
