/** A kept recording: its name, how long it plays, and a player to listen before sending. */
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { VoiceFile } from '../../../api/generated/campaigns';
import { durationText } from './voiceMessage';

export function RecordingPlayer({ recording }: { recording: VoiceFile }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={4}>
      {recording.originalName && <Typography.Text strong><bdi>{recording.originalName}</bdi></Typography.Text>}
      <Typography.Text>{t('campaign.voice.recording.duration', { duration: durationText(recording.duration ?? 0) })}</Typography.Text>
      {/* The player's own controls; the audio is the server's playback of the kept recording. */}
      <audio controls preload="metadata" src={recording.fullPath} aria-label={t('campaign.voice.recording.player')} style={{ maxWidth: '100%' }} />
    </Flex>
  );
}
