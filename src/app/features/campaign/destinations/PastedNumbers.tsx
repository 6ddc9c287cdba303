/**
 * Numbers pasted straight into the composer (one a line, fields after a comma or tab) become
 * one destination the server keeps (upload-pasted-numbers, type upl_contacts) with its count.
 * Its outcome (uploaded, partly, none valid) is the base query's status message.
 */
import { Button, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadPastedNumbersMutation, type ContactsPastedRow } from '../../../api/generated/files';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import type { UploadedDestination } from '../campaignForm';
import { UploadPastedNumbers } from '../../../../contract/statusCodes';

/** A pasted row is the phone, then up to 6 fields (field 6 is the birth date). */
export function pastedRows(text: string): ContactsPastedRow[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.split(/[,\t;]/).map((v) => v.trim()))
    .filter(([phone]) => Boolean(phone))
    .map(([phone, ...fields]) => ({ phone: phone!, ...(fields.length ? { fields: fields.slice(0, 6) } : {}) }));
}

export function PastedNumbers({ campaignId, onAdd }: { campaignId?: number; onAdd: (upload: UploadedDestination) => void }) {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const [text, setText] = useState('');
  const [result, setResult] = useState<{ saved: number; failed: number } | null>(null);
  const [upload, state] = useUploadPastedNumbersMutation();
  const rows = pastedRows(text);

  const add = async () => {
    const answer = (await upload({ body: { rows, ...(campaignId !== undefined ? { campaignId } : {}) } }).unwrap()).data;
    const uploadId = answer?.destination?.upload_id ?? answer?.upload_id;
    if ((answer?.status !== UploadPastedNumbers.uploaded && answer?.status !== UploadPastedNumbers.partlyUploaded) || uploadId === undefined) return;
    const saved = answer.destination?.count ?? answer.saved ?? 0;
    onAdd({ type: 'upl_contacts', uploadId, count: saved, name: answer.destination?.name ?? '' });
    setResult({ saved, failed: answer.failed ?? 0 });
    setText('');
  };

  return (
    <Flex vertical gap={8}>
      <Input.TextArea
        rows={3}
        dir="ltr"
        aria-label={t('campaign.destinations.paste')}
        placeholder={t('campaign.destinations.pastePlaceholder')}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <Flex gap={8} align="center" wrap>
        <Button onClick={() => void add().catch(() => undefined)} disabled={rows.length === 0} loading={state.isLoading}>
          {t('campaign.destinations.addPasted', { rows: rows.length })}
        </Button>
        {result && (
          <Typography.Text type={result.failed ? 'warning' : 'secondary'} aria-live="polite">
            {t('campaign.destinations.pastedResult', { saved: number(result.saved), failed: number(result.failed) })}
          </Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}
