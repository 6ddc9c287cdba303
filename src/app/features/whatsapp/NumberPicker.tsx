/** The WhatsApp number a campaign or a template belongs to, with its state beside it. */
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WhatsAppPhoneState } from '../../api/generated/whatsapp';

export function NumberPicker({ phones, value, onChange }: { phones: WhatsAppPhoneState[]; value: string | undefined; onChange: (phone: string) => void }) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('whatsapp.page.number')} style={{ maxWidth: 420, marginBottom: 16 }}>
      <Select<string>
        aria-label={t('whatsapp.page.number')}
        value={value}
        onChange={onChange}
        options={phones.map((p) => ({ value: p.phone, label: `${p.phone} · ${t(`whatsapp.numberState.${p.state}`)}` }))}
      />
    </Form.Item>
  );
}
