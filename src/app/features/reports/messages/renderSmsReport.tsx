/** Renders /sms-report the way the router mounts it. */
import type { Language } from '../../../state/preferences';
import { renderWithProviders, sessionFor } from '../../../test/render';
import SmsReportPage from './SmsReportPage';

export function renderSmsReport(search = '', language: Language = 'en') {
  return renderWithProviders(<SmsReportPage />, {
    route: `/sms-report${search}`,
    path: '/sms-report',
    preloadedState: { ...sessionFor(), preferences: { language, theme: 'light' } },
  });
}
