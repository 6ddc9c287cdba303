/** The recordings of voice campaigns: upload, text-to-speech, delete, and playback for the composer. */
import type { HandlerMap } from '../../http/handler';
import { deleteVoiceFile } from './deleteVoiceFile';
import { downloadVoiceFile } from './playback';
import { textToSpeech } from './textToSpeech';
import { getVoiceDestFile } from './upload';

export const voiceFileHandlers: HandlerMap = {
  getVoiceDestFile,
  textToSpeech,
  deleteVoiceFile,
  downloadVoiceFile,
} as HandlerMap;
