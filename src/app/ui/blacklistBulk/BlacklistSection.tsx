/**
 * A customer's blacklist as support changes it, on the customer page and on the system settings'
 * upload screen: read a file of numbers into it (super-admin/read-blacklist: xls, xlsx or csv,
 * numbers in the first column, checked by content on the server; any invalid number and nothing
 * is added) and take numbers out of it (remove-from-blackList). While the file is read a progress
 * line shows; the outcome, with the counts and the invalid numbers, is shown here (BulkResult),
 * not toasted.
 */
import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input, Progress, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { statusShownByPage } from '../../api/baseQuery';
import { useReadBlacklistMutation, useSuperAdminRemoveFromBlacklistMutation, type ReadBlacklistApiResponse } from '../../api/generated/superAdmin';
import { readBlacklist, superAdminRemoveFromBlacklist } from '../../../contract/access';
import { maxSheetUploadBytes, maxSheetUploadText } from '../../../domain/uploads';
import { useMayUse } from '../../state/useMayUse';
import { BulkResult } from './BulkResult';
import { pastedNumbers } from './bulkLines';

statusShownByPage('readBlacklist');

type ReadOutcome = NonNullable<ReadBlacklistApiResponse['data']>;

/** Without a customer, the file goes to the system-wide block list (system groups; numbers come off it on aflalu-unblocking). */
export function BlacklistSection({ userId }: { userId?: number }) {
  const { t } = useTranslation();
  const mayUse = useMayUse();
  const [read, reading] = useReadBlacklistMutation();
  const [remove, removing] = useSuperAdminRemoveFromBlacklistMutation();
  const [outcome, setOutcome] = useState<ReadOutcome | null>(null);
  const [fileTooLarge, setFileTooLarge] = useState(false);
  const [form] = Form.useForm<{ phones: string }>();

  const sendFile = (file: File) => {
    setOutcome(null);
    setFileTooLarge(file.size > maxSheetUploadBytes);
    if (file.size <= maxSheetUploadBytes) {
      void read({ body: userId === undefined ? { file } : { userId, file } })
        .unwrap()
        .then((answer) => setOutcome(answer.data ?? null), () => undefined);
    }
    // The file goes through the API's own call, not antd's upload.
    return false;
  };

  return (
    <Flex vertical gap={24}>
      {mayUse(readBlacklist) && (
        <Flex vertical gap={8}>
          <Typography.Text strong>{t('common.customerBlacklist.upload')}</Typography.Text>
          <Typography.Text type="secondary">{t('common.customerBlacklist.uploadHelp')}</Typography.Text>
          <Upload accept=".xls,.xlsx,.csv" showUploadList={false} beforeUpload={sendFile}>
            <Button icon={<UploadOutlined aria-hidden />} loading={reading.isLoading}>
              {t('common.customerBlacklist.chooseFile')}
            </Button>
          </Upload>
          {reading.isLoading && (
            <Flex vertical gap={4} role="status" aria-live="polite">
              <Typography.Text>{t('common.customerBlacklist.reading')}</Typography.Text>
              <Progress percent={100} status="active" showInfo={false} />
            </Flex>
          )}
          {fileTooLarge && <Alert type="error" showIcon title={t('errors.files.tooLarge', { max: maxSheetUploadText })} />}
          {outcome && (
            <BulkResult
              result={{ status: outcome.status, submitted: outcome.submitted, added: outcome.added, existing: outcome.existing, invalidPhones: outcome.invalidNumbers ?? [] }}
              pasted={null}
            />
          )}
        </Flex>
      )}
      {userId !== undefined && mayUse(superAdminRemoveFromBlacklist) && (
        <Form
          form={form}
          layout="vertical"
          style={{ maxWidth: 480 }}
          onFinish={(v) => void remove({ body: { userId, phones: pastedNumbers(v.phones) } }).unwrap().then(() => form.resetFields(), () => undefined)}
        >
          <Form.Item name="phones" label={t('common.customerBlacklist.removeLabel')} rules={[{ required: true, whitespace: true, message: t('common.customerBlacklist.removeRequired') }]}>
            <Input.TextArea rows={3} dir="ltr" />
          </Form.Item>
          <Button htmlType="submit" loading={removing.isLoading}>
            {t('common.customerBlacklist.remove')}
          </Button>
        </Form>
      )}
    </Flex>
  );
}
