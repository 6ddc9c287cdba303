/**
 * What a due send waits for, for the waiting report (issue 13, section 3). The scheduler gives
 * each account one lane and the accounts take turns (messaging/scheduler.ts): that keeps one
 * account's 100,000 messages from holding up another account's 10, and it is intended. Within
 * an account the sends go one after another: a send due while another of its account is being
 * sent waits until that one's chunks are all handed out. Saying so beats a send that seems
 * stuck.
 *
 * The order is the scheduler's: the account's shipments already under way (making,
 * dispatching) first, then its due ones by time. A send's packets are one send.
 */
import type { Db } from '../../../db/database';

const underWay = new Set(['making', 'dispatching']);

/** For the account, a function from a due send's campaign id to the send it goes after, if any. */
export async function sendsAhead(db: Db, account: number, now: number): Promise<(campaignId: number) => number | undefined> {
  const shipments = await db
    .selectFrom('shipments as s')
    .innerJoin('campaigns as c', 'c.id', 's.campaign_id')
    .select(['s.id', 's.campaign_id', 's.status', 's.run_at'])
    .where('s.account_id', '=', account)
    .where('s.status', 'in', ['waiting', 'making', 'dispatching'])
    .where('s.run_at', '<=', now)
    // What the scheduler does not send (scheduler.ts loadDue) is in no one's way.
    .where('c.status', 'not in', ['stopped', 'held', 'draft'])
    .execute();
  const rank = (status: string) => (underWay.has(status) ? 0 : 1);
  const lane = shipments.sort((a, b) => rank(a.status) - rank(b.status) || Number(a.run_at) - Number(b.run_at) || a.id - b.id);
  return (campaignId) => {
    const own = lane.findIndex((s) => s.campaign_id === campaignId);
    for (let i = own - 1; i >= 0; i -= 1) if (lane[i].campaign_id !== campaignId) return lane[i].campaign_id;
    return undefined;
  };
}
