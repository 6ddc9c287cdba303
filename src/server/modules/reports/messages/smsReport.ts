/**
 * reports/sms-report: a page of the account's text messages with their delivery status
 * (messagePage.ts), and the totals of messages, parts and credits.
 */
import { messageReportPage } from './messagePage';
import { operatorOf, rowsByIds } from './rows';

export const smsReportPage = messageReportPage({
  kind: 'sms',
  sortColumns: {
    sentOn: 'messages.created_at',
    deliveredOn: 'messages.done_at',
    destination: 'messages.phone',
    parts: 'messages.parts',
    credits: 'messages.credits',
    id: 'messages.id',
  },
  rowsByIds: (ctx, ids) => rowsByIds(ctx.db, ids, operatorOf(ctx.config)),
  totals: (totals) => ({ ...totals }),
});
