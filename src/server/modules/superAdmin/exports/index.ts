/** The management exports (issue 18, section 7), read a page at a time or e-mailed past 100,000 rows. */
import type { HandlerMap } from '../../../http/handler';
import { exportReportBilling } from './billing';
import { superAdminExportContactLists } from './contactLists';
import { exportReloReport } from './reloads';
import { exportUsers } from './users';

export const exportHandlers: HandlerMap = { exportUsers, exportReportBilling, exportReloReport, superAdminExportContactLists } as HandlerMap;
