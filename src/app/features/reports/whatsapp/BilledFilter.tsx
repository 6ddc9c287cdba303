/**
 * The WhatsApp log's billed filter (charged or not), kept in the URL beside the report's other
 * filters as `billed=true|false`; changing it goes back to page 1 like every filter.
 */
import { Select } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

export function useBilledFilter(): { billed: boolean | undefined; setBilled: (value: boolean | undefined) => void } {
  const [searchParams, setSearchParams] = useSearchParams();
  const text = searchParams.get('billed');
  const billed = text === 'true' ? true : text === 'false' ? false : undefined;
  const setBilled = useCallback(
    (value: boolean | undefined) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        if (value === undefined) next.delete('billed');
        else next.set('billed', String(value));
        next.delete('page');
        return next;
      }),
    [setSearchParams],
  );
  return { billed, setBilled };
}

export function BilledFilter({ billed, setBilled }: ReturnType<typeof useBilledFilter>) {
  const { t } = useTranslation();
  return (
    <Select
      aria-label={t('reports.whatsappLog.filters.billed')}
      placeholder={t('reports.whatsappLog.filters.billedAll')}
      allowClear
      value={billed === undefined ? null : String(billed)}
      options={[
        { value: 'true', label: t('reports.whatsappLog.billed.yes') },
        { value: 'false', label: t('reports.whatsappLog.billed.no') },
      ]}
      style={{ minWidth: 160 }}
      onChange={(value: string | null) => setBilled(value === null || value === undefined ? undefined : value === 'true')}
    />
  );
}
