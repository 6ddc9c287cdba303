/**
 * A frozen account's recovery request (auth/handling-inactive-user) waits for its manager;
 * making the user active again (update-sub-user) is the answer, so it settles the open request
 * as approved in the same transaction: get-status-inactive-user then says so, and the family
 * row stops showing it.
 */
import type { Db } from '../../db/database';

export async function approveRecoveryRequests(trx: Db, userId: number, decidedBy: number, now: number): Promise<void> {
  await trx
    .updateTable('inactive_requests')
    .set({ status: 'approved', decided_at: now, decided_by: decidedBy })
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .execute();
}
