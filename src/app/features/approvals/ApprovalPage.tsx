/**
 * /security/:hash/:type? (sections 2, 7): the link a system manager gets when something waits
 * for approval — a held campaign (no type, or "campaign"), a report's delivery ("report"), a
 * sender name ("source-number-text"). The route is for groups 2 and 5 like the operations
 * behind it (x-access: system). An unknown link is said on the page, not in an error modal.
 */
import { useParams } from 'react-router-dom';
import { notFoundShownByPage } from '../../api/baseQuery';
import { useFeatureTexts } from '../../i18n/useFeatureTexts';
import { PageLoading } from '../../ui/PageLoading';
import { CampaignApproval } from './CampaignApproval';
import { LinkInvalid } from './LinkInvalid';
import { ReportApproval } from './ReportApproval';
import { SourceNameApproval } from './SourceNameApproval';

notFoundShownByPage('getApproveCampaignData', 'getApproveReportData', 'getApproveSourceNumberText');

export default function ApprovalPage() {
  const { hash = '', type = 'campaign' } = useParams();
  // main.approval.* are the outcome messages the base query shows after a decision.
  const ready = useFeatureTexts('approvals', 'main');
  if (!ready) return <PageLoading />;
  if (!hash) return <LinkInvalid />;
  if (type === 'campaign') return <CampaignApproval hash={hash} />;
  if (type === 'report') return <ReportApproval hash={hash} />;
  if (type === 'source-number-text') return <SourceNameApproval hash={hash} />;
  return <LinkInvalid />;
}
