/**
 * main/get-approve-source-number-text/{id} and main/approve-source-number-text: a sender name
 * an account asked for (campaigns/insert-source-name, answered 2 "inactive") waits for a system
 * manager. Approving makes the name usable as a sender (sender_identities approved; the strong
 * verification that follows is the senders' own); rejecting refuses it, and the account cannot
 * ask for it again.
 */
import type {
  ApproveSourceNumberTextApiArg,
  ApproveSourceNumberTextApiResponse,
  GetApproveSourceNumberTextApiArg,
  GetApproveSourceNumberTextApiResponse,
} from '../../../contract/main';
import type { Db } from '../../db/database';
import type { Handler } from '../../http/handler';
import { commonView, decide, detailsOf, openRequest } from './decision';
import { RollbackWith } from '../../db/rollbackWith';
import { requestApproval } from './requests';
import { ApproveCampaign } from '../../../contract/statusCodes';

/** Asks for approval of a pending sender name, in the transaction that wrote it. */
export async function askSourceNameApproval(trx: Db, input: { identityId: number; name: string; account: number; userId: number; host: string; now: number }): Promise<void> {
  await requestApproval(trx, {
    kind: 'sourceNumberText',
    subjectId: input.identityId,
    account: input.account,
    userId: input.userId,
    reason: 'newSenderName',
    details: { sourceName: input.name },
    host: input.host,
    now: input.now,
  });
}

export const getApproveSourceNumberText: Handler<GetApproveSourceNumberTextApiArg> = async ({ id }, ctx): Promise<GetApproveSourceNumberTextApiResponse> => {
  const request = await openRequest(ctx, 'sourceNumberText', id);
  const { sourceName } = detailsOf<{ sourceName: string }>(request);
  return { data: { ...(await commonView(ctx.db, id, request)), ...(sourceName ? { sourceName } : {}), files: [], meetingStatus: 'none' } };
};

export const approveSourceNumberText: Handler<ApproveSourceNumberTextApiArg> = async ({ body }, ctx): Promise<ApproveSourceNumberTextApiResponse> =>
  decide(ctx, 'sourceNumberText', body, async (trx, request, decision) => {
    const identity = await trx.selectFrom('sender_identities').select(['id', 'status']).where('id', '=', request.subject_id).where('account_id', '=', request.account_id).where('kind', '=', 'name').executeTakeFirst();
    if (!identity) throw new RollbackWith(ApproveCampaign.invalidLink);
    if (identity.status !== 'pending') throw new RollbackWith(ApproveCampaign.alreadyDecided);
    await trx.updateTable('sender_identities').set({ status: decision.approve ? 'approved' : 'rejected' }).where('id', '=', identity.id).execute();
  });
