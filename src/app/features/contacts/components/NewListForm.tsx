/**
 * /contact-list/new: ONE list name, for both ways to create a list: empty, or from a file.
 * The file path used to ask for the name a second time and ignore the first (issue 13); now
 * a chosen file only suggests its own name while the field is still blank.
 */
import { Button, Divider, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxListNameLength } from '../../../../domain/contactFields';
import { useSaveContactListMutation } from '../../../api/generated/contacts';
import { UploadFile } from '../upload/UploadFile';
import { listNameProblemAmong } from './listName';
import { SaveContactList } from '../../../../contract/statusCodes';

interface Props {
  /** Names of the account's lists. */
  takenNames: readonly string[];
  onCreated: (contactListId: number) => void;
}

export function NewListForm({ takenNames, onCreated }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { isLoading }] = useSaveContactListMutation();

  const check = (): boolean => {
    const found = listNameProblemAmong(name, takenNames);
    setProblem(found);
    return !found;
  };

  const createEmpty = async () => {
    if (!check()) return;
    const answer = await save({ body: { contactListId: -1, name: name.trim() } }).unwrap();
    const savedId = answer.data?.contactListId;
    if (answer.data?.status === SaveContactList.saved && savedId !== undefined) onCreated(savedId);
  };

  return (
    <Flex vertical gap={8}>
      <Form layout="inline" onFinish={() => void createEmpty().catch(() => undefined)} style={{ rowGap: 8 }}>
        <Form.Item label={t('contacts.listForm.name')} htmlFor="new-list-name" validateStatus={problem ? 'error' : undefined} help={problem ? t(problem) : undefined}>
          <Input
            id="new-list-name"
            value={name}
            maxLength={maxListNameLength}
            placeholder={t('contacts.listForm.namePlaceholder')}
            onChange={(e) => setName(e.target.value)}
            style={{ minWidth: 220 }}
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            {t('contacts.listForm.create')}
          </Button>
        </Form.Item>
      </Form>
      <Divider plain>{t('contacts.upload.orFromFile')}</Divider>
      <Typography.Text strong>{t('contacts.upload.newListTitle')}</Typography.Text>
      <UploadFile
        contactListId={-1}
        newList={{ name, check, suggest: (suggested) => setName((typed) => (typed.trim() ? typed : suggested)) }}
      />
    </Flex>
  );
}
