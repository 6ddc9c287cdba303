/**
 * The numbers support verified as a file the server writes (reports/export-verified-phones, CSV
 * with a byte-order mark, or -excel): the chosen customer's, or every customer's when none is
 * chosen. Read through the generated endpoints (verifiedPhonesApi), then saved. Only a super-administrator
 * may export (x-access), so a system manager on this screen does not see the buttons.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportVerifiedPhones, exportVerifiedPhonesExcel } from '../../../../contract/access';
import { useMayUse } from '../../../state/useMayUse';
import { downloadFile } from '../../../ui/downloadFile';
import { useLazyExportVerifiedPhonesExcelQuery, useLazyExportVerifiedPhonesQuery } from './verifiedPhonesApi';

const files = {
  csv: { type: 'text/csv;charset=utf-8', label: 'settingsNumbers.verify.exportCsv' },
  xlsx: { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', label: 'settingsNumbers.verify.exportExcel' },
} as const;

type Format = keyof typeof files;

export function VerifiedPhonesExport({ userId }: { userId?: number }) {
  const { t } = useTranslation();
  const mayUse = useMayUse();
  const [readCsv] = useLazyExportVerifiedPhonesQuery();
  const [readExcel] = useLazyExportVerifiedPhonesExcelQuery();
  const [busy, setBusy] = useState<Format | null>(null);
  if (!mayUse(exportVerifiedPhones) || !mayUse(exportVerifiedPhonesExcel)) return null;

  const download = async (format: Format) => {
    setBusy(format);
    try {
      const read = format === 'csv' ? readCsv : readExcel;
      // Never the cached file: a verification since the last export must be in the new one.
      const file = await read({ userId }, false).unwrap().catch(() => undefined);
      if (file) downloadFile(file, `verified-numbers.${format}`, files[format].type);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Flex gap={8} wrap>
      {(Object.keys(files) as Format[]).map((format) => (
        <Button key={format} icon={<DownloadOutlined aria-hidden />} loading={busy === format} disabled={busy !== null} onClick={() => void download(format)}>
          {t(files[format].label)}
        </Button>
      ))}
    </Flex>
  );
}
