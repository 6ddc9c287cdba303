/** The customer a numbers screen acts on: the shared picker, required. */
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { CustomerPicker } from '../../../ui/CustomerPicker';

export function CustomerField({ onChosen }: { onChosen?: (userId: number) => void }) {
  const { t } = useTranslation();
  return (
    <Form.Item name="userId" label={t('settingsNumbers.customer.label')} rules={[{ required: true, message: t('settingsNumbers.customer.required') }]}>
      <CustomerPicker aria-label={t('settingsNumbers.customer.label')} onChange={onChosen} />
    </Form.Item>
  );
}
