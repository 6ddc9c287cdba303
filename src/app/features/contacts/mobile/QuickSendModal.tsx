/**
 * Quick-send settings of the chosen list (save-mobile-contact-list): the number the list is
 * bound to, who may send to it, the reply number and how recipients unsubscribe. Outcomes
 * (saved, invalid sender -2, reply number missing -3) are toasted by the base query.
 */
import { Form, Input, Modal, Radio, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ContactsPageList } from '../../../api/generated/contacts';
import { useSaveMobileContactListMutation } from '../../../api/generated/contacts';
import '../contactsApi';
import { formValuesOf, isListPhone, mobileDataOf, unsubscribeByReply, unsubscribeOptions, type MobileFormValues } from './mobileData';
import { SaveMobileContactList } from '../../../../contract/statusCodes';

export function QuickSendModal({ open, onClose, list }: { open: boolean; onClose: () => void; list: ContactsPageList }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<MobileFormValues>();
  const [save, { isLoading }] = useSaveMobileContactListMutation();

  const phoneRule = (_: unknown, v: string | undefined) => (!v?.trim() || isListPhone(v) ? Promise.resolve() : Promise.reject(new Error(t('errors.lists.invalidPhone'))));

  const submit = async (values: MobileFormValues) => {
    const answer = await save({ body: { contactListId: list.id, mobileData: mobileDataOf(values) } }).unwrap();
    if (answer.data?.status === SaveMobileContactList.saved) onClose();
  };

  return (
    <Modal
      open={open}
      title={t('contacts.mobileList.title', { name: list.name })}
      okText={t('common.actions.save')}
      cancelText={t('common.actions.cancel')}
      okButtonProps={{ loading: isLoading }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<MobileFormValues> form={form} layout="vertical" initialValues={formValuesOf(list.mobileData)} onFinish={(values) => void submit(values).catch(() => undefined)}>
        <Form.Item name="isServiceActive" label={t('contacts.mobileList.active')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="sourceNumber" label={t('contacts.mobileList.sourceNumber')} extra={t('contacts.mobileList.sourceNumberHelp')} rules={[{ validator: phoneRule }]}>
          <Input inputMode="tel" dir="ltr" />
        </Form.Item>
        <Form.Item
          name="permittedNumbers"
          label={t('contacts.mobileList.permittedNumbers')}
          extra={t('contacts.mobileList.permittedNumbersHelp')}
          rules={[
            {
              validator: (_, v: string[] | undefined) =>
                (v ?? []).every((n) => !n.trim() || isListPhone(n)) ? Promise.resolve() : Promise.reject(new Error(t('contacts.mobileList.permittedInvalid'))),
            },
          ]}
        >
          <Select mode="tags" open={false} tokenSeparators={[',', ' ', '\n']} aria-label={t('contacts.mobileList.permittedNumbers')} />
        </Form.Item>
        <Form.Item name="isAllowResponse" label={t('contacts.mobileList.allowResponse')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="unsubscribeOption" label={t('contacts.mobileList.unsubscribe')}>
          <Radio.Group options={unsubscribeOptions.map((o) => ({ value: o, label: t(`contacts.mobileList.unsubscribeOptions.${o}`) }))} />
        </Form.Item>
        <Form.Item
          name="attachedNumber"
          label={t('contacts.mobileList.attachedNumber')}
          dependencies={['unsubscribeOption']}
          rules={[
            { validator: phoneRule },
            ({ getFieldValue }) => ({
              validator: (_, v: string | undefined) =>
                getFieldValue('unsubscribeOption') !== unsubscribeByReply || v?.trim() ? Promise.resolve() : Promise.reject(new Error(t('contacts.mobile.unsubscribeNeedsReplyNumber'))),
            }),
          ]}
        >
          <Input inputMode="tel" dir="ltr" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
