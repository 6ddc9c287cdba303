/**
 * The parts every /security/:hash pair shares: reading a request for its page (its state,
 * dates and requester) and deciding it. A decision is one transaction: the request leaves
 * 'pending' only if it was still pending (two approvers clicking at once: one wins, the other
 * hears "already decided"), and its effect on the subject — releasing a campaign, cancelling
 * it with its credits given back — commits with it or not at all, and so does the requester's
 * live notification of it (decisionNotice.ts).
 */
import type { MainApprovalDecision, MainApprovalRequester, MainApprovalState, StatusResult } from '../../../contract/main';
import { formatIsraelDateTime } from '../../../domain/israelTime';
import type { Db } from '../../db/database';
import { RollbackWith, transactionOrAnswer } from '../../db/rollbackWith';
import type { ApprovalKind } from '../../db/schema';
import { HttpError, notFound } from '../../http/envelope';
import type { RequestContext } from '../../http/handler';
import { requestByToken, type ApprovalRequest } from './requests';
import { tellRequester } from './decisionNotice';
import { ApproveCampaign } from '../../../contract/statusCodes';


export interface Decision {
  approve: boolean;
  reason: string | null;
  decidedBy: number;
  now: number;
}

/** An effect undoes the decision and answers a status instead by throwing RollbackWith(status). */
export type Effect = (trx: Db, request: ApprovalRequest, decision: Decision) => Promise<void>;

export async function decide(ctx: RequestContext, kind: ApprovalKind, body: MainApprovalDecision, effect: Effect): Promise<{ data: StatusResult }> {
  const answer = (status: number) => ({ data: { status } });
  const request = await requestByToken(ctx.db, kind, body.id);
  if (!request) return answer(ApproveCampaign.invalidLink);
  if (request.status !== 'pending') return answer(ApproveCampaign.alreadyDecided);
  const decision: Decision = { approve: body.approve, reason: body.reason?.trim() || null, decidedBy: ctx.user!.userId, now: ctx.now() };
  try {
    const status = await transactionOrAnswer<number, number>(ctx.db, async (trx) => {
      const won = await trx
        .updateTable('approval_requests')
        .set({ status: decision.approve ? 'approved' : 'rejected', decided_by: decision.decidedBy, decision_reason: decision.reason, decided_at: decision.now })
        .where('id', '=', request.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(won.numUpdatedRows) !== 1) throw new RollbackWith(ApproveCampaign.alreadyDecided);
      await effect(trx, request, decision);
      await tellRequester(trx, kind, request, decision);
      return decision.approve ? ApproveCampaign.approved : ApproveCampaign.rejected;
    });
    return answer(status);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    ctx.request.log.error({ err: error }, 'approval decision could not be saved');
    return answer(ApproveCampaign.error);
  }
}

/** The request a page opens, or 404 (unknown token, or a token of another kind). */
export async function openRequest(ctx: RequestContext, kind: ApprovalKind, token: string): Promise<ApprovalRequest> {
  const request = await requestByToken(ctx.db, kind, token);
  if (!request) throw notFound();
  return request;
}

export function detailsOf<T extends object>(request: ApprovalRequest): Partial<T> {
  try {
    return JSON.parse(request.details || '{}') as Partial<T>;
  } catch {
    return {};
  }
}

const firstPhone = (json: string): string | undefined => {
  try {
    const parsed: unknown = JSON.parse(json || '[]');
    return Array.isArray(parsed) && typeof parsed[0] === 'string' ? parsed[0] : undefined;
  } catch {
    return undefined;
  }
};

/** What every approval page shows besides its subject: state, dates, who asked, who decided. */
export async function commonView(db: Db, token: string, request: ApprovalRequest) {
  const ids = [request.user_id, ...(request.decided_by === null ? [] : [request.decided_by])];
  const users = await db.selectFrom('users').select(['id', 'username', 'first_name', 'last_name', 'phones', 'email']).where('id', 'in', ids).execute();
  const asker = users.find((u) => u.id === request.user_id);
  const decider = users.find((u) => u.id === request.decided_by);
  const requester: MainApprovalRequester | undefined = asker && {
    userId: asker.id,
    username: asker.username,
    ...(`${asker.first_name} ${asker.last_name}`.trim() ? { companyName: `${asker.first_name} ${asker.last_name}`.trim() } : {}),
    ...(firstPhone(asker.phones) ? { phone: firstPhone(asker.phones) } : {}),
    ...(asker.email ? { email: asker.email } : {}),
  };
  return {
    id: token,
    state: request.status as MainApprovalState,
    requestedOn: formatIsraelDateTime(Number(request.created_at)),
    ...(request.decided_at === null ? {} : { decidedOn: formatIsraelDateTime(Number(request.decided_at)) }),
    ...(decider ? { decidedBy: decider.username } : {}),
    ...(requester ? { requester } : {}),
  };
}
