/**
 * move-associated-numbers: attach a reply number to a customer, or take it from the customer who
 * holds it (super-admin/save-attach-number with moveFromOtherUser); release one after a confirm
 * (delete-attach-number). Replies to the number reach its holder while it is held. The
 * customer's reply numbers are listed; the files of a short number are read below.
 */
import { Button, Checkbox, Flex, Form, Input, InputNumber } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { replyNumberHold } from '../../../../domain/replyNumbers';
import { useDeleteAttachNumberMutation, useSaveAttachNumberMutation } from '../../../api/generated/superAdmin';
import { useFeatureTexts } from '../../../i18n/useFeatureTexts';
import { confirm } from '../../../state/confirmModal';
import { useAppDispatch } from '../../../state/hooks';
import { PageLoading } from '../../../ui/PageLoading';
import { AssignedNumbersTable } from './AssignedNumbersTable';
import { CustomerField } from './CustomerField';
import './numbersApi';
import { ShortcutFiles } from './ShortcutFiles';
import { SaveAttachNumber } from '../../../../contract/statusCodes';

interface Values {
  userId: number;
  number: string;
  permanent: boolean;
  holdDays: number;
  moveFromOtherUser: boolean;
}

export default function MoveAssociatedNumbers() {
  const ready = useFeatureTexts('settingsNumbers', 'superAdmin');
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<Values>();
  const [customer, setCustomer] = useState<number | undefined>();
  const [save, saving] = useSaveAttachNumberMutation();
  const [release] = useDeleteAttachNumberMutation();
  const permanent = Form.useWatch('permanent', form);
  if (!ready) return <PageLoading />;

  const submit = async (v: Values) => {
    const number = v.number.replace(/[\s-]/g, '');
    const body = { userId: v.userId, number, permanent: v.permanent, moveFromOtherUser: v.moveFromOtherUser, ...(!v.permanent && { holdDays: v.holdDays }) };
    const answer = await save({ body }).unwrap().then((r) => r.data, () => undefined);
    if (answer?.status === SaveAttachNumber.attachedSaved) form.resetFields(['number', 'moveFromOtherUser']);
  };

  const releaseNumber = async (number: string) => {
    if (customer === undefined) return;
    const ok = await dispatch(confirm({ type: 'confirm', title: 'settingsNumbers.move.releaseConfirmTitle', message: 'settingsNumbers.move.releaseConfirm', messageValues: { number } }));
    if (ok !== true) return;
    await release({ body: { userId: customer, number: number.replace(/\D/g, '') } }).unwrap().catch(() => undefined);
  };

  return (
    <Flex vertical gap={24}>
      <Form<Values> form={form} layout="vertical" style={{ maxWidth: 560 }} initialValues={{ permanent: false, holdDays: replyNumberHold.defaultDays, moveFromOtherUser: false }} onFinish={(v) => void submit(v)}>
        <CustomerField onChosen={setCustomer} />
        <Form.Item name="number" label={t('settingsNumbers.move.number')} rules={[{ required: true, pattern: /^[0-9\s-]{9,20}$/, message: t('settingsNumbers.numbers.required') }]}>
          <Input dir="ltr" inputMode="tel" />
        </Form.Item>
        <Form.Item name="permanent" valuePropName="checked">
          <Checkbox>{t('settingsNumbers.assign.permanent')}</Checkbox>
        </Form.Item>
        <Form.Item name="holdDays" label={t('settingsNumbers.assign.holdDays')} extra={t('settingsNumbers.assign.holdDaysHint')}>
          <InputNumber min={1} max={3650} precision={0} disabled={permanent} />
        </Form.Item>
        <Form.Item name="moveFromOtherUser" valuePropName="checked">
          <Checkbox>{t('settingsNumbers.move.moveFromOther')}</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving.isLoading}>
          {t('settingsNumbers.move.submit')}
        </Button>
      </Form>
      {customer !== undefined && (
        <AssignedNumbersTable
          userId={customer}
          type="attached"
          title={t('settingsNumbers.move.customerNumbers')}
          empty={t('settingsNumbers.move.none')}
          action={(row) => (
            <Button size="small" danger onClick={() => void releaseNumber(row.number ?? '')}>
              {t('settingsNumbers.move.release')}
            </Button>
          )}
        />
      )}
      <ShortcutFiles />
    </Flex>
  );
}
