/** A box of numbers, checked as the contract checks them before anything is sent. */
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { badNumbers, typedNumbers } from './typedNumbers';

export function NumbersField() {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="numbers"
      label={t('settingsNumbers.numbers.label')}
      rules={[
        { required: true, message: t('settingsNumbers.numbers.required') },
        {
          validator: async (_rule, value: string | undefined) => {
            const bad = badNumbers(typedNumbers(value ?? ''));
            if (bad.length) throw new Error(t('settingsNumbers.numbers.invalid', { numbers: bad.join(', ') }));
          },
        },
      ]}
    >
      <Input.TextArea dir="ltr" rows={4} />
    </Form.Item>
  );
}
