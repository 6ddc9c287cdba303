/**
 * textToSpeech: a text (50 to 2,000 characters) read aloud by espeak-ng in Hebrew, English,
 * Russian or Arabic, converted to call audio and kept like an upload. A reading longer than
 * the 120-second maximum is refused (-3) and nothing is kept. A text holding a prohibited word
 * the user may not send (disguised ones too: domain/forbiddenText.ts) is refused before it is read
 * aloud, as a bad request the base query shows (the contract has no result code for it).
 */
import type { TextToSpeechApiArg, TextToSpeechApiResponse } from '../../../contract/campaigns';
import { TextToSpeech } from '../../../contract/statusCodes';
import { voiceRecording } from '../../../domain/voice';
import { accountOf } from '../../http/account';
import { HttpError } from '../../http/envelope';
import { rateRules, takeHit } from '../../http/rateLimit';
import type { Handler } from '../../http/handler';
import { callAudioMs, keepRecording, spokenCallAudio } from '../../recordings';
import { forbiddenWordsOf } from '../campaigns/sendingChecks';
import { voiceFileOf } from './voiceFileAnswer';

type Answer = Required<Pick<TextToSpeechApiResponse, 'data'>>;

/** The name a spoken recording shows in the composer: its first words. */
const nameLength = 40;
export const spokenName = (text: string): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > nameLength ? `${flat.slice(0, nameLength - 1)}…` : flat;
};

export const textToSpeech: Handler<TextToSpeechApiArg> = async ({ body }, ctx): Promise<Answer> => {
  const user = ctx.user!;
  const text = body.text.trim();
  // The schema counts the spaces too; 50 characters of blanks are no text to read.
  if (text.length < voiceRecording.minTtsCharacters) throw new HttpError(400, 'errors.generic.badRequest', { field: 'body.text' });
  const forbiddenWords = await forbiddenWordsOf(ctx.db, user.userId, text);
  if (forbiddenWords.length) throw new HttpError(400, 'errors.campaign.forbiddenText', { field: 'body.text' });
  const language = body.language ?? 'he';
  await takeHit(ctx.db, rateRules.recordingsPerAccount, accountOf(user), ctx.now());
  try {
    const audio = await spokenCallAudio(text, language);
    if (callAudioMs(audio) > voiceRecording.maxSeconds * 1000) return { data: { status: TextToSpeech.tooLong } };
    const kept = await keepRecording(
      ctx.db,
      ctx.config.dataDir,
      { accountId: accountOf(user), userId: user.userId, source: 'tts', originalName: spokenName(text), ttsText: text, language, now: ctx.now() },
      audio,
    );
    return { data: { status: TextToSpeech.created, voiceFile: voiceFileOf(kept) } };
  } catch (error) {
    ctx.request.log.warn({ err: error }, 'text-to-speech failed');
    return { data: { status: TextToSpeech.error } };
  }
};
