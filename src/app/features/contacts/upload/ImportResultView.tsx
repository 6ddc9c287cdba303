/**
 * The outcome of one import: saved, duplicates merged and failed rows with their reasons.
 * The status itself was already toasted by the base query; this is the detail behind it.
 */
import { Alert, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ContactsImportResult } from '../../../api/generated/contacts';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { FailedRows } from '../components/FailedRows';

export const failedCount = (result: ContactsImportResult): number => result.failed ?? result.failedRows?.length ?? 0;

export function useResultSummary() {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  return (result: ContactsImportResult) =>
    t('contacts.upload.summary', { saved: number(result.saved ?? 0), duplicates: number(result.duplicates ?? 0), failed: number(failedCount(result)) });
}

export function ImportResultView({ result, onClose }: { result: ContactsImportResult; onClose?: () => void }) {
  const summary = useResultSummary();
  return (
    <Flex vertical gap={8}>
      <Alert type={failedCount(result) > 0 ? 'warning' : 'success'} showIcon title={summary(result)} closable={Boolean(onClose)} onClose={onClose} />
      {Boolean(result.failedRows?.length) && <FailedRows rows={result.failedRows ?? []} />}
    </Flex>
  );
}
