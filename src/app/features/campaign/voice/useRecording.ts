/**
 * Making and discarding the campaign's recording: an upload (getVoiceDestFile, multipart) or a
 * text read aloud (textToSpeech). Their refusals show under the field, in the words the central
 * status table gives each code, so the page shows them instead of a toast. A recording that is
 * replaced or given up is deleted (deleteVoiceFile): one campaign keeps one recording.
 */
import { useState } from 'react';
import type { TtsLanguage } from '../../../../domain/voice';
import { statusShownByPage } from '../../../api/baseQuery';
import { useDeleteVoiceFileMutation, useGetVoiceDestFileMutation, useTextToSpeechMutation, type VoiceFile } from '../../../api/generated/campaigns';
import { statusMessageFor } from '../../../api/statusMessages';
import { GetVoiceDestFile, TextToSpeech } from '../../../../contract/statusCodes';
import { maxRecordingText, recordingProblem, type Refusal } from './voiceMessage';

statusShownByPage('getVoiceDestFile', 'textToSpeech');

/** The file being sent, for the progress line. */
export interface UploadingFile {
  name: string;
  size: number;
}

const refusalOf = (operationId: string, status: number | undefined): Refusal => ({ key: statusMessageFor(operationId, status ?? '')?.key ?? 'errors.files.uploadFailed' });

/** HTTP's "content too large": the server cut a file over 6 MB at the limit (the contract's TooLarge). */
const httpTooLarge = 413;

/** A failed request: the base query has shown its modal; a 413 is the 6 MB limit the server enforced. */
const failureOf = (error: unknown): Refusal =>
  (error as { status?: unknown } | null)?.status === httpTooLarge ? { key: 'errors.files.tooLarge', values: { max: maxRecordingText } } : { key: 'errors.files.uploadFailed' };

export function useRecording(campaignId: number | undefined) {
  const [upload] = useGetVoiceDestFileMutation();
  const [speak, speaking] = useTextToSpeechMutation();
  const [remove] = useDeleteVoiceFileMutation();
  const [uploading, setUploading] = useState<UploadingFile | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const target = campaignId === undefined ? {} : { campaignId };

  /** The kept recording, or null with the refusal set. Nothing is sent for a file the browser refuses. */
  const uploadFile = async (file: File): Promise<VoiceFile | null> => {
    const problem = recordingProblem(file);
    setRefusal(problem);
    if (problem) return null;
    setUploading({ name: file.name, size: file.size });
    try {
      const answer = await upload({ body: { file, ...target } }).unwrap();
      if (answer.data?.status === GetVoiceDestFile.uploaded && answer.data.voiceFile?.hash) return answer.data.voiceFile;
      setRefusal(refusalOf('getVoiceDestFile', answer.data?.status));
      return null;
    } catch (error) {
      setRefusal(failureOf(error));
      return null;
    } finally {
      setUploading(null);
    }
  };

  const readAloud = async (text: string, language: TtsLanguage): Promise<VoiceFile | null> => {
    setRefusal(null);
    try {
      const answer = await speak({ body: { text: text.trim(), language, ...target } }).unwrap();
      if (answer.data?.status === TextToSpeech.created && answer.data.voiceFile?.hash) return answer.data.voiceFile;
      setRefusal(refusalOf('textToSpeech', answer.data?.status));
      return null;
    } catch {
      setRefusal({ key: 'campaigns.tts.error' });
      return null;
    }
  };

  /** Deletes a recording given up; a failure is the base query's to show, and the choice stands. */
  const discard = (recording: VoiceFile | null) => {
    if (recording?.hash) void remove({ body: { fileHash: recording.hash } }).unwrap().catch(() => undefined);
  };

  return { uploadFile, readAloud, discard, uploading, speaking: speaking.isLoading, refusal, clearRefusal: () => setRefusal(null) };
}
