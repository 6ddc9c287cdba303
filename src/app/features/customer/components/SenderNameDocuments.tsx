/**
 * A sender-name request's documents (super-admin/get-user-source-number-text-files, read when its
 * row is opened): each downloaded decrypted (super-admin/decrypt-file), and its
 * local copy removed once the secure store keeps it (delete-local-source-number-text; the server
 * refuses while the secure copy does not open, and the base query says so).
 */
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeleteLocalSourceNumberTextMutation, useGetUserSourceNumberTextFilesQuery, type SuperAdminSourceNameFile } from '../../../api/generated/superAdmin';
import { PageLoading } from '../../../ui/PageLoading';
import { downloadFile } from '../../../ui/downloadFile';
import { UserText } from '../../../ui/UserText';
import { senderNamesApi } from './SenderNamesTags';

const { useDecryptFileMutation } = senderNamesApi;

export function SenderNameDocuments({ requestId }: { requestId: number }) {
  const { t } = useTranslation();
  const { data, isLoading } = useGetUserSourceNumberTextFilesQuery({ body: { requestId } });
  const [decrypt] = useDecryptFileMutation();
  const [deleteLocal] = useDeleteLocalSourceNumberTextMutation();
  const files = data?.data ?? [];
  if (isLoading) return <PageLoading />;
  if (files.length === 0) return <Typography.Text type="secondary">{t('settingsSenders.noDocuments')}</Typography.Text>;
  const download = async (file: SuperAdminSourceNameFile) => {
    const result = await decrypt({ body: { fileId: file.id! } });
    if ('data' in result && result.data instanceof Blob) downloadFile(result.data, file.fileName ?? `document-${file.id}`, result.data.type || 'application/octet-stream');
  };
  return (
    <Flex vertical gap={4}>
      {files.map((file) => (
        <Space key={file.id} wrap size={4}>
          <Button size="small" icon={<DownloadOutlined />} onClick={() => void download(file)} aria-label={`${t('settingsSenders.download')} ${file.fileName ?? ''}`}>
            <UserText>{file.fileName}</UserText>
          </Button>
          {file.isLocal ? (
            <Button size="small" onClick={() => void deleteLocal({ body: { fileId: file.id! } }).unwrap().catch(() => undefined)} aria-label={`${t('settingsSenders.deleteLocal')} ${file.fileName ?? ''}`}>
              {t('settingsSenders.deleteLocal')}
            </Button>
          ) : (
            <Tag>{t('settingsSenders.secureOnly')}</Tag>
          )}
        </Space>
      ))}
    </Flex>
  );
}
