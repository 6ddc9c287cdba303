/** One text and one button: how a prohibited word or a forbidden sender is added; emptied once added. */
import { Button, Form, Input, Space } from 'antd';

interface Props {
  /** Names the form, so two of them on one screen keep their fields' ids apart. */
  name: string;
  label: string;
  button: string;
  required: string;
  maxLength: number;
  busy: boolean;
  /** Answers whether it was added, so the field empties only then. */
  onAdd: (text: string) => Promise<boolean>;
}

export function AddOneForm({ name, label, button, required, maxLength, busy, onAdd }: Props) {
  const [form] = Form.useForm<{ text: string }>();
  const submit = async ({ text }: { text: string }) => {
    if (await onAdd(text.trim())) form.resetFields();
  };
  return (
    <Form form={form} name={name} layout="inline" onFinish={(values) => void submit(values)}>
      <Form.Item name="text" label={label} rules={[{ required: true, whitespace: true, message: required }]}>
        <Input maxLength={maxLength} style={{ width: 240 }} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={busy}>
          {button}
        </Button>
      </Space>
    </Form>
  );
}
