/**
 * The validation pass's summary, shown before anything is sent: to whom, how much, when. A
 * text campaign shows parts and credits; a voice one (voice/VoiceConfirmModal.tsx) gives its
 * own title and rows for calls, the recording and units — the frame, the send time and the
 * quiet-hours notice are one.
 */
import { Descriptions, Modal, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CampaignsSendSummary } from '../../../api/generated/campaigns';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { QuietHoursNotice } from '../../../ui/QuietHoursNotice';

type Rows = NonNullable<DescriptionsProps['items']>;

interface Props {
  summary: CampaignsSendSummary | null;
  sending: boolean;
  onOk: () => void;
  onCancel: () => void;
  /** A channel's own title, button and rows before the send time (text by default). */
  channel?: { title: string; okText: string; rows: (summary: CampaignsSendSummary, n: (v: number | undefined) => string) => Rows };
}

export function ConfirmSendModal({ summary, sending, onOk, onCancel, channel }: Props) {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const n = (v: number | undefined) => (v === undefined ? '—' : number(v));
  const textRows = (s: CampaignsSendSummary): Rows => [
    { key: 'recipients', label: t('campaign.confirm.recipients'), children: n(s.recipients) },
    { key: 'parts', label: t('campaign.confirm.parts'), children: n(s.parts) },
    { key: 'credits', label: t('campaign.confirm.credits'), children: n(s.credits) },
    { key: 'remaining', label: t('campaign.confirm.remaining'), children: n(s.remainingCredits) },
  ];
  return (
    <Modal
      open={summary !== null}
      title={channel?.title ?? t('campaign.confirm.title')}
      okText={channel?.okText ?? t('campaign.confirm.send')}
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
            ...(channel ? channel.rows(summary, n) : textRows(summary)),
            { key: 'time', label: t('campaign.confirm.sendTime'), children: <bdi>{summary.sendTime ?? t('campaign.confirm.now')}</bdi> },
          ]}
        />
      )}
      <QuietHoursNotice notice={summary?.quietHours} />
    </Modal>
  );
}
