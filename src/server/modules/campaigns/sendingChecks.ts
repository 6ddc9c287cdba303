/**
 * The refusals of section 8 that depend on who sends rather than on the recipients: the
 * user's send permissions and hours, the forbidden words, the daily limit and the sender.
 * Each answers the send-campaign status it refuses with, or null.
 */
import type { Campaign } from '../../../contract/campaigns';
import { birthdayProblem } from '../../../domain/campaignTiming';
import { fromIsraelWallTime, israelWallTime } from '../../../domain/israelTime';
import { internationalPhone, normalizeListPhone } from '../../../domain/phones';
import { isReplyNumberHeld } from '../../../domain/replyNumbers';
import { forbiddenWordsIn, parseSendingHours, senderNameProblem, type SendingHours } from '../../../domain/sendingRules';
import { accountOf } from '../../../domain/access';
import type { Db } from '../../db/database';
import type { SenderIdentityKind } from '../../db/schema';
import { hasVerifiedNumber, isForbiddenSource } from '../senders/queries';
import { mayUseName, mayUseNumber, sendersOf, type SharedSenders } from '../senders/sharedSenders';

export interface SenderRules {
  /** 0: campaigns are saved held until an administrator lets them go (status 5). */
  canSend: boolean;
  /** An administrator refused this user new campaigns (status -13). */
  blocked: boolean;
  hours: SendingHours | null;
  dailyLimit: number | null;
}

export async function senderRulesOf(db: Db, userId: number): Promise<SenderRules> {
  const row = await db.selectFrom('users').select(['can_send', 'cant_send_campaign', 'sending_hours', 'daily_limit']).where('id', '=', userId).executeTakeFirstOrThrow();
  return { canSend: row.can_send !== 0, blocked: row.cant_send_campaign !== 0, hours: parseSendingHours(row.sending_hours), dailyLimit: row.daily_limit };
}

/** In send_word_permissions, the word id that stands for every prohibited word. */
export const everyWord = 0;

/**
 * The active prohibited words a user may not send: all of them but those it, or its account's
 * primary user, was allowed (super-admin/add-permission-send; a primary user's permission
 * covers its sub-users); none when allowed every word.
 */
export async function forbiddenWordList(db: Db, userId: number): Promise<string[]> {
  const user = await db.selectFrom('users').select(['id', 'admin_id']).where('id', '=', userId).executeTakeFirst();
  const holders = user ? [...new Set([user.id, accountOf({ userId: user.id, adminId: user.admin_id })])] : [userId];
  const permitted = (await db.selectFrom('send_word_permissions').select('word_id').where('user_id', 'in', holders).execute()).map((r) => r.word_id);
  if (permitted.includes(everyWord)) return [];
  let words = db.selectFrom('forbidden_words').select('word').where('active', '=', 1);
  if (permitted.length) words = words.where('id', 'not in', permitted);
  return (await words.execute()).map((w) => w.word);
}

/** The prohibited words the text holds that this user may not send. */
export async function forbiddenWordsOf(db: Db, userId: number, text: string): Promise<string[]> {
  const words = await forbiddenWordList(db, userId);
  return words.length ? forbiddenWordsIn(text, words) : [];
}

/** Whether `more` messages today (Israel day) would pass the user's daily limit. */
export async function overDailyLimit(db: Db, userId: number, limit: number | null, more: number, now: number): Promise<boolean> {
  if (limit === null) return false;
  const w = israelWallTime(now);
  const row = await db
    .selectFrom('campaigns')
    .select((eb) => eb.fn.sum<number>('recipients').as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', fromIsraelWallTime(w.year, w.month, w.day))
    .where('status', 'not in', ['draft'])
    .where('next_run_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0) + more > limit;
}

export const SenderRefusal = { invalidSender: -16, unsubscribeNeedsReplyNumber: -20, birthday: -21 } as const;

/**
 * The account's sender of that kind and value. A verified number may be a verified group's
 * (senders/queries.ts verifiedNumberAccounts); an attached one counts only while it is held
 * (src/domain/replyNumbers.ts).
 */
async function identity(db: Db, account: number, kind: SenderIdentityKind, value: string) {
  if (kind === 'verified') return (await hasVerifiedNumber(db, account, value)) ? { status: 'approved' as const, permanent: 0 } : undefined;
  const row = await db.selectFrom('sender_identities').select(['status', 'permanent', 'held_until']).where('account_id', '=', account).where('kind', '=', kind).where('value', '=', value).executeTakeFirst();
  return row && (kind !== 'attached' || isReplyNumberHeld(row.held_until, Date.now())) ? row : undefined;
}

/**
 * The account's default sender, for a campaign that names none (the API allows leaving it
 * out): its attached number (the system number the platform lent it, a permanent one first),
 * else its sender name, else its verified number, the oldest approved of each. Null when it
 * has none: the campaign is refused (-16), never sent with an empty source_addr. Only among the
 * senders shared with the user: a sub-user never goes out from a name or number kept from it.
 */
export async function defaultSenderOf(db: Db, account: number, shared: SharedSenders): Promise<string | null> {
  const rows = await db
    .selectFrom('sender_identities')
    .select(['kind', 'value', 'permanent'])
    .where('account_id', '=', account)
    .where('status', '=', 'approved')
    .orderBy('id')
    .execute();
  const usable = rows.filter((r) => (r.kind === 'name' ? mayUseName(shared, r.value) : r.kind === 'verified' ? mayUseNumber(shared, r.value) : true));
  const rank = (r: (typeof rows)[number]) => (r.kind === 'attached' ? (r.permanent ? 0 : 1) : r.kind === 'name' ? 2 : 3);
  const first = usable.map((r, i) => ({ r, i })).sort((a, b) => rank(a.r) - rank(b.r) || a.i - b.i)[0]?.r;
  if (!first) return null;
  if (first.kind === 'name') return senderNameProblem(first.value) ? null : first.value;
  const phone = normalizeListPhone(first.value);
  return phone ? internationalPhone(phone) : null;
}

/**
 * The sender the campaign goes out from, checked against what the account owns: an approved
 * sender name (1), a verified number (2), or an attached number (3, 4). No sender at all is the
 * account's default sender (above). A sub-user sends only from the names and verified numbers its
 * family shares with it (senders/sharedSenders.ts); others are refused as not its own. Unsubscribe by reply needs an attached number to receive the reply, and a
 * birthday campaign (which runs for years) a permanent one, and contact lists only. A sender the
 * platform forbids (super-admin/forbidden-sources-add) is refused as invalid, whoever owns it.
 * Answers the sender as messages carry it, or the refusal.
 */
export async function checkSender(db: Db, account: number, campaign: Campaign, userId: number): Promise<{ sender: string } | { refusal: number }> {
  const shared = await sendersOf(db, userId);
  const given = campaign.sourceNumber?.trim() ?? '';
  const type = campaign.sourceType ?? (/[A-Za-z]/.test(given) ? 1 : 2);
  let sender = given;
  let attached: { permanent: number } | undefined;
  if (given) {
    if (type === 1) {
      const named = senderNameProblem(given) ? undefined : await identity(db, account, 'name', given);
      if (named?.status !== 'approved' || !mayUseName(shared, given)) return { refusal: SenderRefusal.invalidSender };
    } else {
      const phone = normalizeListPhone(given);
      if (!phone) return { refusal: SenderRefusal.invalidSender };
      // Sent from, and replied to, in the international form the SMSC uses.
      sender = internationalPhone(phone);
      const kind = type === 2 ? 'verified' : 'attached';
      const owned = await identity(db, account, kind, phone);
      if (owned?.status !== 'approved' || (kind === 'verified' && !mayUseNumber(shared, phone))) return { refusal: SenderRefusal.invalidSender };
      if (kind === 'attached') attached = owned;
    }
  } else {
    // The default is not a chosen reply number: unsubscribe by reply and birthdays still ask for one.
    const fallback = await defaultSenderOf(db, account, shared);
    if (fallback === null) return { refusal: SenderRefusal.invalidSender };
    sender = fallback;
  }
  // A sender the platform forbids every account (super-admin/forbidden-sources-add), however it was owned.
  if (await isForbiddenSource(db, sender)) return { refusal: SenderRefusal.invalidSender };
  if (campaign.unsubscribeOption === 2 && !attached) return { refusal: SenderRefusal.unsubscribeNeedsReplyNumber };
  if (campaign.birthdayCampaign) {
    const listsOnly = (campaign.destinations ?? []).length > 0 && (campaign.destinations ?? []).every((d) => d.type === 'cl') && !campaign.phones?.length;
    if (!listsOnly || birthdayProblem(campaign.birthdayCampaign) || !attached?.permanent) return { refusal: SenderRefusal.birthday };
  }
  return { sender };
}
