/** On /contact-list/new, beside typing a name: create the list straight from a file. */
import { Divider, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { UploadFile } from './UploadFile';

export function NewListFromFile({ takenNames }: { takenNames: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={8}>
      <Divider plain>{t('contacts.upload.orFromFile')}</Divider>
      <Typography.Text strong>{t('contacts.upload.newListTitle')}</Typography.Text>
      <UploadFile contactListId={-1} takenNames={takenNames} />
    </Flex>
  );
}
