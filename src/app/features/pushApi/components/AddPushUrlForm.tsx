/**
 * Adds a push URL. The address's shape is checked here with the domain's rule; whether it is
 * public is the server's (it resolves the name), and its refusal is shown under the field too.
 */
import { Button, Card, Checkbox, Flex, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { isHttpUrl, pushUrlMaxLength } from '../../../../domain/pushUrls';
import type { AddNewPushUrlApiArg } from '../../../api/generated/users';

type PushUrlType = AddNewPushUrlApiArg['body']['type'];
type PushUrlService = AddNewPushUrlApiArg['body']['service'];

export interface NewPushUrl {
  url: string;
  type: PushUrlType;
  service: PushUrlService;
  comments: string;
  alarm: boolean;
}

const types: PushUrlType[] = ['delivery', 'incoming', 'click', 'unsubscribe'];
const services: PushUrlService[] = ['sms', 'voice', 'whatsapp'];
const maxCommentsLength = 500;
const initial: NewPushUrl = { url: '', type: 'delivery', service: 'sms', comments: '', alarm: false };

interface Props {
  adding: boolean;
  /** Resolves with the i18n key of why the server refused the address, or null when it was added. */
  onAdd: (values: NewPushUrl) => Promise<string | null>;
}

export function AddPushUrlForm({ adding, onAdd }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<NewPushUrl>();

  const urlRule = {
    validator: (_: unknown, value?: string) => {
      const text = (value ?? '').trim();
      if (!text) return Promise.reject(new Error(t('pushApi.add.urlRequired')));
      if (text.length > pushUrlMaxLength) return Promise.reject(new Error(t('pushApi.add.urlTooLong')));
      return isHttpUrl(text) ? Promise.resolve() : Promise.reject(new Error(t('pushApi.status.invalidUrl')));
    },
  };

  const submit = async (values: NewPushUrl) => {
    const refusal = await onAdd({ ...values, url: values.url.trim(), comments: (values.comments ?? '').trim() });
    if (refusal) form.setFields([{ name: 'url', errors: [t(refusal)] }]);
    else form.resetFields();
  };

  return (
    <Card title={t('pushApi.add.title')}>
      <Form<NewPushUrl> form={form} layout="vertical" initialValues={initial} requiredMark={false} onFinish={(values) => void submit(values)}>
        <Form.Item name="url" label={t('pushApi.add.url')} rules={[urlRule]} validateTrigger="onSubmit">
          <Input dir="ltr" inputMode="url" autoComplete="off" placeholder={t('pushApi.add.urlPlaceholder')} />
        </Form.Item>
        <Flex gap={16} wrap>
          <Form.Item name="type" label={t('pushApi.add.type')} style={{ minWidth: 200 }}>
            <Select options={types.map((value) => ({ value, label: t(`pushApi.types.${value}`) }))} />
          </Form.Item>
          <Form.Item name="service" label={t('pushApi.add.service')} style={{ minWidth: 160 }}>
            <Select options={services.map((value) => ({ value, label: t(`pushApi.services.${value}`) }))} />
          </Form.Item>
        </Flex>
        <Form.Item name="comments" label={t('pushApi.add.comments')} rules={[{ max: maxCommentsLength, message: t('pushApi.add.commentsTooLong') }]}>
          <Input.TextArea rows={2} dir="auto" />
        </Form.Item>
        <Form.Item name="alarm" valuePropName="checked">
          <Checkbox>{t('pushApi.add.alarm')}</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={adding}>
          {t('pushApi.add.submit')}
        </Button>
      </Form>
    </Card>
  );
}
