/**
 * Correcting a sender-name request's declaration text and the manager's comment, keeping its
 * state (super-admin/save-source-number-text). The base query shows the outcome.
 */
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SuperAdminSourceNameRequest } from '../../../api/generated/superAdmin';
import { useSaveSourceNumberTextMutation } from '../../../api/generated/superAdmin';
import './SenderNamesTags';

interface Values {
  text: string;
  comment: string;
}

export function SenderNameDecisionForm({ request, onClose }: { request: SuperAdminSourceNameRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [save, { isLoading }] = useSaveSourceNumberTextMutation();
  const submit = async (values: Values) => {
    const result = await save({ body: { requestId: request.id!, status: request.status ?? 'pending', text: values.text, comment: values.comment } });
    if ('data' in result) onClose();
  };
  return (
    <Modal open title={t('settingsSenders.editTitle', { name: request.sourceName })} okText={t('settingsSenders.save')} cancelText={t('settingsSenders.cancel')} confirmLoading={isLoading} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ text: request.text ?? '', comment: request.comment ?? '' }} onFinish={(v) => void submit(v)}>
        <Form.Item name="text" label={t('settingsSenders.declaration')} rules={[{ max: 5000, message: t('settingsSenders.declarationTooLong') }]}>
          <Input.TextArea rows={6} />
        </Form.Item>
        <Form.Item name="comment" label={t('settingsSenders.comment')} rules={[{ max: 1000, message: t('settingsSenders.commentTooLong') }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
