/**
 * Telling the one who asked that an approval was decided (issue 17, "approval decided"): a live
 * notification to the requester, raised in the decision's transaction after its effect, so a
 * decision that rolls back (already decided, subject gone) tells nobody. It names the subject as
 * the customer named it — the campaign's name, the report's, the sender name — and leads where
 * the outcome can be seen: an approved campaign to the report that will list it (future
 * shipments when it waits for its time, else the shipments report). A rejected campaign is
 * removed and a report or sender name has no page of its own, so those lead nowhere.
 */
import type { Db } from '../../db/database';
import type { ApprovalKind } from '../../db/schema';
import { NotificationType, raiseNotification } from '../../events/notifications';
import type { ApprovalRequest } from './requests';

/** What decide() knows of the decision (decision.ts imports this file, so not its type). */
interface Decided {
  approve: boolean;
  now: number;
}

/** The subject's name in the snapshot asked with it (heldCampaigns, reportApproval, sourceNameApproval). */
function subjectOf(kind: ApprovalKind, request: ApprovalRequest): string {
  let details: { campaign?: { campaign_name?: unknown }; reportName?: unknown; sourceName?: unknown } = {};
  try {
    details = JSON.parse(request.details || '{}') ?? {};
  } catch {
    // A snapshot that does not parse still gets its notification, by number.
  }
  const named = kind === 'campaign' ? details.campaign?.campaign_name : kind === 'report' ? details.reportName : details.sourceName;
  return typeof named === 'string' && named.trim() ? named.trim() : `#${request.subject_id}`;
}

async function linkOf(trx: Db, kind: ApprovalKind, request: ApprovalRequest, decision: Decided): Promise<string | undefined> {
  if (kind !== 'campaign' || !decision.approve) return undefined;
  const campaign = await trx.selectFrom('campaigns').select('status').where('id', '=', request.subject_id).executeTakeFirst();
  return campaign?.status === 'future' ? '/future-shipments-report' : '/shipments-report';
}

export async function tellRequester(trx: Db, kind: ApprovalKind, request: ApprovalRequest, decision: Decided): Promise<void> {
  await raiseNotification(
    trx,
    request.user_id,
    {
      type: decision.approve ? NotificationType.success : NotificationType.warning,
      message: decision.approve ? 'shell.notifications.approvalApproved' : 'shell.notifications.approvalRejected',
      dynamicString: subjectOf(kind, request),
      link: await linkOf(trx, kind, request, decision),
    },
    decision.now,
  );
}
