/**
 * email-association: the addresses a customer sends mail-to-SMS from (super-admin/assigning-email),
 * up to three; the list replaces the customer's SMS-to-mail list, the one the mail listener reads.
 * An address another customer holds is refused and named here.
 */
import { Alert, Button, Flex, Form, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssignEmailsMutation } from '../../../api/generated/superAdmin';
import { useFeatureTexts } from '../../../i18n/useFeatureTexts';
import { PageLoading } from '../../../ui/PageLoading';
import { CustomerField } from './CustomerField';

interface Values {
  userId: number;
  emails: string[];
}

const looksLikeEmail = (e: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e) && e.length <= 254;

export default function EmailAssociation() {
  const ready = useFeatureTexts('settingsNumbers', 'superAdmin');
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [taken, setTaken] = useState<string[]>([]);
  const [assign, assigning] = useAssignEmailsMutation();
  if (!ready) return <PageLoading />;

  const submit = async (v: Values) => {
    setTaken([]);
    const answer = await assign({ body: { userId: v.userId, emails: v.emails.map((e) => e.trim()) } }).unwrap().then((r) => r.data, () => undefined);
    setTaken(answer?.takenEmails ?? []);
  };

  return (
    <Flex vertical gap={16}>
      <Form<Values> form={form} layout="vertical" style={{ maxWidth: 560 }} initialValues={{ emails: [] }} onFinish={(v) => void submit(v)}>
        <CustomerField />
        <Form.Item
          name="emails"
          label={t('settingsNumbers.emails.label')}
          extra={t('settingsNumbers.emails.hint')}
          rules={[
            {
              validator: async (_r, value: string[] | undefined) => {
                const list = value ?? [];
                if (list.length > 3) throw new Error(t('settingsNumbers.emails.tooMany'));
                const bad = list.find((e) => !looksLikeEmail(e.trim()));
                if (bad) throw new Error(t('settingsNumbers.emails.invalid', { email: bad }));
              },
            },
          ]}
        >
          <Select mode="tags" tokenSeparators={[',', ' ']} open={false} suffixIcon={null} aria-label={t('settingsNumbers.emails.label')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={assigning.isLoading}>
          {t('settingsNumbers.emails.submit')}
        </Button>
      </Form>
      {taken.length > 0 && <Alert type="error" showIcon title={t('settingsNumbers.emails.taken', { emails: taken.join(', ') })} />}
    </Flex>
  );
}
