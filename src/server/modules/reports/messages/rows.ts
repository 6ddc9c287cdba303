/**
 * Message rows as the sms report shows them (ReportRow), read by id with their campaign:
 * the page first finds the ids of its rows through an index alone, then reads only those.
 */
import type { ReportRow } from '../../../../contract/reports';
import { formatIsraelDateTime } from '../../../../domain/israelTime';
import type { Config } from '../../../config';
import type { Db } from '../../../db/database';
import type { Selectable } from 'kysely';
import type { MessagesTable } from '../../../db/schema';
import { reportStatus } from './statuses';
import { chargedCredits } from '../../../messaging/settlement';

/** The columns a report row is made of: the message's and its campaign's (joined as campaigns). */
export const reportRowColumns = [
  'messages.id',
  'messages.phone',
  'messages.text',
  'messages.parts',
  'messages.credits',
  'messages.status',
  'messages.delivery_status',
  'messages.error',
  'messages.quiet_until',
  'messages.created_at',
  'messages.submitted_at',
  'messages.done_at',
  'messages.campaign_id',
  'campaigns.name as campaign_name',
  'campaigns.sender',
] as const;

export type MessageRow = Pick<
  Selectable<MessagesTable>,
  'id' | 'phone' | 'text' | 'parts' | 'credits' | 'status' | 'delivery_status' | 'error' | 'quiet_until' | 'created_at' | 'submitted_at' | 'done_at' | 'campaign_id'
> & { campaign_name: string; sender: string };

/**
 * The route that carried the message. The repository has no table of Israeli operators by
 * prefix (and numbers move between operators), so the report names the route: the SMPP
 * account or the simulator.
 */
export const operatorOf = (config: Pick<Config, 'smpp'>): string => (config.smpp ? `SMPP ${config.smpp.systemId}` : 'Simulator');

/** 972XXXXXXXXX as people write it in Israel (0XXXXXXXXX); other countries as they are. */
export const shownPhone = (phone: string): string => (phone.startsWith('972') && phone.length <= 12 ? `0${phone.slice(3)}` : phone);

export function selectRows(db: Db) {
  return db.selectFrom('messages').innerJoin('campaigns', 'campaigns.id', 'messages.campaign_id').select(reportRowColumns);
}

const shownMinutes = new Map<number, string>();

/**
 * DD/MM/YYYY HH:mm in Israel, by minute: reading the zone (Intl) costs more than the rest of a
 * row, and the rows of a chunk share their minutes. Clock changes move whole hours, so a
 * minute shows the same whatever its second.
 */
export function shownTime(ms: number): string {
  const minute = Math.floor(ms / 60_000);
  let shown = shownMinutes.get(minute);
  if (shown === undefined) {
    if (shownMinutes.size > 50_000) shownMinutes.clear();
    shown = formatIsraelDateTime(minute * 60_000);
    shownMinutes.set(minute, shown);
  }
  return shown;
}

export function toReportRow(m: MessageRow, operator: string): ReportRow {
  const status = reportStatus(m);
  const row: ReportRow = {
    id: m.id,
    status,
    parts: m.parts,
    operator,
    sender: m.sender,
    destination: shownPhone(m.phone),
    message: m.text,
    campaignId: m.campaign_id,
    campaignName: m.campaign_name,
    sentOn: shownTime(Number(m.submitted_at ?? m.created_at)),
    // What it cost: nothing when it was refunded (settlement.ts), so the rows add up to the totals.
    credits: chargedCredits(m),
  };
  if (status === 'delivered' && m.done_at !== null) row.deliveredOn = shownTime(Number(m.done_at));
  return row;
}

/** The rows of these ids, in the order given. */
export async function rowsByIds(db: Db, ids: number[], operator: string): Promise<ReportRow[]> {
  if (ids.length === 0) return [];
  const found = await selectRows(db).where('messages.id', 'in', ids).execute();
  const byId = new Map(found.map((m) => [m.id, m]));
  return ids.flatMap((id) => {
    const m = byId.get(id);
    return m ? [toReportRow(m, operator)] : [];
  });
}
