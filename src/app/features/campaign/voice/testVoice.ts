/** What the voice composer's tests answer with: the recording calls and send-voice-campaign. */
import { http, HttpResponse } from 'msw';
import type { CampaignsSendRequest, CampaignsSendResult, VoiceFile } from '../../../api/generated/campaigns';
import { apiUrl, server } from '../../../test/server';
import { DeleteVoiceFile, GetVoiceDestFile, SendVoiceCampaign, TextToSpeech } from '../../../../contract/statusCodes';

export const uploadedRecording: VoiceFile = { originalName: 'greeting.wav', hash: 'rec-upload-1', duration: 42.4, fullPath: '/api/download/voice-file?hash=rec-upload-1' };
export const spokenRecording: VoiceFile = { originalName: 'tts.wav', hash: 'rec-tts-1', duration: 75, fullPath: '/api/download/voice-file?hash=rec-tts-1' };

export const voiceSummary = { recipients: 3, unitsPerCall: 2, recordingSeconds: 75, credits: 6, remainingCredits: 494, sendTime: '01/06/2026 10:00' };

export interface VoiceCalls {
  /** The names of the files the upload call received. */
  uploads: string[];
  spoken: { text: string; language?: string }[];
  deleted: string[];
  sends: CampaignsSendRequest[];
  /** Paths of every campaigns call, to prove which endpoint a voice campaign went through. */
  paths: string[];
}

interface Options {
  upload?: () => { status: number; voiceFile?: VoiceFile };
  /** The upload answers only once this settles, so its progress can be seen. */
  uploadGate?: Promise<void>;
  send?: (body: CampaignsSendRequest) => CampaignsSendResult;
}

export function serveVoice(options: Options = {}): VoiceCalls {
  const calls: VoiceCalls = { uploads: [], spoken: [], deleted: [], sends: [], paths: [] };
  server.use(
    // Answers nothing: notes the call and lets the handler of its path answer.
    http.post(apiUrl('/campaigns/*'), ({ request }) => {
      calls.paths.push(new URL(request.url).pathname.replace(/^.*\/campaigns\//, ''));
    }),
    http.post(apiUrl('/campaigns/get-voice-dest-file'), async ({ request }) => {
      const file = (await request.formData()).get('file');
      if (file !== null && typeof file === 'object') calls.uploads.push(file.name);
      await options.uploadGate;
      return HttpResponse.json({ data: options.upload?.() ?? { status: GetVoiceDestFile.uploaded, voiceFile: uploadedRecording } });
    }),
    http.post(apiUrl('/campaigns/text-to-speech'), async ({ request }) => {
      calls.spoken.push((await request.json()) as VoiceCalls['spoken'][number]);
      return HttpResponse.json({ data: { status: TextToSpeech.created, voiceFile: spokenRecording } });
    }),
    http.post(apiUrl('/campaigns/delete-voice-file'), async ({ request }) => {
      calls.deleted.push(((await request.json()) as { fileHash: string }).fileHash);
      return HttpResponse.json({ data: { status: DeleteVoiceFile.deleted } });
    }),
    http.post(apiUrl('/campaigns/send-voice-campaign'), async ({ request }) => {
      const body = (await request.json()) as CampaignsSendRequest;
      calls.sends.push(body);
      const answer = options.send?.(body) ?? (body.validation ? { status: SendVoiceCampaign.validated, summary: voiceSummary } : { status: SendVoiceCampaign.sent, campaignId: 60 });
      return HttpResponse.json({ data: answer });
    }),
  );
  return calls;
}
