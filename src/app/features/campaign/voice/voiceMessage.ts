/**
 * A voice campaign's own part of the composer (issue 16): the recording the calls play —
 * uploaded, or read from text by text-to-speech, never both — and the calling number. The
 * recipients, timing and retries are the text composer's (campaignForm.ts), so the request
 * is the text campaign's request with its text-only fields left out and the voice fields in.
 */
import { voiceRecording, type TtsLanguage } from '../../../../domain/voice';
import type { CampaignsSendRequest, VoiceFile } from '../../../api/generated/campaigns';
import { toRequest, type CampaignForm } from '../campaignForm';

/** Where the recording comes from: a file the user uploads, or text the server reads aloud. */
export type RecordingSource = 'upload' | 'tts';

export interface VoiceMessage {
  source: RecordingSource;
  /** The kept recording (uploaded, or made from ttsText); null until there is one. */
  recording: VoiceFile | null;
  ttsText: string;
  ttsLanguage: TtsLanguage;
  /** A verified number of the account, shown to the called as the caller. */
  callingNumber: string;
  /**
   * The recording of the saved campaign being edited or copied: replacing it here never deletes
   * it, as that campaign (or the one it was copied from) still plays it.
   */
  savedRecordingHash: string | null;
}

export const emptyVoiceMessage: VoiceMessage = { source: 'upload', recording: null, ttsText: '', ttsLanguage: 'he', callingNumber: '', savedRecordingHash: null };

/** The voice campaign type of the contract's Campaign.campaign_type ('1'/'2' are text). */
export const voiceCampaignType = '3';

/** The 6 MB limit as the refusal names it. */
export const maxRecordingText = `${voiceRecording.maxBytes / (1024 * 1024)} MB`;

export const acceptedRecordings = voiceRecording.extensions.map((e) => `.${e}`).join(',');

const extensionOf = (name: string): string => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** A refusal shown under the field: a section 8 message key and its values. */
export interface Refusal {
  key: string;
  values?: Record<string, string>;
}

/**
 * What the browser refuses before uploading (nothing is sent, nothing is stored): not an mp3 or
 * wav by its name, or by the type the browser gives it, or larger than 6 MB. The length is
 * known only once the server has read the file (its -3).
 */
export function recordingProblem(file: File): Refusal | null {
  const byName = (voiceRecording.extensions as readonly string[]).includes(extensionOf(file.name));
  // An empty type is a browser that could not tell; a named non-audio type is not a recording.
  const byType = file.type === '' || file.type.startsWith('audio/');
  if (!byName || !byType) return { key: 'errors.files.unsupportedType' };
  if (file.size > voiceRecording.maxBytes) return { key: 'errors.files.tooLarge', values: { max: maxRecordingText } };
  return null;
}

/** Text-to-speech reads 50 to 2000 characters (spaces at the ends not counted). */
export const ttsTextReady = (text: string): boolean => {
  const length = text.trim().length;
  return length >= voiceRecording.minTtsCharacters && length <= voiceRecording.maxTtsCharacters;
};

/** 75.4 seconds as "1:15" (minutes:seconds, as a player shows it). */
export function durationText(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** What must be fixed before the voice campaign can be checked: the recording, the calling number. */
export interface VoiceProblems {
  recording: boolean;
  callingNumber: boolean;
}

export const voiceProblemsOf = (voice: VoiceMessage): VoiceProblems => ({ recording: !voice.recording?.hash, callingNumber: !voice.callingNumber });

export function toVoiceRequest(
  form: CampaignForm,
  voice: VoiceMessage,
  options: { validation: boolean; campaignId?: number; updateType?: 'edit' | 'duplicate' },
): CampaignsSendRequest {
  // A call carries no text, sender name, replies, unsubscribe line or coupon: those fields of the text request stay out.
  const {
    smsContent: _text,
    unsubscribeOption: _unsubscribe,
    shortLinks: _links,
    dynamicHeaders: _headers,
    sourceType: _sourceType,
    sourceNumber: _sourceNumber,
    allow_response: _response,
    autoReplyData: _replies,
    coupon: _coupon,
    campaign_type: _type,
    isDraft: _draft,
    // A/B tests are text messages' (send-voice-campaign refuses one); a test switched on in text mode stays behind.
    abTest: _abTest,
    ...shared
  } = toRequest(form, options);
  const recording = voice.recording;
  return {
    ...shared,
    campaign_type: voiceCampaignType,
    callingNumber: voice.callingNumber,
    sourceVoiceNumber: voice.callingNumber,
    ...(recording?.hash ? { voiceFile: { hash: recording.hash, originalName: recording.originalName ?? '', duration: recording.duration ?? 0 } } : {}),
  };
}
