/**
 * Many numbers at once: pasted (one per line) or a file with the numbers in its first
 * column. This panel shows the outcome itself (counts and the invalid lines), so the base
 * query does not also toast it.
 */
import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Input, Typography, Upload } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { statusShownByPage } from '../../../api/baseQuery';
import { useSubmitBlacklistMutation, type ReportsBlacklistSubmitResult } from '../../../api/generated/reports';
import { maxSheetUploadBytes, maxSheetUploadText } from '../../../../domain/uploads';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { pastedNumbers } from '../../../ui/blacklistBulk/bulkLines';
import { BulkResult } from '../../../ui/blacklistBulk/BulkResult';
import { SubmitBlacklist } from '../../../../contract/statusCodes';

statusShownByPage('submitBlacklist');

/** The server's limit for a blacklist file, the same for every sheet upload. */
const maxFileBytes = maxSheetUploadBytes;
const acceptedFiles = '.xls,.xlsx,.csv,.txt';

interface Outcome {
  result: ReportsBlacklistSubmitResult;
  pasted: string | null;
}

export function BulkAdd() {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const [text, setText] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [fileTooLarge, setFileTooLarge] = useState(false);
  const [submit, { isLoading }] = useSubmitBlacklistMutation();
  const lines = useMemo(() => text.split(/\r?\n/).filter((line) => pastedNumbers(line).length).length, [text]);

  const send = async (body: { numbers: string } | { file: File }, pasted: string | null) => {
    setOutcome(null);
    const answer = await submit({ body }).unwrap();
    if (!answer.data) return;
    setOutcome({ result: answer.data, pasted });
    // Invalid numbers stay in the box to be corrected; anything else was taken in.
    if (pasted !== null && answer.data.status !== SubmitBlacklist.invalid && answer.data.status !== SubmitBlacklist.error) setText('');
  };

  const sendFile = (file: File) => {
    setFileTooLarge(file.size > maxFileBytes);
    if (file.size <= maxFileBytes) void send({ file }, null).catch(() => undefined);
    // The file goes through the mutation, not antd's own upload request.
    return false;
  };

  return (
    <Card title={t('reports.blacklistPage.bulk.title')} size="small">
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">{t('reports.blacklistPage.bulk.help')}</Typography.Text>
        <Input.TextArea
          aria-label={t('reports.blacklistPage.bulk.pasteLabel')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoSize={{ minRows: 4, maxRows: 12 }}
          dir="auto"
        />
        <Flex gap={8} align="center" wrap>
          <Button type="primary" disabled={!lines} loading={isLoading} onClick={() => void send({ numbers: text }, text).catch(() => undefined)}>
            {t('reports.blacklistPage.bulk.submit')}
          </Button>
          <Upload accept={acceptedFiles} maxCount={1} showUploadList={false} beforeUpload={sendFile}>
            <Button icon={<UploadOutlined aria-hidden />} disabled={isLoading}>
              {t('reports.blacklistPage.bulk.upload')}
            </Button>
          </Upload>
          <Typography.Text type="secondary">{t('reports.blacklistPage.bulk.lineCount', { count: number(lines) })}</Typography.Text>
        </Flex>
        {fileTooLarge && <Alert type="error" showIcon title={t('errors.files.tooLarge', { max: maxSheetUploadText })} />}
        {outcome && <BulkResult result={outcome.result} pasted={outcome.pasted} />}
      </Flex>
    </Card>
  );
}
