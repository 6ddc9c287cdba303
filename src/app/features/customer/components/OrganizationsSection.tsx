/** The customer's organizations (super-admin/get-organizations and its changes): companies billed separately under its account. */
import { Button, Flex, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteOrganizationMutation, useGetOrganizationsQuery, type Organization } from '../../../api/generated/superAdmin';
import { useFeatureTexts } from '../../../i18n/useFeatureTexts';
import { useAppDispatch } from '../../../state/hooks';
import { confirm } from '../../../state/confirmModal';
import { PageLoading } from '../../../ui/PageLoading';
import { UserText } from '../../../ui/UserText';
import { OrganizationsForm } from './OrganizationsForm';
import './WalletsTags';

export function OrganizationsSection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const ready = useFeatureTexts('settingsBrands');
  const dispatch = useAppDispatch();
  const { data, isLoading } = useGetOrganizationsQuery({ body: { userId } });
  const [remove] = useDeleteOrganizationMutation();
  const [editing, setEditing] = useState<Organization | null | undefined>(undefined);
  if (!ready || isLoading) return <PageLoading />;

  const askDelete = async (organization: Organization) => {
    if ((await dispatch(confirm({ type: 'confirm', message: t('settingsBrands.organizations.deleteConfirm', { name: organization.name }) }))) !== true) return;
    await remove({ body: { userId, organizationId: organization.id! } }).unwrap().catch(() => undefined);
  };
  const columns: ColumnsType<Organization> = [
    { key: 'name', title: t('settingsBrands.organizations.name'), render: (_, o) => <UserText>{o.name}</UserText> },
    { key: 'companyId', title: t('settingsBrands.organizations.companyId'), render: (_, o) => <bdi dir="ltr">{o.companyId}</bdi> },
    {
      key: 'actions',
      title: t('settingsBrands.organizations.actions'),
      render: (_, o) => (
        <Space wrap>
          <Button size="small" onClick={() => setEditing(o)} aria-label={`${t('settingsBrands.organizations.edit')} ${o.name ?? ''}`}>
            {t('settingsBrands.organizations.edit')}
          </Button>
          <Button size="small" danger onClick={() => void askDelete(o)} aria-label={`${t('settingsBrands.organizations.delete')} ${o.name ?? ''}`}>
            {t('settingsBrands.organizations.delete')}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('settingsBrands.organizations.intro')}
      </Typography.Paragraph>
      <div>
        <Button type="primary" onClick={() => setEditing(null)}>
          {t('settingsBrands.organizations.add')}
        </Button>
      </div>
      <Table rowKey="id" columns={columns} dataSource={data?.data ?? []} pagination={false} locale={{ emptyText: t('settingsBrands.organizations.empty') }} />
      {editing !== undefined && <OrganizationsForm userId={userId} organization={editing} onClose={() => setEditing(undefined)} />}
    </Flex>
  );
}
