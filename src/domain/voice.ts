/**
 * The rules of a voice campaign's recording (spec sections 5 and 8), one home for the composer
 * (what it refuses before uploading) and the server (what it refuses whatever the browser did),
 * and how a call is billed.
 */

export const voiceRecording = {
  /** mp3 or wav, at most 6 MB. */
  maxBytes: 6 * 1024 * 1024,
  minSeconds: 6,
  maxSeconds: 120,
  extensions: ['mp3', 'wav'] as const,
  /** Text-to-speech reads at least this many characters. */
  minTtsCharacters: 50,
  maxTtsCharacters: 2000,
  ttsLanguages: ['he', 'en', 'ru', 'ar'] as const,
} as const;

export type TtsLanguage = (typeof voiceRecording.ttsLanguages)[number];

/** Whether a recording of this length may be played (6 to 120 seconds, section 5). */
export const recordingLengthAllowed = (durationMs: number): boolean =>
  durationMs >= voiceRecording.minSeconds * 1000 && durationMs <= voiceRecording.maxSeconds * 1000;

/**
 * Credits of one call from the voice balance (service 500): one unit per started minute of the
 * recording, as telephony trunks bill. The spec names "calls × units" and leaves the unit out;
 * a minute is what the product's users are billed by their own carriers. Charged per call
 * placed; a call that never connects (busy, no answer after its retries, failed) is refunded.
 */
export const callUnits = (durationMs: number): number => Math.max(1, Math.ceil(durationMs / 60_000));
