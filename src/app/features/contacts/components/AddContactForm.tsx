/** One contact typed in: the phone (required, a valid list phone), fields 1 to 5, a birth date, an e-mail. */
import { Button, Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { parseListDate } from '../../../../domain/contactFields';
import { normalizeListPhone } from '../../../../domain/phones';
import type { ContactsContactInput } from '../../../api/generated/contacts';
import { useAddNewContactsMutation } from '../../../api/generated/contacts';
import { fieldTitle } from './contactColumns';
import { AddNewContacts } from '../../../../contract/statusCodes';

type Values = { phone: string; birthDate?: string; email?: string } & Partial<Record<'f1' | 'f2' | 'f3' | 'f4' | 'f5', string>>;
const textFields = ['f1', 'f2', 'f3', 'f4', 'f5'] as const;

export function AddContactForm({ listId, headers }: { listId: number; headers?: string[] }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [add, { isLoading }] = useAddNewContactsMutation();

  const submit = async (values: Values) => {
    const contact: ContactsContactInput = {
      PHONE: normalizeListPhone(values.phone) ?? values.phone,
      DYNAMIC_FIELD1: values.f1?.trim() || undefined,
      DYNAMIC_FIELD2: values.f2?.trim() || undefined,
      DYNAMIC_FIELD3: values.f3?.trim() || undefined,
      DYNAMIC_FIELD4: values.f4?.trim() || undefined,
      DYNAMIC_FIELD5: values.f5?.trim() || undefined,
      DYNAMIC_FIELD6: values.birthDate?.trim() ? (parseListDate(values.birthDate) ?? undefined) : undefined,
      EMAIL: values.email?.trim() || undefined,
    };
    const answer = await add({ body: { arr: [contact], contact_list_id: listId } }).unwrap();
    if (answer.data?.status === AddNewContacts.saved) form.resetFields();
  };

  return (
    <Form form={form} layout="vertical" onFinish={(values) => void submit(values).catch(() => undefined)}>
      <Row gutter={12}>
        <Col xs={24} md={8}>
          <Form.Item
            name="phone"
            label={t('contacts.fields.phone')}
            rules={[
              { required: true, message: t('common.validation.required') },
              { validator: (_, v: string | undefined) => (!v || normalizeListPhone(v) ? Promise.resolve() : Promise.reject(new Error(t('errors.lists.invalidPhone')))) },
            ]}
          >
            <Input inputMode="tel" dir="ltr" />
          </Form.Item>
        </Col>
        {textFields.map((name, index) => (
          <Col xs={24} md={8} key={name}>
            <Form.Item name={name} label={fieldTitle(t, headers, index)}>
              <Input />
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} md={8}>
          <Form.Item
            name="birthDate"
            label={fieldTitle(t, headers, 5)}
            rules={[{ validator: (_, v: string | undefined) => (!v?.trim() || parseListDate(v) ? Promise.resolve() : Promise.reject(new Error(t('errors.lists.invalidDate')))) }]}
          >
            <Input placeholder={t('contacts.addForm.datePlaceholder')} dir="ltr" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="email" label={t('contacts.fields.email')} rules={[{ type: 'email', message: t('common.validation.email') }]}>
            <Input type="email" dir="ltr" />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={isLoading}>
        {t('contacts.addForm.submit')}
      </Button>
    </Form>
  );
}
