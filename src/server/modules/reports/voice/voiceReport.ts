/**
 * reports/voice-report: a page of the account's calls (a voice campaign's message rows) with
 * their call status, seconds listened and attempts (messagePage.ts), and the totals of calls
 * and credits. The filters are the sms report's; the status filter names a call status.
 */
import { messageReportPage } from '../messages/messagePage';
import { callRowsByIds } from './callRows';

export const voiceReportPage = messageReportPage({
  kind: 'voice',
  sortColumns: {
    sentOn: 'messages.created_at',
    deliveredOn: 'messages.done_at',
    answeredOn: 'messages.answered_at',
    destination: 'messages.phone',
    listenedSeconds: 'messages.listened_ms',
    attempts: 'messages.attempts',
    credits: 'messages.credits',
    id: 'messages.id',
  },
  rowsByIds: (ctx, ids) => callRowsByIds(ctx.db, ids),
  totals: (totals) => ({ messages: totals.messages, credits: totals.credits }),
});
