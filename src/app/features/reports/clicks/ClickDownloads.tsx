/**
 * The click files the server produces (GET download/clicks-report): who clicked, or clicks per
 * day. Fetched with the session's token (fetchFile), then saved.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadClicksReportApiArg } from '../../../api/generated/download';
import { downloadFile } from '../../../ui/downloadFile';
import { useFetchFile } from '../../../ui/fetchFile';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function ClickDownloads({ hash, campaignId }: { hash: string; campaignId: number }) {
  const { t } = useTranslation();
  const fetchFile = useFetchFile();
  const [busy, setBusy] = useState<string | null>(null);

  const download = async (type: DownloadClicksReportApiArg['type'], format: 'csv' | 'xlsx') => {
    setBusy(`${type}-${format}`);
    try {
      const params: DownloadClicksReportApiArg = { hash, type, format };
      const file = await fetchFile({ path: '/download/clicks-report', params, operationId: 'downloadClicksReport' });
      if (file) downloadFile(file.blob, file.fileName ?? `clicks-${campaignId}-${type}.${format}`, format === 'csv' ? 'text/csv;charset=utf-8' : xlsxType);
    } finally {
      setBusy(null);
    }
  };
  const button = (type: DownloadClicksReportApiArg['type'], format: 'csv' | 'xlsx', label: string) => (
    <Button icon={<DownloadOutlined aria-hidden />} loading={busy === `${type}-${format}`} disabled={Boolean(busy)} onClick={() => void download(type, format)}>
      {label}
    </Button>
  );
  const clickers = t('reports.clickDetail.downloadClickers');
  const perDay = t('reports.clickDetail.downloadPerDay');
  return (
    <Flex gap={8} wrap>
      {button('personalLink', 'csv', `${clickers} (${t('reports.clickDetail.csv')})`)}
      {button('personalLink', 'xlsx', `${clickers} (${t('reports.clickDetail.excel')})`)}
      {button('general', 'csv', `${perDay} (${t('reports.clickDetail.csv')})`)}
    </Flex>
  );
}
