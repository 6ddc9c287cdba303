/**
 * The account's blacklist and its history. Every add and remove writes a history row with
 * how (source) and who (user), in the same transaction as the change.
 */
import type { Transaction } from 'kysely';
import type { BlacklistEntry, BlacklistHistoryEntry } from '../../../contract/reports';
import { evidenceText, isConsentChannel, isConsentWay, type ConsentEvidence } from '../../../domain/consent';
import { formatDateTime } from '../../../domain/contactFields';
import { displayPhone } from '../../../domain/phones';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { accountOf, userScopeOf } from '../../http/account';
import type { RequestContext } from '../../http/handler';

type Executor = Db | Transaction<Database>;

/** How a number came in: the names the blacklist report shows. */
export const BlacklistSource = { user: 'user', upload: 'upload', admin: 'admin', removePage: 'remove page', link: 'link', reply: 'reply', chat: 'chat' } as const;

/**
 * Whose blacklist a request works in: the account of the user named (userScopeOf, the one scope
 * rule of operations that take a userId; anyone else's or an unknown id is 404). Changes made in
 * another account than the caller's own are an administrator's.
 */
export async function blacklistAccountOf(ctx: RequestContext, userId: number | undefined): Promise<{ account: number; source: string }> {
  const { account } = await userScopeOf(ctx, userId);
  return { account, source: account === accountOf(ctx.user!) ? BlacklistSource.user : BlacklistSource.admin };
}

/**
 * The consent record's evidence a source gives when the caller knows no more (domain/consent.ts):
 * a change typed on the blacklist page is the account's own user's, one made in another account
 * is support's, a file is an import; a reply without its channel is an SMS reply.
 */
export function evidenceOfSource(source: string): ConsentEvidence {
  switch (source) {
    case BlacklistSource.admin:
      return { channel: 'support', how: 'supportUser' };
    case BlacklistSource.upload:
      return { channel: 'import', how: 'file' };
    case BlacklistSource.link:
      return { channel: 'web', how: 'link' };
    case BlacklistSource.removePage:
      return { channel: 'web', how: 'unsubscribePage' };
    case BlacklistSource.reply:
      return { channel: 'sms', how: 'reply' };
    case BlacklistSource.chat:
      return { channel: 'sms', how: 'chat' };
    default:
      return { channel: 'web', how: 'accountUser' };
  }
}

export interface Change {
  account: number;
  phone: string;
  source: string;
  userId: number | null;
  now: number;
  /** What the consent record keeps with the change; the source's (evidenceOfSource) when absent. */
  evidence?: ConsentEvidence;
}

/** The evidence columns a change writes, in the blacklist and its history alike. */
export function evidenceColumns(change: Pick<Change, 'source' | 'evidence'>) {
  const evidence = change.evidence ?? evidenceOfSource(change.source);
  return { channel: evidence.channel, how: evidence.how, evidence_text: evidenceText(evidence.text), campaign_id: evidence.campaignId ?? null };
}

/** Adds a number; false when it was already there (nothing written then). */
export async function addToBlacklist(db: Executor, change: Change): Promise<boolean> {
  const result = await db
    .insertInto('blacklist')
    .values({ account_id: change.account, phone: change.phone, source: change.source, added_by: change.userId, created_at: change.now, ...evidenceColumns(change) })
    .onConflict((oc) => oc.columns(['account_id', 'phone']).doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0n) === 0) return false;
  await writeHistory(db, [change.phone], 'added', change);
  return true;
}

/** Removes numbers from the account's blacklist; the history keeps each removal. Answers the numbers that were there. */
export async function removeFromBlacklist(db: Executor, phones: readonly string[], change: Omit<Change, 'phone'>): Promise<string[]> {
  if (!phones.length) return [];
  const rows = await db.deleteFrom('blacklist').where('account_id', '=', change.account).where('phone', 'in', [...phones]).returning('phone').execute();
  const removed = rows.map((r) => r.phone);
  await writeHistory(db, removed, 'removed', change);
  return removed;
}

export async function writeHistory(db: Executor, phones: readonly string[], action: 'added' | 'removed', change: Omit<Change, 'phone'>): Promise<void> {
  if (!phones.length) return;
  const evidence = evidenceColumns(change);
  await db
    .insertInto('blacklist_history')
    .values(phones.map((phone) => ({ account_id: change.account, phone, action, source: change.source, user_id: change.userId, created_at: change.now, ...evidence })))
    .execute();
}

interface EntryRow {
  id: number;
  phone: string;
  source: string;
  created_at: number;
  username: string | null;
}

/** A blacklist row as the blacklist report shows it. */
export const entryFromRow = (row: EntryRow): BlacklistEntry => ({
  BLACKLIST_ID: row.id,
  PHONE: displayPhone(row.phone),
  source: row.source,
  user: row.username ?? '',
  createdOn: formatDateTime(row.created_at),
});

/** The account's entry for a number, as the blacklist report shows it. */
export async function entryOf(db: Executor, account: number, phone: string): Promise<BlacklistEntry | undefined> {
  const row = await db
    .selectFrom('blacklist')
    .leftJoin('users', 'users.id', 'blacklist.added_by')
    .select(['blacklist.id', 'blacklist.phone', 'blacklist.source', 'blacklist.created_at', 'users.username'])
    .where('blacklist.account_id', '=', account)
    .where('blacklist.phone', '=', phone)
    .executeTakeFirst();
  return row && entryFromRow(row);
}

export async function historyOf(db: Executor, account: number, phone: string): Promise<BlacklistHistoryEntry[]> {
  const rows = await db
    .selectFrom('blacklist_history')
    .leftJoin('users', 'users.id', 'blacklist_history.user_id')
    .select(['blacklist_history.action', 'blacklist_history.source', 'blacklist_history.created_at', 'users.username', 'blacklist_history.channel', 'blacklist_history.how', 'blacklist_history.evidence_text'])
    .where('blacklist_history.account_id', '=', account)
    .where('blacklist_history.phone', '=', phone)
    .orderBy('blacklist_history.created_at')
    .orderBy('blacklist_history.id')
    .execute();
  return rows.map((r) => ({
    action: r.action,
    source: r.source,
    user: r.username ?? '',
    date: formatDateTime(r.created_at),
    // The consent record's evidence of each change (migration 0058).
    ...(isConsentChannel(r.channel) ? { channel: r.channel } : {}),
    ...(isConsentWay(r.how) ? { how: r.how } : {}),
    ...(r.evidence_text ? { text: r.evidence_text } : {}),
  }));
}
