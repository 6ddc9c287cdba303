/**
 * An Excel or CSV file of recipients (update-and-check-destinations-file-data): sent once to
 * read its columns (status 3), then again with the chosen mobile column to check every row
 * (status 1 or 2) and become a destination (upl_contact_big_file). Rows read and the invalid
 * ones are shown; refusals (-1..-5) are the base query's status messages.
 */
import { Button, Checkbox, Flex, Select, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateAndCheckDestinationsFileDataMutation } from '../../../api/generated/files';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import type { UploadedDestination } from '../campaignForm';

interface Columns {
  file: File;
  headers: string[];
  mobile: number;
  hasHeaderRow: boolean;
}

/** A column whose title says phone is the likely mobile column. */
const guessMobile = (headers: readonly string[]): number => Math.max(0, headers.findIndex((h) => /phone|mobile|טלפון|נייד|телефон|هاتف/i.test(h)));

export function DestinationFile({ campaignId, onAdd }: { campaignId?: number; onAdd: (upload: UploadedDestination) => void }) {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const [columns, setColumns] = useState<Columns | null>(null);
  const [checked, setChecked] = useState<{ name: string; rows: number; valid: number; invalid: number } | null>(null);
  const [send, state] = useUpdateAndCheckDestinationsFileDataMutation();
  const extra = campaignId !== undefined ? { campaignId } : {};

  const read = async (file: File) => {
    setChecked(null);
    const answer = (await send({ body: { file, ...extra } }).unwrap()).data;
    if (answer?.status === 3) setColumns({ file, headers: answer.headers ?? [], mobile: guessMobile(answer.headers ?? []), hasHeaderRow: true });
  };

  const check = async (c: Columns) => {
    const answer = (await send({ body: { file: c.file, mapping: { mobile: c.mobile, hasHeaderRow: c.hasHeaderRow }, ...extra } }).unwrap()).data;
    const uploadId = answer?.destination?.upload_id ?? answer?.upload_id;
    if ((answer?.status !== 1 && answer?.status !== 2) || uploadId === undefined) return;
    const valid = answer.destination?.count ?? answer.saved ?? 0;
    onAdd({ type: 'upl_contact_big_file', uploadId, count: valid, name: answer.destination?.name ?? c.file.name });
    setChecked({ name: c.file.name, rows: answer.totalRows ?? valid + (answer.failed ?? 0), valid, invalid: answer.failed ?? 0 });
    setColumns(null);
  };

  const quietly = (run: () => Promise<void>) => void run().catch(() => undefined);
  return (
    <Flex vertical gap={8}>
      <Upload
        accept=".xls,.xlsx,.csv"
        showUploadList={false}
        beforeUpload={(file) => {
          quietly(() => read(file));
          // The file goes through the API call, not antd's own upload.
          return false;
        }}
      >
        <Button loading={state.isLoading && !columns}>{t('campaign.destinations.uploadFile')}</Button>
      </Upload>
      {columns && (
        <Flex gap={8} align="center" wrap>
          <span>{t('campaign.destinations.mobileColumn', { file: columns.file.name })}</span>
          <Select
            aria-label={t('campaign.destinations.mobileColumnLabel')}
            style={{ minWidth: 160 }}
            value={columns.mobile}
            onChange={(mobile: number) => setColumns({ ...columns, mobile })}
            options={columns.headers.map((h, i) => ({ value: i, label: h }))}
          />
          <Checkbox checked={columns.hasHeaderRow} onChange={(e) => setColumns({ ...columns, hasHeaderRow: e.target.checked })}>
            {t('campaign.destinations.hasHeaderRow')}
          </Checkbox>
          <Button type="primary" loading={state.isLoading} onClick={() => quietly(() => check(columns))}>
            {t('campaign.destinations.checkFile')}
          </Button>
        </Flex>
      )}
      {checked && (
        <Typography.Text type={checked.invalid ? 'warning' : 'secondary'} aria-live="polite">
          {t('campaign.destinations.fileResult', { file: checked.name, rows: number(checked.rows), valid: number(checked.valid), invalid: number(checked.invalid) })}
        </Typography.Text>
      )}
    </Flex>
  );
}
