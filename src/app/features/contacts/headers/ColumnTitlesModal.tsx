/**
 * Editing the chosen list's column titles. They are saved with the list's name through
 * save-contact-list; the refreshed page data then titles the contacts table with them
 * (the display-name column with fields 1 and 2 together).
 */
import { Col, Form, Input, Modal, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ContactsPageList } from '../../../api/generated/contacts';
import { useSaveContactListMutation } from '../../../api/generated/contacts';
import { fieldTitle } from '../components/contactColumns';
import '../contactsApi';
import { maxTitleLength, titledFieldCount, titlesForForm, titlesToSave } from './columnTitles';
import { SaveContactList } from '../../../../contract/statusCodes';

type Values = { titles: string[] };
const indexes = Array.from({ length: titledFieldCount }, (_, i) => i);

export function ColumnTitlesModal({ open, onClose, list }: { open: boolean; onClose: () => void; list: ContactsPageList }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [save, { isLoading }] = useSaveContactListMutation();

  const submit = async ({ titles }: Values) => {
    const answer = await save({ body: { contactListId: list.id, name: list.name, headers: titlesToSave(titles) } }).unwrap();
    if (answer.data?.status === SaveContactList.saved) onClose();
  };

  return (
    <Modal
      open={open}
      title={t('contacts.headers.title')}
      okText={t('common.actions.save')}
      cancelText={t('common.actions.cancel')}
      okButtonProps={{ loading: isLoading }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('contacts.headers.help')}</Typography.Paragraph>
      <Form<Values> form={form} layout="vertical" initialValues={{ titles: titlesForForm(list.headers) }} onFinish={(values) => void submit(values).catch(() => undefined)}>
        <Row gutter={12}>
          {indexes.map((i) => (
            <Col xs={24} sm={12} key={i}>
              <Form.Item name={['titles', i]} label={i === titledFieldCount - 1 ? t('contacts.headers.birthDateLabel') : t('contacts.headers.fieldLabel', { n: i + 1 })}>
                <Input maxLength={maxTitleLength} placeholder={fieldTitle(t, undefined, i)} />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form>
    </Modal>
  );
}
