/**
 * What the calls play: a recording the user uploads, or one the server reads from text — never
 * both. Choosing one gives up the other: its recording is deleted and its text cleared, so the
 * campaign can only ever send the one the user sees.
 */
import { Alert, Card, Flex, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TtsLanguage } from '../../../../domain/voice';
import { RecordingUpload } from './RecordingUpload';
import { TextToSpeechFields } from './TextToSpeechFields';
import { useRecording } from './useRecording';
import type { RecordingSource, VoiceMessage } from './voiceMessage';

interface Props {
  voice: VoiceMessage;
  onChange: (change: Partial<VoiceMessage>) => void;
  campaignId: number | undefined;
  /** The problem to show under the field after a send was tried: none yet, or the server's -23. */
  problem: string | null;
}

export function VoiceMessageSection({ voice, onChange, campaignId, problem }: Props) {
  const { t } = useTranslation();
  const { uploadFile, readAloud, discard: deleteRecording, uploading, speaking, refusal, clearRefusal } = useRecording(campaignId);
  // Only what was made here is deleted: the saved campaign's own recording stays for it.
  const discard = (recording: VoiceMessage['recording']) => {
    if (recording?.hash !== voice.savedRecordingHash) deleteRecording(recording);
  };

  const chooseSource = (source: RecordingSource) => {
    if (source === voice.source) return;
    discard(voice.recording);
    clearRefusal();
    onChange({ source, recording: null, ttsText: '' });
  };

  const pick = async (file: File) => {
    const kept = await uploadFile(file);
    if (!kept) return;
    // The new recording replaces the one before it.
    discard(voice.recording);
    onChange({ recording: kept });
  };

  const create = async () => {
    const kept = await readAloud(voice.ttsText, voice.ttsLanguage);
    if (!kept) return;
    discard(voice.recording);
    onChange({ recording: kept });
  };

  // A recording made from other words or another language no longer says what the field shows.
  const changeTts = (change: { ttsText?: string; ttsLanguage?: TtsLanguage }) => {
    if (voice.recording) discard(voice.recording);
    onChange({ ...change, recording: null });
  };

  return (
    <Card title={t('campaign.voice.title')}>
      <Flex vertical gap={12}>
        <Radio.Group aria-label={t('campaign.voice.title')} value={voice.source} onChange={(e) => chooseSource(e.target.value as RecordingSource)}>
          <Radio value="upload">{t('campaign.voice.source.upload')}</Radio>
          <Radio value="tts">{t('campaign.voice.source.tts')}</Radio>
        </Radio.Group>
        {voice.source === 'upload' ? (
          <RecordingUpload
            recording={voice.recording}
            uploading={uploading}
            onPick={(file) => void pick(file)}
            onRemove={() => {
              discard(voice.recording);
              onChange({ recording: null });
            }}
          />
        ) : (
          <TextToSpeechFields
            text={voice.ttsText}
            language={voice.ttsLanguage}
            recording={voice.recording}
            creating={speaking}
            onText={(ttsText) => changeTts({ ttsText })}
            onLanguage={(ttsLanguage) => changeTts({ ttsLanguage })}
            onCreate={() => void create()}
          />
        )}
        {refusal && <Alert type="error" showIcon role="alert" title={t(refusal.key, refusal.values)} />}
        {!refusal && problem && <Alert type="error" showIcon title={t(problem)} />}
      </Flex>
    </Card>
  );
}
