/** The charts' series from the API's figures: one per status, route, product measure, sign-in outcome or period measure. */
import type { GlobalToken } from 'antd';
import type { TFunction } from 'i18next';
import type { SuperAdminLogsSummary, SuperAdminMessagesDay, SuperAdminPeriodFigure, SuperAdminProductCredits } from '../../api/generated/superAdmin';
import type { ChartSeries } from '../../ui/charts/chartParts';

export type SeriesColors = ReturnType<typeof useSeriesColors>;

/** Theme colours (light and dark), never hard-coded ones. */
export function useSeriesColors(token: GlobalToken) {
  return { good: token.colorSuccess, bad: token.colorError, waiting: token.colorWarning, main: token.colorPrimary, second: token.colorInfo, third: token.colorWarning, fourth: token.colorTextTertiary };
}

export const statusSeries = (t: TFunction, c: SeriesColors, days: SuperAdminMessagesDay[]): ChartSeries[] => [
  { key: 'delivered', label: t('bi.messagesByStatus.delivered'), color: c.good, values: days.map((d) => d.delivered) },
  { key: 'notDelivered', label: t('bi.messagesByStatus.notDelivered'), color: c.bad, values: days.map((d) => d.notDelivered) },
  { key: 'pending', label: t('bi.messagesByStatus.pending'), color: c.waiting, values: days.map((d) => d.pending) },
];

export const routeSeries = (t: TFunction, c: SeriesColors, days: SuperAdminMessagesDay[], smsRoute: string): ChartSeries[] => [
  { key: 'sms', label: t('bi.messagesByRoute.sms', { route: smsRoute }), color: c.main, values: days.map((d) => d.sms) },
  { key: 'overseasSms', label: t('bi.messagesByRoute.overseasSms'), color: c.second, values: days.map((d) => d.overseasSms) },
  { key: 'voice', label: t('bi.messagesByRoute.voice'), color: c.third, values: days.map((d) => d.voice) },
  { key: 'whatsapp', label: t('bi.messagesByRoute.whatsapp'), color: c.good, values: days.map((d) => d.whatsapp) },
];

export const creditSeries = (t: TFunction, c: SeriesColors, products: SuperAdminProductCredits[]): ChartSeries[] => [
  { key: 'sold', label: t('bi.credits.sold'), color: c.main, values: products.map((p) => p.sold) },
  { key: 'used', label: t('bi.credits.used'), color: c.waiting, values: products.map((p) => p.used) },
];

const outcomeColors = (c: SeriesColors) => [c.good, c.bad, c.waiting, c.main, c.second, c.fourth];

/** One line per outcome over the days that had sign-ins; an outcome without its own words is shown as the server names it. */
export function signInSeries(t: TFunction, c: SeriesColors, rows: SuperAdminLogsSummary['rows']): ChartSeries[] {
  const days = [...new Set(rows.map((r) => r.date))];
  const outcomes = [...new Set(rows.map((r) => r.action))];
  return outcomes.map((outcome, i) => ({
    key: outcome,
    label: t(`bi.signIns.${outcome}`, { defaultValue: outcome }),
    color: outcomeColors(c)[i % 6]!,
    values: days.map((day) => rows.find((r) => r.date === day && r.action === outcome)?.count ?? 0),
  }));
}

export const periodFigureSeries = (t: TFunction, c: SeriesColors, figures: SuperAdminPeriodFigure[], area: 'revenue' | 'reloads', measures: ('amount' | 'count' | 'credits')[]): ChartSeries[] =>
  measures.map((m, i) => ({ key: m, label: t(`bi.${area}.${m}`), color: [c.main, c.second][i % 2]!, values: figures.map((f) => f[m]) }));
