/** Approvals by link (/security/:hash): held campaigns, report deliveries, sender names. */
import type { HandlerMap } from '../../http/handler';
import { approveCampaign, getApproveCampaignData } from './campaignApproval';
import { approveReport, getApproveReportData } from './reportApproval';
import { approveSourceNumberText, getApproveSourceNumberText } from './sourceNameApproval';

export const approvalHandlers: HandlerMap = {
  getApproveCampaignData,
  approveCampaign,
  getApproveReportData,
  approveReport,
  getApproveSourceNumberText,
  approveSourceNumberText,
};
