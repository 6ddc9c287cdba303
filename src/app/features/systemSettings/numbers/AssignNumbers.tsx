/**
 * assign-numbers: give a customer system, reply or short numbers (super-admin/assigning-numbers)
 * or register resold ones (insert-special-numbers). A reply number is held 5 days unless made
 * permanent or given another hold (src/domain/replyNumbers.ts). Numbers held by another customer
 * are not taken: they are listed (three a line for resold numbers). The outcome is the status
 * table's; the numbers held now are listed below, with their export.
 */
import { Alert, Button, Checkbox, Flex, Form, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { replyNumberHold } from '../../../../domain/replyNumbers';
import { useAssignNumbersMutation, useInsertSpecialNumbersMutation, type SuperAdminAssignedNumber } from '../../../api/generated/superAdmin';
import { useFeatureTexts } from '../../../i18n/useFeatureTexts';
import { PageLoading } from '../../../ui/PageLoading';
import { AssignedNumbersTable } from './AssignedNumbersTable';
import { CustomerField } from './CustomerField';
import { NotResoldModal, type NotResold } from './NotResoldModal';
import { NumbersExport } from './NumbersExport';
import { NumbersField } from './NumbersField';
import './numbersApi';
import { typedNumbers } from './typedNumbers';

type Kind = 'system' | 'attached' | 'shortcut' | 'special';

interface Values {
  userId: number;
  type: Kind;
  numbers: string;
  permanent: boolean;
  holdDays: number;
}

export default function AssignNumbers() {
  const ready = useFeatureTexts('settingsNumbers', 'superAdmin');
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [customer, setCustomer] = useState<number | undefined>();
  const [notAssigned, setNotAssigned] = useState<SuperAdminAssignedNumber[]>([]);
  const [notResold, setNotResold] = useState<NotResold | null>(null);
  const [assign, assigning] = useAssignNumbersMutation();
  const [resell, reselling] = useInsertSpecialNumbersMutation();
  const type = Form.useWatch('type', form);
  const permanent = Form.useWatch('permanent', form);
  if (!ready) return <PageLoading />;

  const submit = async (values: Values) => {
    const numbers = typedNumbers(values.numbers);
    setNotAssigned([]);
    if (values.type === 'special') {
      const answer = await resell({ body: { userId: values.userId, numbers } }).unwrap().then((r) => r.data, () => undefined);
      if (!answer) return;
      if (answer.invalid_sim.length || answer.in_process.length) setNotResold({ invalid: answer.invalid_sim, inProcess: answer.in_process });
      else form.resetFields(['numbers']);
      return;
    }
    const hold = values.type === 'attached' ? { permanent: values.permanent, ...(!values.permanent && { holdDays: values.holdDays }) } : {};
    const answer = await assign({ body: { userId: values.userId, numbers, type: values.type, ...hold } }).unwrap().then((r) => r.data, () => undefined);
    if (!answer) return;
    setNotAssigned(answer.notAssigned ?? []);
    if (!answer.notAssigned?.length) form.resetFields(['numbers']);
  };

  return (
    <Flex vertical gap={24}>
      <Form<Values> form={form} layout="vertical" style={{ maxWidth: 560 }} initialValues={{ type: 'system', permanent: false, holdDays: replyNumberHold.defaultDays }} onFinish={(v) => void submit(v)}>
        <CustomerField onChosen={setCustomer} />
        <Form.Item name="type" label={t('settingsNumbers.assign.type')}>
          <Select<Kind> options={(['system', 'attached', 'shortcut', 'special'] as const).map((k) => ({ value: k, label: t(`settingsNumbers.assign.types.${k}`) }))} />
        </Form.Item>
        <NumbersField />
        {type === 'attached' && (
          <>
            <Form.Item name="permanent" valuePropName="checked">
              <Checkbox>{t('settingsNumbers.assign.permanent')}</Checkbox>
            </Form.Item>
            <Form.Item name="holdDays" label={t('settingsNumbers.assign.holdDays')} extra={t('settingsNumbers.assign.holdDaysHint')}>
              <InputNumber min={1} max={3650} precision={0} disabled={permanent} />
            </Form.Item>
          </>
        )}
        <Button type="primary" htmlType="submit" loading={assigning.isLoading || reselling.isLoading}>
          {t('settingsNumbers.assign.submit')}
        </Button>
      </Form>
      {notAssigned.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('settingsNumbers.assign.notAssignedTitle')}
          description={
            <ul>
              {notAssigned.map((n) => (
                <li key={n.number}>{n.username ? t('settingsNumbers.assign.heldBy', { number: n.number, username: n.username }) : <bdi dir="ltr">{n.number}</bdi>}</li>
              ))}
            </ul>
          }
        />
      )}
      <NotResoldModal notResold={notResold} onClose={() => setNotResold(null)} />
      <NumbersExport userId={customer} />
      <AssignedNumbersTable userId={customer} title={t('settingsNumbers.assign.assignedTitle')} empty={customer === undefined ? undefined : t('settingsNumbers.move.none')} />
    </Flex>
  );
}
