/**
 * main/get-approve-report-data/{id} and main/approve-report. What is approved is a produced
 * report's delivery: the reports side (big report exports) asks with askReportApproval in the
 * transaction that keeps the produced file, withholds the file, and delivers it once
 * approvalOf('report', its id) says approved (or drops it when rejected). Deciding here only
 * records the decision; the delivery is the reports side's.
 */
import type { ApproveReportApiArg, ApproveReportApiResponse, GetApproveReportDataApiArg, GetApproveReportDataApiResponse, MainReportApproval } from '../../../contract/main';
import type { Db } from '../../db/database';
import type { Handler } from '../../http/handler';
import { commonView, decide, detailsOf, openRequest } from './decision';
import { requestApproval } from './requests';

export type ReportSnapshot = Pick<MainReportApproval, 'reportName' | 'filters' | 'rows' | 'sendTo'>;

/** Asks the system managers to approve a produced report's delivery (in the caller's transaction). */
export async function askReportApproval(
  trx: Db,
  input: { reportId: number; account: number; userId: number; report: ReportSnapshot; host: string; now: number },
): Promise<{ id: number; link: string }> {
  return requestApproval(trx, { kind: 'report', subjectId: input.reportId, account: input.account, userId: input.userId, reason: 'largeReport', details: input.report, host: input.host, now: input.now });
}

export const getApproveReportData: Handler<GetApproveReportDataApiArg> = async ({ id }, ctx): Promise<GetApproveReportDataApiResponse> => {
  const request = await openRequest(ctx, 'report', id);
  const report = detailsOf<ReportSnapshot>(request);
  return { data: { ...(await commonView(ctx.db, id, request)), ...report } };
};

export const approveReport: Handler<ApproveReportApiArg> = async ({ body }, ctx): Promise<ApproveReportApiResponse> => decide(ctx, 'report', body, async () => undefined);
