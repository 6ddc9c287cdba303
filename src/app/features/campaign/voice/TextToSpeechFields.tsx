/**
 * The recording read from text: at least 50 characters in Hebrew, English, Russian or Arabic.
 * The server makes the audio, which plays here before anything is sent. Hebrew and Arabic are
 * written mostly without vowels, which a speech engine then guesses: the note says so.
 */
import { Alert, Button, Flex, Input, Select, Typography } from 'antd';
import { Field } from '../../../ui/Field';
import { useTranslation } from 'react-i18next';
import { voiceRecording, type TtsLanguage } from '../../../../domain/voice';
import type { VoiceFile } from '../../../api/generated/campaigns';
import { RecordingPlayer } from './RecordingPlayer';
import { ttsTextReady } from './voiceMessage';

interface Props {
  text: string;
  language: TtsLanguage;
  recording: VoiceFile | null;
  creating: boolean;
  onText: (text: string) => void;
  onLanguage: (language: TtsLanguage) => void;
  onCreate: () => void;
}

const needsVowelNote = (language: TtsLanguage) => language === 'he' || language === 'ar';

export function TextToSpeechFields({ text, language, recording, creating, onText, onLanguage, onCreate }: Props) {
  const { t } = useTranslation();
  const length = text.trim().length;
  return (
    <Flex vertical gap={8}>
      <Field label={t('campaign.voice.tts.language')} style={{ marginBottom: 0 }}>
        <Select<TtsLanguage>
          aria-label={t('campaign.voice.tts.language')}
          style={{ maxWidth: 220 }}
          value={language}
          onChange={onLanguage}
          options={voiceRecording.ttsLanguages.map((l) => ({ value: l, label: t(`campaign.voice.tts.languages.${l}`) }))}
        />
      </Field>
      <Field label={t('campaign.voice.tts.text')} style={{ marginBottom: 0 }}>
        <Input.TextArea
          aria-label={t('campaign.voice.tts.text')}
          rows={5}
          maxLength={voiceRecording.maxTtsCharacters}
          value={text}
          onChange={(e) => onText(e.target.value)}
          // The text is read in its own language's direction, whatever the page's.
          dir="auto"
        />
      </Field>
      <Typography.Text type={length < voiceRecording.minTtsCharacters ? 'secondary' : undefined}>
        {t('campaign.voice.tts.length', { written: length, min: voiceRecording.minTtsCharacters })}
      </Typography.Text>
      {needsVowelNote(language) && <Alert type="info" showIcon title={t('campaign.voice.tts.vowels')} />}
      <Flex>
        <Button onClick={onCreate} loading={creating} disabled={!ttsTextReady(text)}>
          {t(recording ? 'campaign.voice.tts.recreate' : 'campaign.voice.tts.create')}
        </Button>
      </Flex>
      {recording && !creating && <RecordingPlayer recording={recording} />}
    </Flex>
  );
}
