/**
 * The states of a campaign and the moves between them, in one table that every write of the
 * campaign store checks (store.ts). A campaign is written as a draft (a draft of the composer,
 * or the row an acceptance hangs its recipients on) or, for a repeating or birthday campaign,
 * directly as future or held (it keeps only a schedule; each run is a campaign of its own).
 *
 * - draft: accepted → waiting (due now), future (due later) or held (no permission to send).
 * - waiting / future: the pipeline makes its first messages → sending; an administrator
 *   stops it; a reschedule makes it future; a repeating parent's run claims keep it future
 *   until its last run, when it is sent.
 * - sending: its last shipment done → sent; an administrator stops it.
 * - held: approved or resumed → waiting, future or sending (where it was); stopped.
 * - stopped: resumed → waiting, future or sending (where it was).
 * - sent: final.
 * A draft, a waiting, future, held or stopped campaign may be removed (deleted, edited, its
 * approval refused); one that is sending or sent keeps its messages and is never removed.
 */
import type { CampaignStatus } from '../db/schema';

export const campaignStatuses: readonly CampaignStatus[] = ['draft', 'waiting', 'future', 'sending', 'sent', 'stopped', 'held'];

/** From-status → the statuses a write may move it to (staying is listed where a write keeps it). */
export const campaignTransitions: Readonly<Record<CampaignStatus, readonly CampaignStatus[]>> = {
  draft: ['draft', 'waiting', 'future', 'held'],
  waiting: ['sending', 'future', 'stopped'],
  future: ['future', 'sending', 'sent', 'stopped'],
  sending: ['sent', 'stopped'],
  sent: [],
  held: ['held', 'waiting', 'future', 'sending', 'stopped'],
  stopped: ['stopped', 'waiting', 'future', 'sending'],
};

/** The statuses a campaign is created in. */
export const initialStatuses: readonly CampaignStatus[] = ['draft', 'future', 'held'];

/** The statuses a campaign may be removed in (nothing of it has left). */
export const removableStatuses: readonly CampaignStatus[] = ['draft', 'waiting', 'future', 'held', 'stopped'];

export const canMove = (from: CampaignStatus, to: CampaignStatus): boolean => campaignTransitions[from].includes(to);

export class CampaignTransitionError extends Error {
  constructor(from: CampaignStatus | 'new' | 'removed', to: CampaignStatus | 'removed', campaignId?: number) {
    super(`campaign${campaignId === undefined ? '' : ` ${campaignId}`} may not move from ${from} to ${to}`);
  }
}

/** Throws unless every status of `from` may move to `to`. */
export function checkMove(from: readonly CampaignStatus[], to: CampaignStatus, campaignId?: number): void {
  for (const f of from) if (!canMove(f, to)) throw new CampaignTransitionError(f, to, campaignId);
}
