/** Who gets the message: contact lists, single contacts, typed and pasted numbers and files, with a running total. */
import { Card, Flex } from 'antd';
import { Field } from '../../../ui/Field';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { totalRecipients, type CampaignForm } from '../campaignForm';
import { ContactPicker } from './ContactPicker';
import { DestinationFile } from './DestinationFile';
import { ListPicker } from './ListPicker';
import { PastedNumbers } from './PastedNumbers';
import { PhonesInput } from './PhonesInput';
import { UploadedList } from './UploadedList';

type Fields = Pick<CampaignForm, 'lists' | 'contacts' | 'phones' | 'uploads'>;

interface Props {
  form: CampaignForm;
  onChange: (patch: Partial<Fields>) => void;
  campaignId?: number;
}

export function DestinationsSection({ form, onChange, campaignId }: Props) {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const item = (label: string, child: ReactNode) => (
    <Field label={label} style={{ marginBottom: 12 }}>
      {child}
    </Field>
  );
  const add = (upload: Fields['uploads'][number]) => onChange({ uploads: [...form.uploads.filter((u) => u.uploadId !== upload.uploadId), upload] });
  return (
    <Card title={t('campaign.destinations.title')} extra={<span aria-live="polite">{t('campaign.destinations.total', { total: number(totalRecipients(form)) })}</span>}>
      <Flex vertical gap={4}>
        {item(t('campaign.destinations.lists'), <ListPicker value={form.lists} onChange={(lists) => onChange({ lists })} />)}
        {item(t('campaign.destinations.contacts'), <ContactPicker value={form.contacts} onChange={(contacts) => onChange({ contacts })} />)}
        {item(t('campaign.destinations.phones'), <PhonesInput value={form.phones} onChange={(phones) => onChange({ phones })} />)}
        {item(t('campaign.destinations.paste'), <PastedNumbers campaignId={campaignId} onAdd={add} />)}
        {item(t('campaign.destinations.file'), <DestinationFile campaignId={campaignId} onAdd={add} />)}
        <UploadedList value={form.uploads} onChange={(uploads) => onChange({ uploads })} campaignId={campaignId} />
      </Flex>
    </Card>
  );
}
