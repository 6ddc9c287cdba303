/** The usage export's columns: the table's, with plain numbers so spreadsheets can sum them. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportsUsageRow } from '../../../api/generated/reports';
import type { ExportColumn } from '../shared/ExportButtons';
import { userOf } from './UsageTable';
import { monthLabel, usageFigures } from './usageRows';

export function useUsageExportColumns(): ExportColumn<ReportsUsageRow>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      { title: t('reports.usagePage.columns.month'), value: (row) => (row.month && row.year ? monthLabel(row.month, row.year) : '') },
      { title: t('reports.usagePage.columns.user'), value: userOf },
      ...usageFigures.map((figure) => ({ title: t(`reports.usagePage.columns.${figure}`), value: (row: ReportsUsageRow) => row[figure] ?? 0 })),
    ],
    [t],
  );
}
