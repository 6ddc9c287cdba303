/**
 * Whether a user must accept the terms of use again before working: an administrator asked
 * for it (users/enforcement-user sets users.terms_required_since) and no acceptance
 * (terms_approvals) came after. Sign-in answers it as approvalRulesRequired; my-profile and the
 * family rows show it, all through `termsStandingOf`, so the rule is written once.
 */
import type { Db } from '../../db/database';

export interface TermsStanding {
  /** When the user last accepted the terms (ms); absent when never. */
  acceptedAt?: number;
  /** An administrator asked for an acceptance and none came after. */
  required: boolean;
}

/** The rule: an acceptance at or after the request settles it. */
const stillRequired = (requiredSince: number | null, acceptedAt: number | undefined): boolean =>
  requiredSince !== null && !(acceptedAt !== undefined && acceptedAt >= requiredSince);

/** Each user's terms standing, read in two queries however many users are asked about. */
export async function termsStandingOf(db: Db, userIds: readonly number[]): Promise<Map<number, TermsStanding>> {
  const standing = new Map<number, TermsStanding>();
  if (userIds.length === 0) return standing;
  const ids = [...userIds];
  const [users, accepted] = await Promise.all([
    db.selectFrom('users').select(['id', 'terms_required_since']).where('id', 'in', ids).execute(),
    db
      .selectFrom('terms_approvals')
      .select(['user_id', (eb) => eb.fn.max('approved_at').as('at')])
      .where('user_id', 'in', ids)
      .groupBy('user_id')
      .execute(),
  ]);
  const lastAccepted = new Map(accepted.map((a) => [a.user_id, a.at === null || a.at === undefined ? undefined : Number(a.at)]));
  for (const user of users) {
    const acceptedAt = lastAccepted.get(user.id);
    const since = user.terms_required_since === null ? null : Number(user.terms_required_since);
    standing.set(user.id, { ...(acceptedAt !== undefined && { acceptedAt }), required: stillRequired(since, acceptedAt) });
  }
  return standing;
}

export async function termsApprovalRequired(db: Db, userId: number): Promise<boolean> {
  return (await termsStandingOf(db, [userId])).get(userId)?.required ?? false;
}
