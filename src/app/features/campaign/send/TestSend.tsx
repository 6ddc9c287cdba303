/**
 * A test send (campaigns/send-example-campaign) to up to 3 numbers before the real one: they
 * get the text as the first recipient will, charged like any message. Outcomes are the base
 * query's status messages (sent, not enough credits, forbidden text ...).
 */
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendExampleCampaignMutation } from '../../../api/generated/campaigns';
import { toRequest, type CampaignForm } from '../campaignForm';
import { PhonesInput } from '../destinations/PhonesInput';
import { SendExampleCampaign } from '../../../../contract/statusCodes';

/** The contract's limit (section 9: "Test send: up to 3 numbers"). */
export const maxTestNumbers = 3;

export function TestSend({ form, disabled }: { form: CampaignForm; disabled: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [phones, setPhones] = useState<string[]>([]);
  const [sendExample, state] = useSendExampleCampaignMutation();
  const tooMany = phones.length > maxTestNumbers;

  const send = () => {
    // The campaign as it stands; its timing and draft flags mean nothing to a test.
    const { validation: _validation, isDraft: _isDraft, ...campaign } = toRequest(form, { validation: false });
    void sendExample({ body: { ...campaign, phones } })
      .unwrap()
      .then((answer) => {
        if (answer.data?.status === SendExampleCampaign.sent) {
          setOpen(false);
          setPhones([]);
        }
      })
      .catch(() => undefined);
  };

  if (!open) {
    return (
      <Button size="large" onClick={() => setOpen(true)} disabled={disabled}>
        {t('campaign.testSend.open')}
      </Button>
    );
  }
  return (
    <Card size="small" title={t('campaign.testSend.open')} style={{ maxWidth: 520 }}>
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">{t('campaign.testSend.hint')}</Typography.Text>
        <PhonesInput value={phones} onChange={setPhones} label={t('campaign.testSend.numbers')} />
        {tooMany && <Alert type="error" showIcon title={t('campaign.testSend.tooMany')} />}
        <Button type="primary" onClick={send} loading={state.isLoading} disabled={disabled || phones.length === 0 || tooMany || !form.content.trim()}>
          {t('campaign.testSend.send')}
        </Button>
      </Flex>
    </Card>
  );
}
