/** The text of a prohibited word changed (blacklist-word-update); closed once saved. */
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUpdateBlacklistWordMutation, type ProhibitedWord } from '../../../../api/generated/superAdmin';
import { UpdateBlacklistWord } from '../../../../../contract/statusCodes';

export function WordEditModal({ word, onClose }: { word: ProhibitedWord; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ word: string }>();
  const [update, updating] = useUpdateBlacklistWordMutation();
  const save = async ({ word: text }: { word: string }) => {
    const answer = await update({ body: { id: word.id!, word: text.trim() } }).unwrap();
    if (answer.data?.status === UpdateBlacklistWord.updated) onClose();
  };
  return (
    <Modal open title={t('settingsPolicy.words.editTitle')} okText={t('settingsPolicy.words.save')} cancelText={t('settingsPolicy.words.cancel')} confirmLoading={updating.isLoading} onCancel={onClose} onOk={() => form.submit()}>
      <Form form={form} layout="vertical" initialValues={{ word: word.word }} onFinish={(values) => void save(values).catch(() => undefined)}>
        <Form.Item name="word" label={t('settingsPolicy.words.word')} rules={[{ required: true, whitespace: true, message: t('settingsPolicy.words.required') }]}>
          <Input maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
