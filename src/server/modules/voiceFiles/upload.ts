/**
 * getVoiceDestFile: the recording a voice campaign plays, uploaded (mp3 or wav, at most 6 MB,
 * 6 to 120 seconds — domain/voice.ts). The file is judged by its bytes, converted once to
 * call audio and kept; a refused or unreadable file leaves neither a file nor a row.
 */
import type { GetVoiceDestFileApiResponse } from '../../../contract/campaigns';
import { GetVoiceDestFile } from '../../../contract/statusCodes';
import { recordingLengthAllowed, voiceRecording } from '../../../domain/voice';
import { accountOf } from '../../http/account';
import { HttpError } from '../../http/envelope';
import { rateRules, takeHit } from '../../http/rateLimit';
import type { Handler } from '../../http/handler';
import { audioKindOf, callAudioMs, callAudioOf, keepRecording } from '../../recordings';
import { readUpload } from '../contacts/importUpload';
import { voiceFileOf } from './voiceFileAnswer';

type Answer = Required<Pick<GetVoiceDestFileApiResponse, 'data'>>;
const status = (code: number): Answer => ({ data: { status: code } });

export const getVoiceDestFile: Handler = async (_arg, ctx): Promise<Answer> => {
  const user = ctx.user!;
  await takeHit(ctx.db, rateRules.recordingsPerAccount, accountOf(user), ctx.now());
  // A file over 6 MB is cut at the limit while it arrives and answered 413 (the contract's TooLarge).
  const { file } = await readUpload(ctx.request, voiceRecording.maxBytes);
  if (!file || file.data.length === 0) return status(GetVoiceDestFile.uploadFailed);
  const kind = audioKindOf(file.data);
  if (!kind) return status(GetVoiceDestFile.unsupportedType);
  try {
    const audio = await callAudioOf(file.data, kind);
    if (!recordingLengthAllowed(callAudioMs(audio))) return status(GetVoiceDestFile.audioLength);
    const kept = await keepRecording(ctx.db, ctx.config.dataDir, { accountId: accountOf(user), userId: user.userId, source: 'upload', originalName: file.name, now: ctx.now() }, audio);
    return { data: { status: GetVoiceDestFile.uploaded, voiceFile: voiceFileOf(kept) } };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // sox could not read it (a damaged mp3, say) or it could not be kept; the log keeps why.
    ctx.request.log.warn({ err: error }, 'voice recording upload failed');
    return status(GetVoiceDestFile.uploadFailed);
  }
};
