/**
 * A message report (sms-report, or voice-report: its calls) as CSV: UTF-8 with a byte-order mark (Excel then shows Hebrew right), in the
 * page's order (newest first), read a chunk at a time by keyset on (created_at, id) so each
 * chunk starts where the last ended inside the filter's index, and never held whole in memory.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { csvLine, type CsvValue } from '../../../../domain/csv';
import type { Db } from '../../../db/database';
import { callColumns, type CallRow } from '../voice/callRows';
import { callCsvTitles, callCsvValues } from '../voice/callCsv';
import type { MessageFilters } from './filters';
import { filteredMessages } from './query';
import { reportRowColumns, toReportRow } from './rows';

const chunkRows = 5_000;

export const csvTitles = ['Id', 'Status', 'Parts', 'Operator', 'Sender', 'Destination', 'Message', 'Campaign id', 'Campaign', 'Sent on', 'Delivered on', 'Credits'];

/** Each chunk reads a message's report columns and a call's (null on a text message): one reader for both reports. */
async function* messageChunks(db: Db, f: MessageFilters): AsyncGenerator<CallRow[]> {
  let after: { created_at: number; id: number } | null = null;
  for (;;) {
    // The next chunk ends where the last began: the period's end moves down to its created_at
    // (one upper bound, so the index range itself shrinks; a row-value comparison would not).
    const scope = after ? { ...f, period: { from: f.period.from, to: after.created_at + 1 } } : f;
    let q = filteredMessages(db, scope).innerJoin('campaigns', 'campaigns.id', 'messages.campaign_id');
    if (after) {
      const { created_at, id } = after;
      q = q.where((eb) => eb.or([eb('messages.created_at', '<', created_at), eb('messages.id', '<', id)]));
    }
    const rows: CallRow[] = await q
      .select([...reportRowColumns, ...callColumns])
      .orderBy('messages.created_at', 'desc')
      .orderBy('messages.id', 'desc')
      .limit(chunkRows)
      .execute();
    if (rows.length === 0) return;
    const last = rows[rows.length - 1];
    after = { created_at: Number(last.created_at), id: last.id };
    yield rows;
    if (rows.length < chunkRows) return;
  }
}

function smsCsvValues(m: CallRow, operator: string): CsvValue[] {
  const r = toReportRow(m, operator);
  return [r.id, r.status, r.parts, r.operator, r.sender, r.destination, r.message, r.campaignId, r.campaignName, r.sentOn, r.deliveredOn, r.credits];
}

/** The CSV text of the filters' kind, a chunk of rows at a time, the first with the byte-order mark and the titles; `counted.rows` follows. */
export async function* messageReportCsv(db: Db, f: MessageFilters, operator: string, counted = { rows: 0 }): AsyncGenerator<string> {
  const voice = f.kind === 'voice';
  yield `\uFEFF${csvLine(voice ? callCsvTitles : csvTitles)}`;
  for await (const chunk of messageChunks(db, f)) {
    counted.rows += chunk.length;
    let text = '';
    for (const m of chunk) text += csvLine(voice ? callCsvValues(m) : smsCsvValues(m, operator));
    yield text;
  }
}

/** Writes the CSV to a file, waiting on the disk when it is slower; onChunk runs after each chunk. */
export async function writeCsvFile(path: string, csv: AsyncIterable<string>, onChunk?: () => Promise<void>): Promise<void> {
  const out = createWriteStream(path);
  try {
    for await (const text of csv) {
      if (!out.write(text)) await once(out, 'drain');
      if (onChunk) await onChunk();
    }
    out.end();
    await once(out, 'close');
  } catch (error) {
    out.destroy();
    throw error;
  }
}
