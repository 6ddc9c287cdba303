/**
 * The numbers support verified as a file the server writes (reports/export-verified-phones, CSV
 * with a byte-order mark, or -excel): the chosen customer's, or every customer's when none is
 * chosen. Read through the generated endpoints (verifiedPhonesApi), then saved. Only a super-administrator
 * may export (x-access), so a system manager on this screen does not see the buttons.
 */
import { useTranslation } from 'react-i18next';
import { exportVerifiedPhones, exportVerifiedPhonesExcel } from '../../../../contract/access';
import { useMayUse } from '../../../state/useMayUse';
import { ExportFileButtons } from '../../../ui/ExportFileButtons';
import { useLazyExportVerifiedPhonesExcelQuery, useLazyExportVerifiedPhonesQuery } from './verifiedPhonesApi';

export function VerifiedPhonesExport({ userId }: { userId?: number }) {
  const { t } = useTranslation();
  const mayUse = useMayUse();
  const [readCsv] = useLazyExportVerifiedPhonesQuery();
  const [readExcel] = useLazyExportVerifiedPhonesExcelQuery();
  if (!mayUse(exportVerifiedPhones) || !mayUse(exportVerifiedPhonesExcel)) return null;
  return (
    <ExportFileButtons
      files={[
        { format: 'csv', label: t('settingsNumbers.verify.exportCsv'), fileName: 'verified-numbers.csv', read: () => readCsv({ userId }, false).unwrap() },
        { format: 'xlsx', label: t('settingsNumbers.verify.exportExcel'), fileName: 'verified-numbers.xlsx', read: () => readExcel({ userId }, false).unwrap() },
      ]}
    />
  );
}
