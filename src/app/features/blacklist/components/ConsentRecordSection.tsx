/**
 * The consent record on the blacklist page (issue 21): what it keeps, and its export for a
 * regulator as CSV or Excel, written by the server in the page's language (titles, channels and
 * ways from this feature's texts) through the generated endpoints.
 */
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../../domain/languages';
import { ExportFileButtons } from '../../../ui/ExportFileButtons';
import { useLazyExportConsentRecordExcelQuery, useLazyExportConsentRecordQuery } from '../consentRecordApi';

export function ConsentRecordSection() {
  const { t, i18n } = useTranslation();
  const [readCsv] = useLazyExportConsentRecordQuery();
  const [readExcel] = useLazyExportConsentRecordExcelQuery();
  const language = isLanguage(i18n.language) ? i18n.language : undefined;
  return (
    <Flex vertical gap={8} component="section" aria-labelledby="consent-record-title">
      <Typography.Title level={3} id="consent-record-title" style={{ margin: 0 }}>
        {t('reports.consentRecord.title')}
      </Typography.Title>
      <Typography.Text type="secondary">{t('reports.consentRecord.intro')}</Typography.Text>
      <ExportFileButtons
        files={[
          { format: 'csv', label: t('reports.consentRecord.exportCsv'), fileName: 'consent-record.csv', read: () => readCsv({ language }, false).unwrap() },
          { format: 'xlsx', label: t('reports.consentRecord.exportExcel'), fileName: 'consent-record.xlsx', read: () => readExcel({ language }, false).unwrap() },
        ]}
      />
    </Flex>
  );
}
