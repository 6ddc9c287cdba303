/**
 * An Excel or CSV file of recipients (update-and-check-destinations-file-data): sent once to
 * read its columns and first rows (status 3), then again with the mapping of all its columns
 * (the mobile, fields 1 to 6 with their titles, the e-mail) to check every row (status 1 or 2)
 * and become a destination (upl_contact_big_file). Its titles and first rows stay with it: the
 * message can use its fields when it is the only destination. Rows read and the invalid ones
 * are shown; refusals (-1..-5) are the base query's status messages.
 */
import { Button, Flex, Typography, Upload } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateAndCheckDestinationsFileDataMutation } from '../../../api/generated/files';
import { lazyNamed } from '../../../ui/lazyNamed';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import type { UploadedDestination } from '../campaignForm';
import type { CheckedColumns } from './FileColumns';
import { sheetOf } from './fileMapping';
import { UpdateAndCheckDestinationsFileData } from '../../../../contract/statusCodes';

// Shown once a file is read: antd's Table (the column mapping) loads then, not with the composer.
const FileColumns = lazyNamed(() => import('./FileColumns'), 'FileColumns');

interface ReadFile {
  file: File;
  sheet: string[][];
}

export function DestinationFile({ campaignId, onAdd }: { campaignId?: number; onAdd: (upload: UploadedDestination) => void }) {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const [read, setRead] = useState<ReadFile | null>(null);
  const [checked, setChecked] = useState<{ name: string; rows: number; valid: number; invalid: number } | null>(null);
  const [send, state] = useUpdateAndCheckDestinationsFileDataMutation();
  const extra = campaignId !== undefined ? { campaignId } : {};

  const readColumns = async (file: File) => {
    setChecked(null);
    setRead(null);
    const answer = (await send({ body: { file, ...extra } }).unwrap()).data;
    if (answer?.status === UpdateAndCheckDestinationsFileData.uploaded) setRead({ file, sheet: sheetOf(answer.headers ?? [], answer.sampleRows ?? []) });
  };

  const check = async ({ file }: ReadFile, columns: CheckedColumns) => {
    const answer = (await send({ body: { file, mapping: columns.mapping, ...extra } }).unwrap()).data;
    const uploadId = answer?.destination?.upload_id ?? answer?.upload_id;
    if ((answer?.status !== UpdateAndCheckDestinationsFileData.checked && answer?.status !== UpdateAndCheckDestinationsFileData.partlyChecked) || uploadId === undefined) return;
    const valid = answer.destination?.count ?? answer.saved ?? 0;
    // The server's titles are the ones it stored (dynamicHeaders); ours were sent with the mapping.
    const titles = answer.dynamicHeaders ?? columns.titles;
    onAdd({ type: 'upl_contact_big_file', uploadId, count: valid, name: answer.destination?.name ?? file.name, titles, firstRows: columns.firstRows });
    setChecked({ name: file.name, rows: answer.totalRows ?? valid + (answer.failed ?? 0), valid, invalid: answer.failed ?? 0 });
    setRead(null);
  };

  const quietly = (run: () => Promise<void>) => void run().catch(() => undefined);
  return (
    <Flex vertical gap={8}>
      <Upload
        accept=".xls,.xlsx,.csv"
        showUploadList={false}
        beforeUpload={(file) => {
          quietly(() => readColumns(file));
          // The file goes through the API call, not antd's own upload.
          return false;
        }}
      >
        <Button loading={state.isLoading && !read}>{t('campaign.destinations.uploadFile')}</Button>
      </Upload>
      {read && (
        <Suspense fallback={null}>
          <FileColumns
            // A new file starts a new guess.
            key={`${read.file.name}-${read.file.size}-${read.file.lastModified}`}
            fileName={read.file.name}
            sheet={read.sheet}
            busy={state.isLoading}
            onCheck={(columns) => quietly(() => check(read, columns))}
            onCancel={() => setRead(null)}
          />
        </Suspense>
      )}
      {checked && (
        <Typography.Text type={checked.invalid ? 'warning' : 'secondary'} aria-live="polite">
          {t('campaign.destinations.fileResult', { file: checked.name, rows: number(checked.rows), valid: number(checked.valid), invalid: number(checked.invalid) })}
        </Typography.Text>
      )}
    </Flex>
  );
}
