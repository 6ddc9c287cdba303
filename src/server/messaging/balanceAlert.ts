/**
 * The automatic low-balance alert (section 9, "Auto quantity alert 10%"): when a take of credits
 * brings an account's balance of a service below 10 % of what it held right after its last
 * top-up, its holder gets a live warning, in the transaction that takes the credits, so a
 * rolled-back take alerts nobody.
 *
 * The base is the balance after the last top-up — credits the account received other than a
 * campaign's own credits coming back (a purchase, a transfer from its manager, a grant) — read
 * from the ledger, so nothing new is stored: "10 % of what you had when you last filled up".
 * The alert is raised only by the take that crosses the line (balance before it at or above,
 * after it below); later takes start below and raise nothing, until a refund or a top-up lifts
 * the balance back over the line and a take crosses it again. Only reservations move a balance
 * down, and they happen per campaign, test send or answer, never per message of the pipeline,
 * so the one ledger read added to each take is off the hot path, and it is one step of an index
 * of top-ups alone (migration 0037_balance_top_ups) however long the account's ledger is.
 */
import type { Db } from '../db/database';
// Entries that give a campaign's own credits back (campaign.refund, .reject, .edit, .delete) are no top-up.
import { topUpCondition } from '../db/migrations/0037_balance_top_ups';
import type { BalanceService } from '../db/schema';
import { NotificationType, raiseNotification } from '../events/notifications';

/** The alert line, in tenths: a balance below base × 1/10. */
const alertShare = 10;

export interface BalanceTake {
  account: number;
  service: BalanceService;
  before: number;
  after: number;
  now: number;
}

/** Whether the take crossed the alert line of this base. */
export const crossesAlertLine = (base: number, before: number, after: number): boolean => after * alertShare < base && before * alertShare >= base;

/** The balance right after the account's last top-up of this service, or null when it never had one. */
async function lastTopUp(db: Db, account: number, service: BalanceService): Promise<number | null> {
  const row = await db
    .selectFrom('balance_entries')
    .select('balance_after')
    .where('user_id', '=', account)
    .where('service', '=', service)
    .where(topUpCondition)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.balance_after) : null;
}

/** Raises the low-balance warning when this take crossed the line (call it in the take's transaction). */
export async function alertOnLowBalance(db: Db, take: BalanceTake): Promise<void> {
  if (take.after >= take.before) return;
  const base = await lastTopUp(db, take.account, take.service);
  if (base === null || !crossesAlertLine(base, take.before, take.after)) return;
  // The browser names the service in the reader's language (shell.credits.services.<service>);
  // buying a package is the top bar's modal, not a page, so the warning links nowhere.
  await raiseNotification(db, take.account, { type: NotificationType.warning, message: 'shell.notifications.lowBalance', dynamicString: take.service }, take.now);
}
