/**
 * Create or edit one template. The dynamic-field rules (at most 10, never at the very start)
 * are checked as the user types, with the domain's rules, so a refused save is rare; the
 * server checks them again and its answer is shown by the base query.
 */
import { Alert, Button, Flex, Form, Input, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldCount, maxDynamicFieldsPerMessage, templateContentErrors, templateFieldNames } from '../templateContent';

export interface TemplateValues {
  name: string;
  content: string;
}

interface Props {
  initial: TemplateValues;
  saving: boolean;
  isNew: boolean;
  onSave: (values: TemplateValues) => void;
  onCancel: () => void;
  onUse?: () => void;
}

/** The contract's limits for a template (main/templates/save). */
const maxNameLength = 100;
const maxContentLength = 1005;

export function TemplateForm({ initial, saving, isNew, onSave, onCancel, onUse }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TemplateValues>();
  const [content, setContent] = useState(initial.content);
  const fields = templateFieldNames(content);

  const notBlank = (messageKey: string) => ({
    validator: (_: unknown, value?: string) => (value && value.trim() ? Promise.resolve() : Promise.reject(new Error(t(messageKey)))),
  });
  const fieldRules = {
    validator: (_: unknown, value?: string) => {
      const errors = templateContentErrors(value ?? '');
      return errors.length ? Promise.reject(new Error(errors.map((e) => t(e.key, e.values)).join(' '))) : Promise.resolve();
    },
  };

  return (
    <Form<TemplateValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      onValuesChange={(changed: Partial<TemplateValues>) => changed.content !== undefined && setContent(changed.content)}
      onFinish={(values) => onSave({ name: values.name.trim(), content: values.content })}
      requiredMark={false}
    >
      <Form.Item name="name" label={t('templates.form.name')} rules={[notBlank('templates.form.nameRequired')]}>
        <Input maxLength={maxNameLength} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="content"
        label={t('templates.form.content')}
        extra={t('templates.form.contentHint', { max: maxDynamicFieldsPerMessage })}
        rules={[notBlank('templates.form.contentRequired'), fieldRules]}
      >
        <Input.TextArea rows={6} maxLength={maxContentLength} showCount dir="auto" />
      </Form.Item>
      {fields.length > 0 && (
        <Alert
          type="info"
          style={{ marginBlockEnd: 16 }}
          title={t('templates.form.fieldsFound', { count: fieldCount(content), max: maxDynamicFieldsPerMessage })}
          description={
            <Flex gap={4} wrap>
              {fields.map((name) => (
                <Tag key={name}>
                  <bdi>[{name}]</bdi>
                </Tag>
              ))}
            </Flex>
          }
        />
      )}
      <Flex gap={8} wrap>
        <Button type="primary" htmlType="submit" loading={saving}>
          {isNew ? t('templates.form.create') : t('templates.form.save')}
        </Button>
        {onUse && <Button onClick={onUse}>{t('templates.list.use')}</Button>}
        <Button onClick={onCancel}>{t('templates.form.cancel')}</Button>
      </Flex>
    </Form>
  );
}
