/**
 * Creating (id -1) and renaming a list. The name is required and unique per account
 * ignoring case; the lists already loaded answer uniqueness at once, the server decides.
 */
import { Button, Flex, Form, Input } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { maxListNameLength } from '../../../../domain/contactFields';
import { useSaveContactListMutation } from '../../../api/generated/contacts';
import { listNameProblemAmong } from './listName';
import { SaveContactList } from '../../../../contract/statusCodes';

interface Props {
  /** -1 for a new list. */
  contactListId: number;
  name: string;
  /** Names of the account's other lists. */
  takenNames: readonly string[];
  onSaved: (contactListId: number) => void;
}

export function ListNameForm({ contactListId, name, takenNames, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string }>();
  const [save, { isLoading }] = useSaveContactListMutation();

  useEffect(() => {

    form.setFieldsValue({ name });

  }, [form, name]);

  const validateName = (_: unknown, value: string | undefined) => {
    const problem = listNameProblemAmong(value ?? '', takenNames);
    return problem ? Promise.reject(new Error(t(problem))) : Promise.resolve();
  };

  const submit = async ({ name: typed }: { name: string }) => {
    const answer = await save({ body: { contactListId, name: typed.trim() } }).unwrap();
    const savedId = answer.data?.contactListId;
    if (answer.data?.status === SaveContactList.saved && savedId !== undefined) onSaved(savedId);
  };

  return (
    <Form form={form} layout="inline" onFinish={(values) => void submit(values).catch(() => undefined)} initialValues={{ name }} style={{ rowGap: 8 }}>
      <Form.Item name="name" label={t('contacts.listForm.name')} rules={[{ validator: validateName }]} validateTrigger="onSubmit">
        <Input maxLength={maxListNameLength} placeholder={t('contacts.listForm.namePlaceholder')} style={{ minWidth: 220 }} />
      </Form.Item>
      <Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            {contactListId === -1 ? t('contacts.listForm.create') : t('contacts.listForm.rename')}
          </Button>
        </Flex>
      </Form.Item>
    </Form>
  );
}
