/**
 * campaigns/send-voice-campaign: a voice campaign, in the same two passes and through the same
 * acceptance as a text one (sendCampaign.ts sendChecked): recipients, timing kinds, packets,
 * hours, daily limit, approval. What differs is checked here: the message is a recording of
 * the account's (uploaded or read by text-to-speech, 6 to 120 seconds), the caller-id is a
 * number the account owns, and the credits are the voice balance's, calls × units
 * (domain/voice.ts callUnits). No forbidden-text check: section 5 exempts voice.
 */
import type { SendVoiceCampaignApiArg, SendVoiceCampaignApiResponse } from '../../../contract/campaigns';
import { SendVoiceCampaign } from '../../../contract/statusCodes';
import { callUnits, recordingLengthAllowed } from '../../../domain/voice';
import { HttpError } from '../../http/envelope';
import type { Handler } from '../../http/handler';
import { refused } from './acceptance';
import { sendingOf } from './creditsNumber';
import { sendChecked } from './sendCampaign';
import { recordingOf } from '../../recordings';
import { callingNumberOf } from './voiceChecks';

export const sendVoiceCampaign: Handler<SendVoiceCampaignApiArg> = async ({ body }, ctx): Promise<SendVoiceCampaignApiResponse> => {
  // Drafts are text campaigns' (the contract has no draft outcome for voice): never send what was meant to be kept.
  if (body.isDraft) throw new HttpError(400, 'errors.generic.badRequest', { field: 'body.isDraft' });
  // The request schema is the text campaign's; a call has no text to test, and ignoring the test would send what was not asked.
  if (body.abTest) return refused(SendVoiceCampaign.abTestTextOnly);
  const sending = sendingOf(ctx);
  // A call carries no text, coupon, automatic answers or unsubscribe line: what the composer left there is dropped.
  const call = { ...body, smsContent: undefined, coupon: undefined, autoReplyData: undefined, shortLinks: undefined, unsubscribeOption: 0 as const, allow_response: false };
  return sendChecked(ctx, sending, call, {
    async content() {
      const recording = body.voiceFile?.hash ? await recordingOf(ctx.db, sending.account, body.voiceFile.hash) : null;
      if (!recording || !recordingLengthAllowed(recording.durationMs)) return refused(SendVoiceCampaign.noRecording);
      return { voice: { fileHash: recording.hash, durationMs: recording.durationMs, unitsPerCall: callUnits(recording.durationMs) } };
    },
    async sender() {
      const sender = await callingNumberOf(ctx.db, sending.account, sending.userId, body.callingNumber ?? body.sourceVoiceNumber);
      return sender ? { sender } : refused(SendVoiceCampaign.invalidCallingNumber);
    },
  });
};
