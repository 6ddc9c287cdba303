/**
 * Sends a report too large for the browser by e-mail (section 7): first asks whether the same
 * report is already being produced, then asks for it. The base query tells the outcome.
 */
import { MailOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazyCheckExistReportQuery, useSendBigSmsReportToMailMutation, type ReportsRouteName } from '../../../api/generated/reports';
import type { ReportFilterRequest } from './useReportParams';
import { CheckExistReport } from '../../../../contract/statusCodes';

export function SendByEmailButton({ reportName, filters }: { reportName: ReportsRouteName; filters: ReportFilterRequest }) {
  const { t } = useTranslation();
  const [checkExisting] = useLazyCheckExistReportQuery();
  const [sendToMail] = useSendBigSmsReportToMailMutation();
  const [busy, setBusy] = useState(false);

  const send = async () => {
    setBusy(true);
    try {
      const body = { ...filters, reportName };
      // Not from the cache: another tab may have asked for it a moment ago.
      const existing = await checkExisting({ body }, false).unwrap();
      if (existing.data?.status !== CheckExistReport.canRequest) return;
      await sendToMail({ body }).unwrap();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button icon={<MailOutlined aria-hidden />} loading={busy} onClick={() => void send().catch(() => undefined)}>
      {t('reports.export.sendByEmail')}
    </Button>
  );
}
