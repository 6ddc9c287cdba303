/** The exports the panel offers, and the call each one makes. */
import { useLazyExportReloReportQuery, useLazyExportReportBillingQuery, useLazyExportUsersQuery, type SuperAdminExportTable } from '../../../api/generated/superAdmin';

export const exportKinds = ['users', 'billing', 'reloads'] as const;
export type ExportKind = (typeof exportKinds)[number];

/** Only the users export may go without a period (every user ever); the others need one. */
export const periodRequired: Record<ExportKind, boolean> = { users: false, billing: true, reloads: true };

export interface ExportRequest {
  fromDate?: string;
  toDate?: string;
  page?: number;
  pageSize?: number;
  byEmail?: boolean;
}

/** One function per kind: the request's answer (undefined when the call failed: the base query told why). */
export function useExportCalls(): Record<ExportKind, (body: ExportRequest) => Promise<SuperAdminExportTable | undefined>> {
  const [users] = useLazyExportUsersQuery();
  const [billing] = useLazyExportReportBillingQuery();
  const [reloads] = useLazyExportReloReportQuery();
  // Billing and reloads require both ends; the panel sends them whenever it asks those.
  const withPeriod = (body: ExportRequest) => ({ ...body, fromDate: body.fromDate ?? '', toDate: body.toDate ?? '' });
  const answer = (running: { unwrap: () => Promise<{ data?: SuperAdminExportTable }> }) => running.unwrap().then((r) => r.data, () => undefined);
  return {
    users: (body) => answer(users({ body })),
    billing: (body) => answer(billing({ body: withPeriod(body) })),
    reloads: (body) => answer(reloads({ body: withPeriod(body) })),
  };
}
