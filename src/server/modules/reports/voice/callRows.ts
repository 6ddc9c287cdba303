/**
 * Calls as the voice report shows them (ReportRow with its call fields), read by id: the page
 * first finds the ids of its rows through an index alone, then reads only those.
 */
import type { ReportRow } from '../../../../contract/reports';
import type { Db } from '../../../db/database';
import { chargedCredits } from '../../../messaging/settlement';
import type { Selectable } from 'kysely';
import type { MessagesTable } from '../../../db/schema';
import { reportRowColumns, shownPhone, shownTime, type MessageRow } from '../messages/rows';
import { reportStatus } from '../messages/statuses';
import { isCallStatus } from './callStatuses';

/** What a call adds to a message report row: its attempts and the call's own columns (migration 0032_voice_calls). */
export const callColumns = ['messages.attempts', 'messages.call_status', 'messages.answered_at', 'messages.listened_ms', 'messages.hangup_by'] as const;

export type CallRow = MessageRow & Pick<Selectable<MessagesTable>, 'attempts' | 'call_status' | 'answered_at' | 'listened_ms' | 'hangup_by'>;

/** Whole seconds listened: a call answered and hung up within the first second listened 0 s. */
export const listenedSeconds = (ms: number | null): number | undefined => (ms === null ? undefined : Math.round(ms / 1000));

export function toCallRow(m: CallRow): ReportRow {
  const row: ReportRow = {
    id: m.id,
    status: reportStatus(m),
    destination: shownPhone(m.phone),
    sender: m.sender,
    campaignId: m.campaign_id,
    campaignName: m.campaign_name,
    sentOn: shownTime(Number(m.submitted_at ?? m.created_at)),
    // What it cost: nothing when it was refunded (settlement.ts), so the rows add up to the totals.
    credits: chargedCredits(m),
    attempts: m.attempts,
  };
  if (isCallStatus(m.call_status)) row.callStatus = m.call_status;
  if (m.answered_at !== null) row.answeredOn = shownTime(Number(m.answered_at));
  const seconds = listenedSeconds(m.listened_ms);
  if (seconds !== undefined) row.listenedSeconds = seconds;
  if (m.hangup_by === 'caller' || m.hangup_by === 'callee') row.hangupBy = m.hangup_by;
  if (m.done_at !== null) row.deliveredOn = shownTime(Number(m.done_at));
  return row;
}

/** The rows of these ids, in the order given. */
export async function callRowsByIds(db: Db, ids: number[]): Promise<ReportRow[]> {
  if (ids.length === 0) return [];
  const found = await db
    .selectFrom('messages')
    .innerJoin('campaigns', 'campaigns.id', 'messages.campaign_id')
    .select([...reportRowColumns, ...callColumns])
    .where('messages.id', 'in', ids)
    .execute();
  const byId = new Map(found.map((m) => [m.id, m]));
  return ids.flatMap((id) => {
    const m = byId.get(id);
    return m ? [toCallRow(m)] : [];
  });
}
