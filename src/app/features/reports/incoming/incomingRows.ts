/** What the incoming-messages page asks for and how it reads the answer. */
import type { GetReportPageApiResponse, ReportsIncomingSmsRow } from '../../../api/generated/reports';
import { href } from '../../../router/paths';
import { GetReportPage } from '../../../../contract/statusCodes';

export const incomingRouteName = 'incoming-sms-report' as const;

/** The incoming-sms-report route answers ReportsIncomingSmsRow rows (contract); the generated type is every report's union. */
export const incomingRowsOf = (answer: GetReportPageApiResponse | undefined): ReportsIncomingSmsRow[] =>
  (answer?.data?.status === GetReportPage.ready ? answer.data.rows ?? [] : []) as ReportsIncomingSmsRow[];

/**
 * The chat of the recipient who replied. /chat/:id is a shipment's chat, but an incoming row
 * carries only its campaign (the contract has no shipment id on it), so the campaign id is
 * the chat id and the recipient goes along as the destination to open.
 */
export const chatHrefOf = (row: ReportsIncomingSmsRow): string | null =>
  row.campaignId !== undefined && row.phone ? href('chat', { id: row.campaignId }, { destination: row.phone }) : null;
