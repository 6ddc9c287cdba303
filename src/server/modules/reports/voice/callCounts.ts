/**
 * How many calls a voice report's filters select, their credits and how many per call status
 * (reports/get-sms-request-count with reportName voice-report): what the page shows above its
 * table, and whether the report is too large to export in the browser.
 */
import type { ReportsRequestCount } from '../../../../contract/reports';
import type { Db } from '../../../db/database';
import { chargedCreditsSum } from '../../../messaging/settlement';
import type { MessageFilters } from '../messages/filters';
import { filteredMessages, sumGroups } from '../messages/query';

export async function callCounts(db: Db, f: MessageFilters, largestBrowserExport: number): Promise<ReportsRequestCount> {
  const groups = await filteredMessages(db, f)
    .select((eb) => ['messages.call_status', eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('messages.parts').as('parts'), chargedCreditsSum(eb).as('credits')])
    .groupBy('messages.call_status')
    .execute();
  const byStatus = Object.fromEntries(groups.flatMap((g) => (g.call_status === null ? [] : [[g.call_status, Number(g.n)]])));
  const { messages: total, parts, credits } = sumGroups(groups);
  return { total, parts, credits, byStatus, tooLargeToShow: total > largestBrowserExport };
}
