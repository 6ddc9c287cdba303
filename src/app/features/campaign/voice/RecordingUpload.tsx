/**
 * Uploading the recording: the browser refuses a file that is not an mp3 or wav or is over 6 MB
 * before sending it; while the server receives, reads and converts it a progress bar runs; the
 * kept recording then shows with its length and a player.
 */
import { UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Progress, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import type { VoiceFile } from '../../../api/generated/campaigns';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { RecordingPlayer } from './RecordingPlayer';
import type { UploadingFile } from './useRecording';
import { acceptedRecordings } from './voiceMessage';

interface Props {
  recording: VoiceFile | null;
  uploading: UploadingFile | null;
  onPick: (file: File) => void;
  onRemove: () => void;
}

export function RecordingUpload({ recording, uploading, onPick, onRemove }: Props) {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">{t('campaign.voice.upload.help')}</Typography.Text>
      <Flex gap={8} wrap>
        <Upload
          accept={acceptedRecordings}
          showUploadList={false}
          disabled={uploading !== null}
          beforeUpload={(file) => {
            onPick(file);
            // The hook sends it through the API (multipart, with the session); antd must not.
            return false;
          }}
        >
          <Button icon={<UploadOutlined aria-hidden />} loading={uploading !== null}>
            {t(recording ? 'campaign.voice.upload.replace' : 'campaign.voice.upload.choose')}
          </Button>
        </Upload>
        {recording && !uploading && <Button onClick={onRemove}>{t('campaign.voice.recording.remove')}</Button>}
      </Flex>
      {uploading && (
        <Flex vertical gap={2}>
          <Typography.Text>{t('campaign.voice.upload.progress', { name: uploading.name, size: number(Math.round(uploading.size / 1024)) })}</Typography.Text>
          {/* fetch reports no bytes sent: the bar runs while the server receives and converts the file. */}
          <Progress percent={100} status="active" showInfo={false} aria-label={t('campaign.voice.upload.progressLabel')} />
        </Flex>
      )}
      {recording && !uploading && <RecordingPlayer recording={recording} />}
    </Flex>
  );
}
