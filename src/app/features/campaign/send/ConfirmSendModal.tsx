/** The validation pass's summary, shown before anything is sent: to whom, how much, when. */
import { Descriptions, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CampaignsSendSummary } from '../../../api/generated/campaigns';
import { useNumberFormat } from '../../../ui/useNumberFormat';

interface Props {
  summary: CampaignsSendSummary | null;
  sending: boolean;
  onOk: () => void;
  onCancel: () => void;
}

export function ConfirmSendModal({ summary, sending, onOk, onCancel }: Props) {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const n = (v: number | undefined) => (v === undefined ? '—' : number(v));
  return (
    <Modal
      open={summary !== null}
      title={t('campaign.confirm.title')}
      okText={t('campaign.confirm.send')}
      cancelText={t('campaign.confirm.back')}
      confirmLoading={sending}
      onOk={onOk}
      onCancel={onCancel}
      destroyOnHidden
    >
      {summary && (
        <Descriptions
          column={1}
          size="small"
          bordered
          items={[
            { key: 'recipients', label: t('campaign.confirm.recipients'), children: n(summary.recipients) },
            { key: 'parts', label: t('campaign.confirm.parts'), children: n(summary.parts) },
            { key: 'credits', label: t('campaign.confirm.credits'), children: n(summary.credits) },
            { key: 'remaining', label: t('campaign.confirm.remaining'), children: n(summary.remainingCredits) },
            { key: 'time', label: t('campaign.confirm.sendTime'), children: <bdi>{summary.sendTime ?? t('campaign.confirm.now')}</bdi> },
          ]}
        />
      )}
    </Modal>
  );
}
