/**
 * A campaign's click figures: real clicks first, then bots and link previews apart — they are
 * automatic visits, so they are never added to the clicks people made.
 */
import { Card, Flex, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReportsLinkUniqData } from '../../../api/generated/reports';
import { useNumberFormat } from '../../../ui/useNumberFormat';

export function ClickFigures({ data }: { data: ReportsLinkUniqData }) {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const figure = (title: string, value: number | undefined) => <Statistic title={title} value={value ?? 0} formatter={(v) => number(Number(v))} />;
  return (
    <Flex vertical gap={12}>
      <Flex gap={32} wrap>
        {figure(t('reports.clickDetail.recipients'), data.recipients)}
        {figure(t('reports.clickDetail.clicks'), data.clicks)}
        {figure(t('reports.clickDetail.uniqueClicks'), data.uniqueClicks)}
      </Flex>
      <Card size="small" title={t('reports.clickDetail.apartTitle')} role="region" aria-label={t('reports.clickDetail.apartTitle')}>
        <Flex vertical gap={8}>
          <Typography.Text type="secondary">{t('reports.clickDetail.apartHelp')}</Typography.Text>
          <Flex gap={32} wrap>
            {figure(t('reports.clickDetail.bots'), data.botClicks)}
            {figure(t('reports.clickDetail.previews'), data.previewClicks)}
          </Flex>
        </Flex>
      </Card>
    </Flex>
  );
}
