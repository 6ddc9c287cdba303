/** Who gets the message: contact lists, single contacts and typed numbers, with a running total. */
import { Card, Flex, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { totalRecipients, type CampaignForm } from '../campaignForm';
import { ContactPicker } from './ContactPicker';
import { ListPicker } from './ListPicker';
import { PhonesInput } from './PhonesInput';

type Fields = Pick<CampaignForm, 'lists' | 'contacts' | 'phones'>;

export function DestinationsSection({ form, onChange }: { form: CampaignForm; onChange: (patch: Partial<Fields>) => void }) {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  return (
    <Card title={t('campaign.destinations.title')} extra={<span aria-live="polite">{t('campaign.destinations.total', { total: number(totalRecipients(form)) })}</span>}>
      <Flex vertical gap={4}>
        <Form.Item label={t('campaign.destinations.lists')} layout="vertical" style={{ marginBottom: 12 }}>
          <ListPicker value={form.lists} onChange={(lists) => onChange({ lists })} />
        </Form.Item>
        <Form.Item label={t('campaign.destinations.contacts')} layout="vertical" style={{ marginBottom: 12 }}>
          <ContactPicker value={form.contacts} onChange={(contacts) => onChange({ contacts })} />
        </Form.Item>
        <Form.Item label={t('campaign.destinations.phones')} layout="vertical" style={{ marginBottom: 0 }}>
          <PhonesInput value={form.phones} onChange={(phones) => onChange({ phones })} />
        </Form.Item>
      </Flex>
    </Card>
  );
}
