/** How far a running import has come; while the stage is waiting the file is still uploading. */
import { Flex, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ContactsImportProgress } from '../../../api/generated/contacts';
import { useNumberFormat } from '../../../ui/useNumberFormat';

export function ImportProgressView({ progress }: { progress: ContactsImportProgress }) {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const waiting = progress.stage === 'waiting';
  return (
    <Flex vertical gap={4} role="status" aria-live="polite">
      <Typography.Text>{t(`contacts.upload.stages.${progress.stage}`)}</Typography.Text>
      <Progress percent={waiting ? 0 : progress.percent} status={progress.stage === 'done' ? 'success' : 'active'} />
      {!waiting && <Typography.Text type="secondary">{t('contacts.upload.rowsRead', { rows: number(progress.rowsRead) })}</Typography.Text>}
    </Flex>
  );
}
