/**
 * A customer document kept on the secure server (identity, licences, onboarding files), downloaded
 * decrypted by its file name (super-admin/get-secure-server-file). The server looks only inside
 * this customer's folder: a name of another customer's file, or with a path, is not found.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../ui/downloadFile';
import { senderNamesApi } from './SenderNamesTags';

const { useGetSecureServerFileMutation } = senderNamesApi;

export function SecureServerFile({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ fileName: string }>();
  const [getFile, { isLoading }] = useGetSecureServerFileMutation();
  const download = async ({ fileName }: { fileName: string }) => {
    const name = fileName.trim();
    const result = await getFile({ body: { userId, fileName: name } });
    if ('data' in result && result.data instanceof Blob) downloadFile(result.data, name, result.data.type || 'application/octet-stream');
  };
  return (
    <Form form={form} layout="inline" onFinish={(v) => void download(v)} aria-label={t('settingsSenders.secureFile.title')}>
      <Typography.Text strong style={{ marginInlineEnd: 12 }}>
        {t('settingsSenders.secureFile.title')}
      </Typography.Text>
      <Form.Item
        name="fileName"
        label={t('settingsSenders.secureFile.fileName')}
        rules={[
          { required: true, whitespace: true, message: t('settingsSenders.secureFile.required') },
          { pattern: /^[^/\\]+$/, message: t('settingsSenders.secureFile.noPath') },
          { max: 255, message: t('settingsSenders.secureFile.tooLong') },
        ]}
      >
        <Input dir="ltr" />
      </Form.Item>
      <Button htmlType="submit" icon={<DownloadOutlined />} loading={isLoading}>
        {t('settingsSenders.download')}
      </Button>
    </Form>
  );
}
