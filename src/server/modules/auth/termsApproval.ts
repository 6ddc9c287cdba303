/**
 * Whether a user must accept the terms of use again before working: an administrator asked
 * for it (users/enforcement-user sets users.terms_required_since) and no acceptance
 * (terms_approvals) came after. Sign-in answers it as approvalRulesRequired.
 */
import type { Db } from '../../db/database';

export async function termsApprovalRequired(db: Db, userId: number): Promise<boolean> {
  const user = await db.selectFrom('users').select('terms_required_since').where('id', '=', userId).executeTakeFirst();
  const since = user?.terms_required_since;
  if (since === null || since === undefined) return false;
  const accepted = await db
    .selectFrom('terms_approvals')
    .select('id')
    .where('user_id', '=', userId)
    .where('approved_at', '>=', Number(since))
    .executeTakeFirst();
  return !accepted;
}
