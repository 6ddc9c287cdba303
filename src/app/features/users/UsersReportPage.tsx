/**
 * /users-report/:userId? (sections 2 and 6; issue 15): the users the signed-in user manages,
 * or with a userId the users under one of them (a drill-down), as a table with search,
 * sorting, paging and CSV/Excel export.
 */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Typography } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { SubUser } from '../../api/generated/users';
import { useFeatureTexts } from '../../i18n/useFeatureTexts';
import { href } from '../../router/paths';
import { PageLoading } from '../../ui/PageLoading';
import { UserText } from '../../ui/UserText';
import { useNumberFormat } from '../../ui/useNumberFormat';
import { UsersExport } from './components/UsersExport';
import { UsersTable } from './components/UsersTable';
import { useFamilyReport } from './useFamilyReport';
import { useSubUser } from './useSubUser';
import { useUsersReportParams } from './useUsersReportParams';
import './usersApi';

export default function UsersReportPage() {
  const { t } = useTranslation();
  const textsReady = useFeatureTexts('users');
  const navigate = useNavigate();
  const { number } = useNumberFormat();
  const { userId: param } = useParams();
  const underUserId = param ? Number(param) : undefined;
  const params = useUsersReportParams();
  const report = useFamilyReport(underUserId, params);
  const { user: owner } = useSubUser(underUserId);

  const onOpenProfile = useCallback((user: SubUser) => navigate(href('profile', { userId: user.userId })), [navigate]);
  const onOpenFamily = useCallback((user: SubUser) => navigate(href('usersReport', { userId: user.userId })), [navigate]);

  if (!textsReady || report.isLoading) return <PageLoading />;

  return (
    <Flex vertical gap={16} style={{ padding: 24 }}>
      <Flex justify="space-between" align="start" gap={12} wrap>
        <Flex vertical gap={4}>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {underUserId === undefined ? t('users.report.title') : <UserText>{t('users.report.familyOf', { username: owner?.username ?? String(underUserId) })}</UserText>}
          </Typography.Title>
          <Typography.Text type="secondary">{t('users.report.intro')}</Typography.Text>
          {underUserId !== undefined && <Link to={href('usersReport')}>{t('users.report.backToAll')}</Link>}
        </Flex>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => navigate(href('profile', { userId: 'new' }, underUserId === undefined ? undefined : { parent: String(underUserId) }))}>
          {t('users.report.newUser')}
        </Button>
      </Flex>
      <Flex justify="space-between" gap={12} wrap>
        <Input.Search
          key={params.q}
          defaultValue={params.q}
          allowClear
          aria-label={t('users.report.search')}
          placeholder={t('users.report.search')}
          style={{ maxWidth: 420 }}
          onSearch={params.setSearch}
        />
        <UsersExport total={report.total} readAll={report.readAll} />
      </Flex>
      <Typography.Text type="secondary">{t('users.report.total', { total: number(report.total) })}</Typography.Text>
      <UsersTable rows={report.rows} total={report.total} loading={report.isFetching} params={params} onOpenProfile={onOpenProfile} onOpenFamily={onOpenFamily} />
    </Flex>
  );
}
