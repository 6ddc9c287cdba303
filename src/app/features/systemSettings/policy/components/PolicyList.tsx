/**
 * One list of the policy screen (the prohibited words, the forbidden senders): its title and
 * intro, one field and a button that adds an entry (emptied once added), then its table.
 */
import { Button, Flex, Form, Input, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The list's texts under settingsPolicy (title, intro, add, required) and its field's label key; also names the form, so two lists keep their fields' ids apart. */
  list: 'words' | 'sources';
  field: 'word' | 'source';
  maxLength: number;
  busy: boolean;
  /** Answers whether it was added, so the field empties only then. */
  onAdd: (text: string) => Promise<boolean>;
  children: ReactNode;
}

export function PolicyList({ list, field, maxLength, busy, onAdd, children }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ text: string }>();
  const submit = async ({ text }: { text: string }) => {
    if (await onAdd(text.trim())) form.resetFields();
  };
  return (
    <Flex vertical gap={12}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t(`settingsPolicy.${list}.title`)}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t(`settingsPolicy.${list}.intro`)}
      </Typography.Paragraph>
      <Form form={form} name={list} layout="inline" onFinish={(values) => void submit(values)}>
        <Form.Item name="text" label={t(`settingsPolicy.${list}.${field}`)} rules={[{ required: true, whitespace: true, message: t(`settingsPolicy.${list}.required`) }]}>
          <Input maxLength={maxLength} style={{ width: 240 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t(`settingsPolicy.${list}.add`)}
        </Button>
      </Form>
      {children}
    </Flex>
  );
}
