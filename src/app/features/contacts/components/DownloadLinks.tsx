/** The list as a file: the server streams it, so lists above the view cap download too. */
import { DownloadOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiBaseUrl } from '../../../api/apiBaseUrl';

export const contactListDownloadUrl = (contactListId: number, format: 'xlsx' | 'csv'): string =>
  `${apiBaseUrl}/download/contact-list?${new URLSearchParams({ id: String(contactListId), format }).toString()}`;

export function DownloadLinks({ contactListId }: { contactListId: number }) {
  const { t } = useTranslation();
  return (
    <Flex gap={12} wrap>
      <a href={contactListDownloadUrl(contactListId, 'xlsx')} download>
        <DownloadOutlined aria-hidden /> {t('contacts.download.excel')}
      </a>
      <a href={contactListDownloadUrl(contactListId, 'csv')} download>
        <DownloadOutlined aria-hidden /> {t('contacts.download.csv')}
      </a>
    </Flex>
  );
}
