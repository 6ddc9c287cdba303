/**
 * The voice validation pass's summary, shown before any call is placed: how many calls, the
 * units each costs (one per started minute of the recording), their product in credits from the
 * voice balance, what remains of it, and when the calls start.
 */
import { Descriptions, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CampaignsSendSummary } from '../../../api/generated/campaigns';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { durationText } from './voiceMessage';

interface Props {
  summary: CampaignsSendSummary | null;
  sending: boolean;
  onOk: () => void;
  onCancel: () => void;
}

export function VoiceConfirmModal({ summary, sending, onOk, onCancel }: Props) {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const n = (v: number | undefined) => (v === undefined ? '—' : number(v));
  return (
    <Modal
      open={summary !== null}
      title={t('campaign.voice.confirm.title')}
      okText={t('campaign.voice.confirm.send')}
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
            { key: 'calls', label: t('campaign.voice.confirm.calls'), children: n(summary.recipients) },
            { key: 'recording', label: t('campaign.voice.confirm.recording'), children: summary.recordingSeconds === undefined ? '—' : durationText(summary.recordingSeconds) },
            { key: 'units', label: t('campaign.voice.confirm.unitsPerCall'), children: n(summary.unitsPerCall) },
            {
              key: 'credits',
              label: t('campaign.voice.confirm.credits'),
              children: t('campaign.voice.confirm.creditsSum', { calls: n(summary.recipients), units: n(summary.unitsPerCall), credits: n(summary.credits) }),
            },
            { key: 'remaining', label: t('campaign.voice.confirm.remaining'), children: n(summary.remainingCredits) },
            { key: 'time', label: t('campaign.confirm.sendTime'), children: <bdi>{summary.sendTime ?? t('campaign.confirm.now')}</bdi> },
          ]}
        />
      )}
    </Modal>
  );
}
