/** What the incoming-messages page asks for and how it reads the answer. */
import type { GetReportPageApiResponse, ReportsIncomingSmsRow } from '../../../api/generated/reports';
import { href } from '../../../router/paths';
import { GetReportPage } from '../../../../contract/statusCodes';

export const incomingRouteName = 'incoming-sms-report' as const;

/** The incoming-sms-report route answers ReportsIncomingSmsRow rows (contract); the generated type is every report's union. */
export const incomingRowsOf = (answer: GetReportPageApiResponse | undefined): ReportsIncomingSmsRow[] =>
  (answer?.data?.status === GetReportPage.ready ? answer.data.rows ?? [] : []) as ReportsIncomingSmsRow[];

/**
 * The chat of the recipient who replied: /chat/:id takes the shipment's id, which is its
 * campaign's (the campaigns row the reply answers), and the recipient goes along as the
 * destination the chat opens (the chat matches it however the number is written).
 */
export const chatHrefOf = (row: ReportsIncomingSmsRow): string | null =>
  row.campaignId !== undefined && row.phone ? href('chat', { id: row.campaignId }, { destination: row.phone }) : null;
