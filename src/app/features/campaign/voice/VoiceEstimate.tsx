/**
 * The estimate before the check: calls × units per call (one unit per started minute of the
 * recording, domain/voice.ts callUnits), from the voice balance. The recipients are counted
 * before the server removes blacklisted, filtered and repeated numbers, so the confirm
 * dialog's figures may be lower.
 */
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { callUnits } from '../../../../domain/voice';
import type { VoiceFile } from '../../../api/generated/campaigns';
import { useNumberFormat } from '../../../ui/useNumberFormat';

export function VoiceEstimate({ recipients, recording }: { recipients: number; recording: VoiceFile | null }) {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  if (!recording || recipients === 0) return null;
  const units = callUnits((recording.duration ?? 0) * 1000);
  return <Typography.Text>{t('campaign.voice.estimate', { calls: number(recipients), units: number(units), credits: number(recipients * units) })}</Typography.Text>;
}
