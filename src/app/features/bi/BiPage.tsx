/**
 * /bi (issue 18): the business at a glance for super-administrators — headline figures, then
 * for the chosen period messages per day by status and by route, credits sold and used by
 * product, sign-ins per day and the top 10 customers; and money received and credit reloads
 * over today, this month, last month and this year. Every chart has its table (read by screen
 * readers, downloaded as CSV).
 */
import { Alert, Flex, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useGetCreditsByProductQuery,
  useGetMessagesPerDayQuery,
  useGetQuantityReloQuery,
  useGetSumCashQuery,
  useGetSumLogsQuery,
} from '../../api/generated/superAdmin';
import { useFeatureTexts } from '../../i18n/useFeatureTexts';
import { PageLoading } from '../../ui/PageLoading';
import { useNumberFormat } from '../../ui/useNumberFormat';
import { FigureChart } from './components/FigureChart';
import { Headline } from './components/Headline';
import { PeriodPicker } from './components/PeriodPicker';
import { TopCustomers } from './components/TopCustomers';
import { WhatsAppStatus } from './components/WhatsAppStatus';
import { defaultPeriod, type BiPeriod } from './period';
import { creditSeries, periodFigureSeries, routeSeries, signInSeries, statusSeries, useSeriesColors } from './series';

export default function BiPage() {
  const { t } = useTranslation();
  const textsReady = useFeatureTexts('bi');
  const [period, setPeriod] = useState<BiPeriod>(() => defaultPeriod());
  const { shekels } = useNumberFormat();
  const colors = useSeriesColors(theme.useToken().token);
  const messages = useGetMessagesPerDayQuery({ body: period });
  const credits = useGetCreditsByProductQuery({ body: period });
  const signIns = useGetSumLogsQuery(period);
  const cash = useGetSumCashQuery();
  const reloads = useGetQuantityReloQuery();
  if (!textsReady) return <PageLoading />;

  const days = messages.data?.data?.days ?? [];
  const dayLabels = days.map((d) => d.date);
  const cashFigures = cash.data?.data?.figures ?? [];
  const reloadFigures = reloads.data?.data?.figures ?? [];
  const products = credits.data?.data ?? [];
  const logs = signIns.data?.data;
  const failed = [messages, credits, signIns, cash, reloads].some((q) => q.isError);

  return (
    <Flex vertical gap={16} style={{ padding: 24 }}>
      <Flex vertical gap={4}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('bi.page.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('bi.page.intro')}</Typography.Text>
      </Flex>
      {failed && <Alert type="error" showIcon message={t('bi.page.loadFailed')} />}
      <Headline />
      <PeriodPicker value={period} onChange={setPeriod} />
      <Flex gap={16} wrap>
        <FigureChart kind="bar" title={t('bi.messagesByStatus.title')} labelHeader={t('bi.table.day')} labels={dayLabels} series={statusSeries(t, colors, days)} fileName="messages-by-status" />
        <FigureChart
          kind="bar"
          title={t('bi.messagesByRoute.title')}
          labelHeader={t('bi.table.day')}
          labels={dayLabels}
          series={routeSeries(t, colors, days, messages.data?.data?.smsRoute ?? '')}
          fileName="messages-by-route"
        />
        <FigureChart
          kind="bar"
          grouped
          title={t('bi.credits.title')}
          labelHeader={t('bi.table.product')}
          labels={products.map((p) => t(`bi.credits.${p.service}`))}
          series={creditSeries(t, colors, products)}
          fileName="credits-by-product"
        />
        <FigureChart kind="line" title={t('bi.signIns.title')} labelHeader={t('bi.table.day')} labels={logs ? signInDays(logs.rows) : []} series={logs ? signInSeries(t, colors, logs.rows) : []} fileName="sign-ins" />
      </Flex>
      <TopCustomers period={period} />
      <WhatsAppStatus />
      <Flex gap={16} wrap>
        <FigureChart
          kind="bar"
          title={t('bi.revenue.title')}
          labelHeader={t('bi.table.period')}
          labels={cashFigures.map((f) => t(`bi.revenue.${f.period}`))}
          series={periodFigureSeries(t, colors, cashFigures, 'revenue', ['amount'])}
          format={shekels}
          fileName="money-received"
        />
        <FigureChart
          kind="bar"
          title={t('bi.revenue.byPaymentType')}
          labelHeader={t('bi.revenue.byPaymentType')}
          labels={paymentTypes.map((type) => t(`bi.revenue.${type}`))}
          series={[{ key: 'amount', label: t('bi.revenue.amount'), color: colors.main, values: paymentTypes.map((type) => cash.data?.data?.byPaymentType[type] ?? 0) }]}
          format={shekels}
          fileName="money-by-payment-type"
        />
        <FigureChart
          kind="bar"
          grouped
          title={t('bi.reloads.title')}
          labelHeader={t('bi.table.period')}
          labels={reloadFigures.map((f) => t(`bi.revenue.${f.period}`))}
          series={periodFigureSeries(t, colors, reloadFigures, 'reloads', ['count', 'credits'])}
          fileName="credit-reloads"
        />
      </Flex>
    </Flex>
  );
}

const paymentTypes = ['card', 'postpaid', 'bank'] as const;

/** The days that had sign-ins, in order. */
const signInDays = (rows: { date: string }[]): string[] => [...new Set(rows.map((r) => r.date))];
