/**
 * The customer's blacklist: read a file of numbers into it (super-admin/read-blacklist: xls,
 * xlsx or csv, numbers in the first column) and take numbers out of it
 * (remove-from-blackList). The counts and outcome are the status table's.
 */
import { Button, Flex, Form, Input, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useReadBlacklistMutation, useSuperAdminRemoveFromBlacklistMutation } from '../../../api/generated/superAdmin';
import { readBlacklist, superAdminRemoveFromBlacklist } from '../../../../contract/access';
import { useMayUse } from '../../../state/useMayUse';

/** The numbers typed, one per line or separated by commas or spaces. */
export const typedPhones = (text: string): string[] => text.split(/[\s,;]+/).map((p) => p.trim()).filter(Boolean);

export function BlacklistSection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const mayUse = useMayUse();
  const [read, reading] = useReadBlacklistMutation();
  const [remove, removing] = useSuperAdminRemoveFromBlacklistMutation();
  const [form] = Form.useForm<{ phones: string }>();
  return (
    <Flex vertical gap={24}>
      {mayUse(readBlacklist) && (
        <Flex vertical gap={8}>
          <Typography.Text strong>{t('customer.blacklist.upload')}</Typography.Text>
          <Typography.Text type="secondary">{t('customer.blacklist.uploadHelp')}</Typography.Text>
          <Upload
            accept=".xls,.xlsx,.csv"
            showUploadList={false}
            beforeUpload={(file) => {
              void read({ body: { userId, file } }).unwrap().catch(() => undefined);
              // The file goes through the API's own call, not antd's upload.
              return false;
            }}
          >
            <Button icon={<UploadOutlined aria-hidden />} loading={reading.isLoading}>
              {t('customer.blacklist.chooseFile')}
            </Button>
          </Upload>
        </Flex>
      )}
      {mayUse(superAdminRemoveFromBlacklist) && (
        <Form
          form={form}
          layout="vertical"
          style={{ maxWidth: 480 }}
          onFinish={(v) => void remove({ body: { userId, phones: typedPhones(v.phones) } }).unwrap().then(() => form.resetFields(), () => undefined)}
        >
          <Form.Item name="phones" label={t('customer.blacklist.removeLabel')} rules={[{ required: true, whitespace: true, message: t('customer.blacklist.removeRequired') }]}>
            <Input.TextArea rows={3} dir="ltr" />
          </Form.Item>
          <Button htmlType="submit" loading={removing.isLoading}>
            {t('customer.blacklist.remove')}
          </Button>
        </Form>
      )}
    </Flex>
  );
}
