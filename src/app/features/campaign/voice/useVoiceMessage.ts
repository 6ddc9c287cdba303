/** The voice part of the composer's state, beside the text composer's form (useCampaignForm). */
import { useCallback, useState } from 'react';
import { useAppSelector } from '../../../state/hooks';
import { voiceRecording, type TtsLanguage } from '../../../../domain/voice';
import { emptyVoiceMessage, type VoiceMessage } from './voiceMessage';

const isTtsLanguage = (language: string): language is TtsLanguage => (voiceRecording.ttsLanguages as readonly string[]).includes(language);

export function useVoiceMessage() {
  // Text-to-speech starts in the language the user reads the page in.
  const language = useAppSelector((s) => s.preferences.language);
  const initial = (): VoiceMessage => ({ ...emptyVoiceMessage, ttsLanguage: isTtsLanguage(language) ? language : emptyVoiceMessage.ttsLanguage });
  const [voice, setVoice] = useState<VoiceMessage>(initial);
  // Stable, so sections may depend on it in effects.
  const patch = useCallback((change: Partial<VoiceMessage>) => setVoice((v) => ({ ...v, ...change })), []);
  const setCallingNumber = useCallback((callingNumber: string) => setVoice((v) => ({ ...v, callingNumber })), []);
  return { voice, patch, setCallingNumber, reset: () => setVoice(initial()) };
}
