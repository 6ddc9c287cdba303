/**
 * downloadVoiceFile: the composer's player plays a recording of the caller's account as a
 * WAV made from the stored µ-law (16-bit PCM, 8 kHz mono: what calls play, which Chromium
 * plays). A recording never changes under its hash, so the browser may keep it; another
 * account's or a deleted recording is 404.
 */
import type { DownloadVoiceFileApiArg } from '../../../contract/download';
import { accountOf } from '../../http/account';
import { notFound } from '../../http/envelope';
import type { Handler } from '../../http/handler';
import { recordingAudio, wavOfCallAudio } from '../../recordings';

export const downloadVoiceFile: Handler<DownloadVoiceFileApiArg> = async ({ hash }, ctx) => {
  const audio = await recordingAudio(ctx.db, ctx.config.dataDir, accountOf(ctx.user!), hash);
  if (!audio) throw notFound();
  const etag = `"${hash}"`;
  // private: one account's recording is never kept by a shared cache.
  const reply = ctx.reply.header('Cache-Control', 'private, max-age=86400').header('ETag', etag);
  if (ctx.request.headers['if-none-match'] === etag) {
    reply.code(304).send();
    return;
  }
  reply.type('audio/wav').header('Content-Disposition', `inline; filename="${hash}.wav"`).send(wavOfCallAudio(audio));
};
