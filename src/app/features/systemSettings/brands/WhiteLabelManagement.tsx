/**
 * white-label-management (section 1): the brands, one per host, with their logo, support
 * contacts, agreement and links; a brand added for a reseller or changed, its logo and agreement
 * uploaded. get-app-meta-data reads the same brands, so the host shows a change on its next load.
 */
import { Button, Flex, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetWhiteLabelsQuery, type WhiteLabelBrand } from '../../../api/generated/superAdmin';
import { useFeatureTexts } from '../../../i18n/useFeatureTexts';
import { PageLoading } from '../../../ui/PageLoading';
import { BrandFileUpload } from './components/BrandFileUpload';
import { BrandForm } from './components/BrandForm';
import { QuietHoursForm } from './components/QuietHoursForm';
import './brandsApi';

export default function WhiteLabelManagement() {
  const { t } = useTranslation();
  const ready = useFeatureTexts('settingsBrands', 'superAdmin');
  const { data, isLoading } = useGetWhiteLabelsQuery({ body: {} });
  const [editing, setEditing] = useState<WhiteLabelBrand | null | undefined>(undefined);
  const [quiet, setQuiet] = useState<WhiteLabelBrand | null>(null);
  if (!ready || isLoading) return <PageLoading />;

  const link = (url: string | undefined, label: string) =>
    url ? (
      <a href={url} target="_blank" rel="noopener noreferrer">
        {label}
      </a>
    ) : (
      <Typography.Text type="secondary">{t('settingsBrands.brands.none')}</Typography.Text>
    );
  const columns: ColumnsType<WhiteLabelBrand> = [
    { key: 'host', title: t('settingsBrands.brands.host'), render: (_, b) => (b.host === '*' ? t('settingsBrands.brands.defaultHost') : <bdi dir="ltr">{b.host}</bdi>) },
    { key: 'logoName', title: t('settingsBrands.brands.logoName'), dataIndex: 'logoName' },
    { key: 'supportPhone', title: t('settingsBrands.brands.supportPhone'), render: (_, b) => <bdi dir="ltr">{b.supportPhone}</bdi> },
    { key: 'supportEmail', title: t('settingsBrands.brands.supportEmail'), render: (_, b) => <bdi dir="ltr">{b.supportEmail}</bdi> },
    { key: 'owner', title: t('settingsBrands.brands.owner'), render: (_, b) => b.userId ?? '' },
    { key: 'logo', title: t('settingsBrands.brands.logo'), render: (_, b) => (b.appLogoSrc ? <img src={b.appLogoSrc} alt={b.logoName} style={{ height: 28, maxWidth: 100, objectFit: 'contain' }} /> : null) },
    { key: 'agreement', title: t('settingsBrands.brands.agreement'), render: (_, b) => link(b.approvalFile, t('settingsBrands.brands.agreement')) },
    {
      key: 'actions',
      title: t('settingsBrands.brands.actions'),
      render: (_, b) => (
        <Space wrap>
          <Button size="small" onClick={() => setEditing(b)} aria-label={`${t('settingsBrands.brands.edit')} ${b.logoName ?? ''}`}>
            {t('settingsBrands.brands.edit')}
          </Button>
          <Button size="small" onClick={() => setQuiet(b)} aria-label={`${t('settingsBrands.quietHours.open')} ${b.logoName ?? ''}`}>
            {t('settingsBrands.quietHours.open')}
          </Button>
          <BrandFileUpload brandId={b.id!} kind="logo" />
          <BrandFileUpload brandId={b.id!} kind="approvalFile" />
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('settingsBrands.brands.intro')} {t('settingsBrands.brands.fileHelp')}
      </Typography.Paragraph>
      <div>
        <Button type="primary" onClick={() => setEditing(null)}>
          {t('settingsBrands.brands.add')}
        </Button>
      </div>
      <Table rowKey="id" columns={columns} dataSource={data?.data ?? []} pagination={false} scroll={{ x: true }} locale={{ emptyText: t('settingsBrands.brands.empty') }} />
      {editing !== undefined && <BrandForm brand={editing} onClose={() => setEditing(undefined)} />}
      {quiet && <QuietHoursForm brand={quiet} onClose={() => setQuiet(null)} />}
    </Flex>
  );
}
