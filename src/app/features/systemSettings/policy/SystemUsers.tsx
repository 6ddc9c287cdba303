/**
 * configuring-administrators: who may do what. The system managers (2), super-administrators (5)
 * and administrators (3) with their own permissions; a primary user made a system user, one
 * returned to its former group (never oneself: the server answers -2), extra permissions granted
 * and taken back.
 */
import { Button, Flex, Form, Select, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useAddSystemUserMutation, useGetSysDataQuery, useRemoveSystemUserMutation, type SystemUser } from '../../../api/generated/superAdmin';
import { Group } from '../../../../domain/access';
import { useFeatureTexts } from '../../../i18n/useFeatureTexts';
import { CustomerPicker } from '../../../ui/CustomerPicker';
import { PageLoading } from '../../../ui/PageLoading';
import { UserPermissions } from './components/UserPermissions';
import './policyApi';

interface AddValues {
  userId: number;
  group: 2 | 5;
}

export default function SystemUsers() {
  const { t } = useTranslation();
  const ready = useFeatureTexts('settingsPolicy', 'superAdmin', 'common');
  const { data, isLoading } = useGetSysDataQuery({ body: { sections: ['systemUsers'] } });
  const [add, adding] = useAddSystemUserMutation();
  const [remove] = useRemoveSystemUserMutation();
  const [form] = Form.useForm<AddValues>();
  if (!ready || isLoading) return <PageLoading />;

  const groupName = (group: number) => t(`settingsPolicy.groups.${group}`);
  const columns: ColumnsType<SystemUser> = [
    { key: 'username', title: t('settingsPolicy.users.username'), render: (_, u) => <bdi>{u.username}</bdi> },
    { key: 'name', title: t('settingsPolicy.users.name'), dataIndex: 'name' },
    { key: 'group', title: t('settingsPolicy.users.group'), render: (_, u) => groupName(u.group) },
    { key: 'formerGroup', title: t('settingsPolicy.users.formerGroup'), render: (_, u) => (u.formerGroup ? groupName(u.formerGroup) : '') },
    { key: 'permissions', title: t('settingsPolicy.users.permissions'), render: (_, u) => <UserPermissions user={u} /> },
    {
      key: 'actions',
      title: t('settingsPolicy.users.actions'),
      render: (_, u) =>
        u.group === Group.administrator ? null : (
          <Button size="small" danger aria-label={`${t('settingsPolicy.users.remove')} ${u.username}`} onClick={() => void remove({ body: { userId: u.userId } }).unwrap().catch(() => undefined)}>
            {t('settingsPolicy.users.remove')}
          </Button>
        ),
    },
  ];
  const submit = async (values: AddValues) => {
    await add({ body: values }).unwrap();
    form.resetFields();
  };

  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Paragraph style={{ marginBottom: 4 }}>{t('settingsPolicy.users.intro')}</Typography.Paragraph>
        <ul style={{ margin: 0 }}>
          {[Group.superAdmin, Group.systemManager, Group.administrator].map((g) => (
            <li key={g}>{t(`settingsPolicy.users.group${g}`)}</li>
          ))}
        </ul>
      </div>
      <Form form={form} layout="inline" initialValues={{ group: Group.systemManager }} onFinish={(values) => void submit(values).catch(() => undefined)}>
        <Form.Item name="userId" label={t('settingsPolicy.users.user')} rules={[{ required: true, message: t('settingsPolicy.users.chooseUser') }]}>
          <CustomerPicker aria-label={t('settingsPolicy.users.user')} />
        </Form.Item>
        <Form.Item name="group" label={t('settingsPolicy.users.group')}>
          <Select style={{ minWidth: 180 }} options={[Group.systemManager, Group.superAdmin].map((g) => ({ value: g, label: groupName(g) }))} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={adding.isLoading}>
          {t('settingsPolicy.users.makeSystemUser')}
        </Button>
      </Form>
      <Table rowKey="userId" columns={columns} dataSource={data?.data?.systemUsers ?? []} pagination={false} scroll={{ x: true }} locale={{ emptyText: t('settingsPolicy.users.empty') }} />
    </Flex>
  );
}
