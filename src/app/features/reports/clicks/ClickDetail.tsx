/**
 * One campaign's clicks (reports/get-link-uniq-data): figures with bots and previews apart,
 * clicks over time, its links, who clicked (paged), and the click files.
 */
import { Card, Drawer, Empty, Flex, Skeleton, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGetLinkUniqDataQuery, type ReportsClickRow } from '../../../api/generated/reports';
import { LineChart } from '../../../ui/charts/LineChart';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { showDateTime } from '../../../ui/showDateTime';
import { ClickDownloads } from './ClickDownloads';
import { ClickFigures } from './ClickFigures';
import { ClickersTable, LinksTable } from './ClickTables';
import { clickersPageSize } from './clickRows';

interface Props {
  campaignId: number;
  /** The campaign's row when it is on the page shown (its name and link hash). */
  row?: ReportsClickRow;
  clickersPage: number;
  onClickersPage: (page: number) => void;
  onClose: () => void;
}

export function ClickDetail({ campaignId, row, clickersPage, onClickersPage, onClose }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { number } = useNumberFormat();
  const { data, isLoading, isFetching } = useGetLinkUniqDataQuery({ body: { campaignId, page: clickersPage, pageSize: clickersPageSize } });
  const uniq = data?.data;
  const overTime = uniq?.overTime ?? [];
  const hash = row?.hash ?? uniq?.links?.[0]?.hash;

  return (
    <Drawer open size={880} title={t('reports.clickDetail.title', { name: row?.campaignName ?? `#${campaignId}` })} onClose={onClose}>
      {isLoading || !uniq ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={16}>
          <ClickFigures data={uniq} />
          <Card size="small" title={t('reports.clickDetail.chartTitle')}>
            {overTime.length ? (
              <LineChart
                title={t('reports.clickDetail.chartTitle')}
                labels={overTime.map((p) => showDateTime(p.time))}
                series={[{ key: 'clicks', label: t('reports.clickDetail.clicks'), color: token.colorPrimary, values: overTime.map((p) => p.clicks ?? 0) }]}
                formatNumber={number}
              />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('reports.clickDetail.chartEmpty')} />
            )}
          </Card>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('reports.clickDetail.linksTitle')}
          </Typography.Title>
          <LinksTable links={uniq.links ?? []} />
          <Flex justify="space-between" align="center" gap={12} wrap>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {t('reports.clickDetail.clickersTitle')}
            </Typography.Title>
            {hash ? <ClickDownloads hash={hash} campaignId={campaignId} /> : null}
          </Flex>
          <ClickersTable clickers={uniq.clickers ?? []} pageInfo={uniq.pageInfo} loading={isFetching} onPage={onClickersPage} />
        </Flex>
      )}
    </Drawer>
  );
}
