/** What the usage pages ask for, how they read the answer, and the months of the chart. */
import type { GetReportPageApiResponse, ReportsUsageRow } from '../../../api/generated/reports';
import { href } from '../../../router/paths';
import { GetReportPage } from '../../../../contract/statusCodes';

export const usageRouteName = 'users-usage-report' as const;

/** The users-usage-report route answers ReportsUsageRow rows (contract); the generated type is every report's union. */
export const usageRowsOf = (answer: GetReportPageApiResponse | undefined): ReportsUsageRow[] =>
  (answer?.data?.status === GetReportPage.ready ? answer.data.rows ?? [] : []) as ReportsUsageRow[];

/** The figures of a usage row, in the order the table, the totals and the export show them. */
export const usageFigures = ['sms', 'smsParts', 'overseasSms', 'voice', 'whatsapp', 'credits'] as const;
export type UsageFigure = (typeof usageFigures)[number];

/** A month as the product writes dates: MM/YYYY. */
export const monthLabel = (month: number, year: number): string => `${String(month).padStart(2, '0')}/${year}`;

export const monthHref = (month: number, year: number): string => href('usersUsageReportMonth', { month, year });

export interface MonthUsage {
  month: number;
  year: number;
  sms: number;
  overseasSms: number;
  voice: number;
  whatsapp: number;
}

/** The rows summed per month, oldest first: one bar per month. */
export function usageByMonth(rows: readonly ReportsUsageRow[]): MonthUsage[] {
  const months = new Map<number, MonthUsage>();
  for (const row of rows) {
    if (!row.month || !row.year) continue;
    const key = row.year * 100 + row.month;
    const sum = months.get(key) ?? { month: row.month, year: row.year, sms: 0, overseasSms: 0, voice: 0, whatsapp: 0 };
    sum.sms += row.sms ?? 0;
    sum.overseasSms += row.overseasSms ?? 0;
    sum.voice += row.voice ?? 0;
    sum.whatsapp += row.whatsapp ?? 0;
    months.set(key, sum);
  }
  return [...months.entries()].sort(([a], [b]) => a - b).map(([, sum]) => sum);
}
