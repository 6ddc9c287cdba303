/**
 * Buttons that each save a file the server writes (an export as CSV or Excel): one busy at a
 * time, the others disabled meanwhile. `read` asks the server (never the cached file: what
 * changed since the last export must be in the new one); a refusal was already shown by the base
 * query, so nothing is saved then.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { downloadFile } from './downloadFile';

export interface ExportedFile {
  format: 'csv' | 'xlsx';
  /** The button's text, already translated. */
  label: string;
  fileName: string;
  read: () => Promise<Blob>;
}

export const exportTypes = { csv: 'text/csv;charset=utf-8', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;

export function ExportFileButtons({ files }: { files: ExportedFile[] }) {
  const [busy, setBusy] = useState<string | null>(null);
  const download = async ({ format, fileName, read }: ExportedFile) => {
    setBusy(format);
    try {
      const file = await read().catch(() => undefined);
      if (file) downloadFile(file, fileName, exportTypes[format]);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Flex gap={8} wrap>
      {files.map((file) => (
        <Button key={file.format} icon={<DownloadOutlined aria-hidden />} loading={busy === file.format} disabled={busy !== null} onClick={() => void download(file)}>
          {file.label}
        </Button>
      ))}
    </Flex>
  );
}
