/**
 * Approval requests: something waits for a system manager's decision (a held campaign, a
 * report's delivery, a sender name). Asking writes the request in the caller's transaction —
 * the campaign and its request commit together — and sends the link /security/<token>/<type>
 * to the approvers through the outbox. The token is 32 random bytes; only its SHA-256 is
 * stored (as /ver/:hash links are), so neither guessing nor reading the database opens one.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { MainApprovalReason } from '../../../contract/main';
import { Group } from '../../../domain/access';
import type { Db } from '../../db/database';
import type { ApprovalKind, ApprovalRequestsTable } from '../../db/schema';
import { sendSystemMail, sendSystemSms } from '../../messaging/outbox';
import { linkBaseOf } from '../links/base';

export type ApprovalRequest = Selectable<ApprovalRequestsTable>;

/** The :type of /security/:hash/:type for each kind (none is a campaign). */
export const linkTypeOf: Record<ApprovalKind, string> = { campaign: 'campaign', report: 'report', sourceNumberText: 'source-number-text' };

const what: Record<ApprovalKind, string> = { campaign: 'A campaign', report: 'A report', sourceNumberText: 'A sender name' };

export const linkHashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

export const approvalLink = (host: string, token: string, kind: ApprovalKind): string => `${linkBaseOf(host)}/security/${token}/${linkTypeOf[kind]}`;

export interface ApprovalAsk {
  kind: ApprovalKind;
  subjectId: number;
  account: number;
  userId: number;
  /** Why it waits: a code the page words in the approver's language. */
  reason: MainApprovalReason;
  /** What the approver is shown, kept as it is now. */
  details: object;
  /** The host the link opens on. */
  host: string;
  now: number;
}

/** Who decides: the platform's system managers and super-administrators (the contract's x-access: system). */
async function approvers(db: Db): Promise<{ id: number; phones: string; email: string }[]> {
  return db
    .selectFrom('users')
    .select(['id', 'phones', 'email'])
    .where('group_id', 'in', [Group.systemManager, Group.superAdmin])
    .where('active', '=', 1)
    .where('blocked', '=', 0)
    .orderBy('id')
    .execute();
}

const phonesOf = (json: string): string[] => {
  try {
    const parsed: unknown = JSON.parse(json || '[]');
    return Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string' && p.trim() !== '') : [];
  } catch {
    return [];
  }
};

/** Writes the request and tells the approvers; answers the link (tests and callers may show it). */
export async function requestApproval(trx: Db, ask: ApprovalAsk): Promise<{ id: number; link: string }> {
  const token = randomBytes(32).toString('base64url');
  const row = await trx
    .insertInto('approval_requests')
    .values({
      kind: ask.kind,
      subject_id: ask.subjectId,
      account_id: ask.account,
      user_id: ask.userId,
      link_hash: linkHashOf(token),
      reason: ask.reason,
      details: JSON.stringify(ask.details),
      created_at: ask.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const link = approvalLink(ask.host, token, ask.kind);
  const text = `${what[ask.kind]} waits for your approval: ${link}`;
  for (const approver of await approvers(trx)) {
    for (const phone of phonesOf(approver.phones).slice(0, 1)) await sendSystemSms(trx, { to: phone, text, userId: approver.id, now: ask.now });
    if (approver.email) await sendSystemMail(trx, { to: approver.email, subject: `${what[ask.kind]} waits for approval`, text, userId: approver.id, now: ask.now });
  }
  return { id: row.id, link };
}

/** The request a link opens, only for its own kind (a campaign's link is no report's). */
export async function requestByToken(db: Db, kind: ApprovalKind, token: string): Promise<ApprovalRequest | undefined> {
  return db.selectFrom('approval_requests').selectAll().where('link_hash', '=', linkHashOf(token)).where('kind', '=', kind).executeTakeFirst();
}

/** The latest request about a subject (e.g. the reports side asks whether a report's delivery was approved). */
export async function approvalOf(db: Db, kind: ApprovalKind, subjectId: number): Promise<ApprovalRequest | undefined> {
  return db.selectFrom('approval_requests').selectAll().where('kind', '=', kind).where('subject_id', '=', subjectId).orderBy('id', 'desc').executeTakeFirst();
}
