/** Each route's messages per second now, and its last minute as a small live chart. */
import { Card, Flex, Statistic, Typography, theme } from 'antd';
import { format } from 'date-fns';
import { useTranslation } from 'react-i18next';
import type { QueueRoute } from '../../../api/generated/superAdmin';
import { useDateLocale } from '../../../i18n/dateLocale';
import { LineChart } from '../../../ui/charts/LineChart';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { rateText } from '../queueTexts';

export function RouteRates({ routes, rateSeconds }: { routes: QueueRoute[]; rateSeconds: number }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { number } = useNumberFormat();
  const locale = useDateLocale();
  return (
    <Flex gap={16} wrap>
      {routes.map((route) => {
        const name = t(`queue.routes.${route.route}`);
        return (
          <Card key={route.route} size="small" title={name} style={{ flex: '1 1 320px', maxWidth: 640 }}>
            <Flex vertical gap={8}>
              <Statistic
                title={rateSeconds > 0 ? t('queue.routes.measuredOver', { seconds: number(rateSeconds) }) : undefined}
                value={route.ratePerSecond === null ? rateText(t, number, null) : t('queue.routes.rate', { rate: number(route.ratePerSecond) })}
              />
              <Typography.Text type="secondary">{t('queue.routes.inFlight', { count: route.inFlight, formatted: number(route.inFlight) })}</Typography.Text>
              {route.history.length > 1 && (
                <LineChart
                  title={`${name}: ${t('queue.routes.chartTitle')}`}
                  height={140}
                  formatNumber={number}
                  labels={route.history.map((p) => format(p.at, 'HH:mm:ss', { locale }))}
                  series={[{ key: route.route, label: t('queue.routes.chartTitle'), color: token.colorPrimary, values: route.history.map((p) => p.ratePerSecond) }]}
                />
              )}
            </Flex>
          </Card>
        );
      })}
    </Flex>
  );
}
