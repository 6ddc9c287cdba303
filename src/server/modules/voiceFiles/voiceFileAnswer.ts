/** A kept recording as the composer receives it (the contract's VoiceFile). */
import type { VoiceFile } from '../../../contract/campaigns';
import type { KeptRecording } from '../../recordings';

/**
 * Where the composer's player fetches the recording: the download/voice-file operation
 * (api-spec/paths/download.yaml) under the API prefix.
 */
export const playbackPath = (hash: string): string => `/api/download/voice-file?hash=${hash}`;

export const voiceFileOf = (kept: KeptRecording): VoiceFile => ({
  originalName: kept.originalName,
  hash: kept.hash,
  // Seconds, as the composer shows and checks it; the row keeps milliseconds.
  duration: kept.durationMs / 1000,
  fullPath: playbackPath(kept.hash),
});
