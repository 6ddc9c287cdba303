/**
 * What a manager must know about a user of its family beyond its fields: whether an
 * administrator asked it to accept the terms of use again (the one rule of
 * auth/termsApproval.ts), and the open recovery request of a frozen account
 * (auth/handling-inactive-user). Read for a page of the users report at once.
 */
import type { SubUser } from '../../../contract/users';
import type { Db } from '../../db/database';
import { termsStandingOf } from '../auth/termsApproval';

export type FamilyStanding = Pick<SubUser, 'termsRequired' | 'recoveryRequest'>;

export async function familyStandingOf(db: Db, userIds: readonly number[]): Promise<Map<number, FamilyStanding>> {
  const standing = new Map<number, FamilyStanding>();
  if (userIds.length === 0) return standing;
  const [terms, requests] = await Promise.all([
    termsStandingOf(db, userIds),
    db
      .selectFrom('inactive_requests')
      .select(['user_id', 'phone', 'comments', 'created_at'])
      .where('user_id', 'in', [...userIds])
      .where('status', '=', 'pending')
      // The newest last, so it is the one kept (handling-inactive-user keeps one open anyway).
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
  ]);
  const open = new Map(requests.map((r) => [r.user_id, r]));
  for (const userId of userIds) {
    const request = open.get(userId);
    standing.set(userId, {
      termsRequired: terms.get(userId)?.required ?? false,
      ...(request && {
        recoveryRequest: {
          requestedAt: new Date(Number(request.created_at)).toISOString(),
          ...(request.phone && { phone: request.phone }),
          ...(request.comments && { comments: request.comments }),
        },
      }),
    });
  }
  return standing;
}
