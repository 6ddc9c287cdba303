/** The voice report as CSV lines (the e-mailed report and the direct download): a call per line. */
import type { CsvValue } from '../../../../domain/csv';
import { toCallRow, type CallRow } from './callRows';

export const callCsvTitles = ['Id', 'Call status', 'Destination', 'Listened seconds', 'Attempts', 'Hung up by', 'Campaign id', 'Campaign', 'Sent on', 'Answered on', 'Ended on', 'Credits'];

export function callCsvValues(m: CallRow): CsvValue[] {
  const r = toCallRow(m);
  return [r.id, r.callStatus, r.destination, r.listenedSeconds, r.attempts, r.hangupBy, r.campaignId, r.campaignName, r.sentOn, r.answeredOn, r.deliveredOn, r.credits];
}
