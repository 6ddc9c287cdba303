/** Postpaid requests: at most one open per account, until an administrator approves it. */
import type { Db } from '../../db/database';
import type { BalanceService } from '../../db/schema';

export async function openPostpaidRequestOf(db: Db, account: number) {
  return db.selectFrom('postpaid_requests').selectAll().where('account_id', '=', account).where('state', '=', 'open').executeTakeFirst();
}

export interface PostpaidRequestInput {
  account: number;
  userId: number;
  productId: number;
  service: BalanceService;
  credits: number;
  amount: number;
  now: number;
}

/** Opens a request; false when one is already open (the partial unique index settles a race). */
export async function openPostpaidRequest(db: Db, r: PostpaidRequestInput): Promise<boolean> {
  if (await openPostpaidRequestOf(db, r.account)) return false;
  try {
    await db
      .insertInto('postpaid_requests')
      .values({ account_id: r.account, user_id: r.userId, product_id: r.productId, service: r.service, credits: r.credits, amount: r.amount, created_at: r.now })
      .execute();
    return true;
  } catch (error) {
    if (await openPostpaidRequestOf(db, r.account)) return false;
    throw error;
  }
}
