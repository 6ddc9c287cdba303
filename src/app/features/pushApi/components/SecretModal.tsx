/** The new push URL's signing secret: the only time it is shown (the server keeps no way to read it back to the page). */
import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  added: { url: string; secret: string } | null;
  onClose: () => void;
}

export function SecretModal({ added, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open={added !== null}
      title={t('pushApi.secret.title', { url: added?.url ?? '' })}
      onOk={onClose}
      onCancel={onClose}
      okText={t('pushApi.secret.close')}
      cancelButtonProps={{ style: { display: 'none' } }}
      maskClosable={false}
      // The secret leaves the page once the dialog is closed.
      destroyOnHidden
    >
      <Typography.Paragraph>{t('pushApi.secret.text')}</Typography.Paragraph>
      <Typography.Paragraph copyable code dir="ltr">
        {added?.secret}
      </Typography.Paragraph>
    </Modal>
  );
}
