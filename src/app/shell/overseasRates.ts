/**
 * The overseas-rates export of the info menu: every destination's rate as a CSV, without
 * Israel itself (prefix 972, section 9) since those are not overseas.
 */
import type { Rate } from '../api/generated/main';
import { buildCsv } from '../ui/csv';

export const domesticPrefix = '972';
export const overseasRatesFileName = 'overseas-rates.csv';

export interface OverseasRatesHeaders {
  prefix: string;
  operator: string;
  rate: string;
}

export function overseasRatesCsv(rows: readonly Rate[], headers: OverseasRatesHeaders): string {
  const overseas = rows.filter((row) => !String(row.PREFIX ?? '').startsWith(domesticPrefix));
  return buildCsv(
    [headers.prefix, headers.operator, headers.rate],
    overseas.map((row) => [row.PREFIX, row.OPERATOR_DESC, row.RATE]),
  );
}
