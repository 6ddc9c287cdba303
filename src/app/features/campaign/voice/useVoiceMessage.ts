/**
 * The voice part of the composer's state, beside the text composer's form (useCampaignForm):
 * empty for a new campaign, or the recording and calling number of the saved voice campaign
 * being edited or copied (get-campaign-data, the same cached answer the form reads).
 */
import { useCallback, useEffect, useState } from 'react';
import { useGetCampaignDataQuery } from '../../../api/generated/campaigns';
import { useAppSelector } from '../../../state/hooks';
import { voiceRecording, type TtsLanguage } from '../../../../domain/voice';
import { emptyVoiceMessage, voiceCampaignType, type VoiceMessage } from './voiceMessage';

const isTtsLanguage = (language: string): language is TtsLanguage => (voiceRecording.ttsLanguages as readonly string[]).includes(language);

export function useVoiceMessage(campaignId: number | undefined) {
  // Text-to-speech starts in the language the user reads the page in.
  const language = useAppSelector((s) => s.preferences.language);
  const initial = (): VoiceMessage => ({ ...emptyVoiceMessage, ttsLanguage: isTtsLanguage(language) ? language : emptyVoiceMessage.ttsLanguage });
  const [voice, setVoice] = useState<VoiceMessage>(initial);
  const saved = useGetCampaignDataQuery({ body: { campaignId: campaignId ?? 0 } }, { skip: campaignId === undefined }).data?.data;
  useEffect(() => {
    // A text campaign opened in voice mode has no recording to bring.
    if (saved?.campaign_type !== voiceCampaignType) return;
    const callingNumber = saved.callingNumber ?? saved.sourceVoiceNumber ?? '';
    const recording = saved.voiceFile?.hash ? saved.voiceFile : null;
    setVoice((v) => ({ ...v, source: 'upload', recording, savedRecordingHash: recording?.hash ?? null, ...(callingNumber ? { callingNumber } : {}) }));
  }, [saved]);
  // Stable, so sections may depend on it in effects.
  const patch = useCallback((change: Partial<VoiceMessage>) => setVoice((v) => ({ ...v, ...change })), []);
  const setCallingNumber = useCallback((callingNumber: string) => setVoice((v) => ({ ...v, callingNumber })), []);
  return { voice, patch, setCallingNumber, reset: () => setVoice(initial()) };
}
