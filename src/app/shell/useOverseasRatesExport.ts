/** The info menu's overseas-rates item: fetch the rates and download them as CSV. */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazyGetOverseasRatesQuery } from '../api/generated/main';
import { useAppDispatch } from '../state/hooks';
import { notify } from '../state/notifications';
import { downloadFile } from '../ui/downloadFile';

export function useOverseasRatesExport(): () => Promise<void> {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [fetchRates] = useLazyGetOverseasRatesQuery();

  return useCallback(async () => {
    // Rates change rarely: a cached answer will do. Errors are shown by the base query.
    const [{ data }, { domesticPrefix, overseasRatesCsv, overseasRatesFileName }] = await Promise.all([
      fetchRates(undefined, true),
      // The CSV writer loads with the first export, not with every page.
      import('./overseasRates'),
    ]);
    const rows = data?.data;
    if (!rows) return;
    if (!rows.some((row) => !String(row.PREFIX ?? '').startsWith(domesticPrefix))) {
      dispatch(notify({ severity: 'info', message: 'shell.overseasRates.empty' }));
      return;
    }
    const csv = overseasRatesCsv(rows, {
      prefix: t('shell.overseasRates.headers.prefix'),
      operator: t('shell.overseasRates.headers.operator'),
      rate: t('shell.overseasRates.headers.rate'),
    });
    downloadFile(csv, overseasRatesFileName, 'text/csv;charset=utf-8');
  }, [dispatch, fetchRates, t]);
}
