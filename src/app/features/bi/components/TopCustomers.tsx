/** The ten leading customers of the period, by service and measure (get-top-10-data), as a table and its CSV. */
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Select, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetTop10DataQuery, type SuperAdminTop10Filter, type SuperAdminTopCustomer } from '../../../api/generated/superAdmin';
import { buildCsv } from '../../../ui/csv';
import { downloadFile } from '../../../ui/downloadFile';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import type { BiPeriod } from '../period';

type Service = NonNullable<SuperAdminTop10Filter['service']>;
type Measure = NonNullable<SuperAdminTop10Filter['orderBy']>;
const services: Service[] = ['sms', 'overseas_sms', 'voice', 'whatsapp'];
const measures: Measure[] = ['messages', 'credits', 'amount', 'campaigns'];

export function TopCustomers({ period }: { period: BiPeriod }) {
  const { t } = useTranslation();
  const { number, shekels } = useNumberFormat();
  const [service, setService] = useState<Service>('sms');
  const [orderBy, setOrderBy] = useState<Measure>('messages');
  const { data, isFetching } = useGetTop10DataQuery({ body: { ...period, service, orderBy } });
  const rows = data?.data ?? [];
  const title = t('bi.top.title');
  const customerOf = (c: SuperAdminTopCustomer) => (c.companyName ? `${c.companyName} (${c.username})` : c.username);
  const columns: TableColumnsType<SuperAdminTopCustomer> = [
    { key: 'rank', title: t('bi.top.rank'), dataIndex: 'rank', width: 48 },
    { key: 'customer', title: t('bi.top.customer'), render: (_, c) => <bdi>{customerOf(c)}</bdi> },
    ...(['messages', 'campaigns', 'credits'] as const).map((m) => ({ key: m, title: t(`bi.top.${m}`), align: 'end' as const, render: (_: unknown, c: SuperAdminTopCustomer) => number(c[m]) })),
    { key: 'amount', title: t('bi.top.amount'), align: 'end', render: (_, c) => shekels(c.amount) },
  ];
  const download = () =>
    downloadFile(
      buildCsv(
        columns.map((c) => String(c.title)),
        rows.map((c) => [c.rank, customerOf(c), c.messages, c.campaigns, c.credits, c.amount]),
      ),
      `top-10-${service}-${orderBy}.csv`,
      'text/csv;charset=utf-8',
    );
  return (
    <Card
      title={<h3 style={{ margin: 0, fontSize: 16 }}>{title}</h3>}
      extra={
        <Button icon={<DownloadOutlined />} onClick={download} aria-label={t('bi.table.download', { title })}>
          CSV
        </Button>
      }
    >
      <Flex vertical gap={12}>
        <Flex gap={12} wrap>
          <Select<Service> value={service} onChange={setService} aria-label={t('bi.top.service')} style={{ width: 180 }} options={services.map((s) => ({ value: s, label: t(`bi.top.${s}`) }))} />
          <Select<Measure> value={orderBy} onChange={setOrderBy} aria-label={t('bi.top.orderBy')} style={{ width: 180 }} options={measures.map((m) => ({ value: m, label: t(`bi.top.${m}`) }))} />
        </Flex>
        <Table<SuperAdminTopCustomer>
          size="small"
          aria-label={title}
          rowKey="userId"
          loading={isFetching}
          columns={columns}
          dataSource={rows}
          pagination={false}
          locale={{ emptyText: <Typography.Text>{t('bi.top.empty')}</Typography.Text> }}
        />
      </Flex>
    </Card>
  );
}
