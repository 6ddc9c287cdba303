/**
 * The voice validation pass's summary, shown before any call is placed: how many calls, the
 * units each costs (one per started minute of the recording), their product in credits from the
 * voice balance and what remains of it — in the composer's one confirm frame.
 */
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmSendModal } from '../send/ConfirmSendModal';
import { durationText } from './voiceMessage';

type Props = Omit<ComponentProps<typeof ConfirmSendModal>, 'channel'>;

export function VoiceConfirmModal(props: Props) {
  const { t } = useTranslation();
  return (
    <ConfirmSendModal
      {...props}
      channel={{
        title: t('campaign.voice.confirm.title'),
        okText: t('campaign.voice.confirm.send'),
        rows: (summary, n) => [
          { key: 'calls', label: t('campaign.voice.confirm.calls'), children: n(summary.recipients) },
          { key: 'recording', label: t('campaign.voice.confirm.recording'), children: summary.recordingSeconds === undefined ? '—' : durationText(summary.recordingSeconds) },
          { key: 'units', label: t('campaign.voice.confirm.unitsPerCall'), children: n(summary.unitsPerCall) },
          {
            key: 'credits',
            label: t('campaign.voice.confirm.credits'),
            children: t('campaign.voice.confirm.creditsSum', { calls: n(summary.recipients), units: n(summary.unitsPerCall), credits: n(summary.credits) }),
          },
          { key: 'remaining', label: t('campaign.voice.confirm.remaining'), children: n(summary.remainingCredits) },
        ],
      }}
    />
  );
}
