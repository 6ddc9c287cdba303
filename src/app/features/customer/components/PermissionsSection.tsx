/**
 * The customer's own permission grants, with their modes (super-admin/add-permission,
 * del-permission), and its permission to send prohibited words (add/del-permission-send).
 * Changing them is for whoever may make those calls (x-access); anyone who opens the page sees
 * the grants.
 */
import { Button, Flex, Form, Select, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  useAddPermissionMutation,
  useAddPermissionSendMutation,
  useDelPermissionMutation,
  useDelPermissionSendMutation,
  type PermissionGrant,
  type SuperAdminCustomer,
} from '../../../api/generated/superAdmin';
import { permissionModes, type PermissionMode } from '../../../../domain/family';
import { Permission, type PermissionName } from '../../../../domain/permissions';
import { confirm } from '../../../state/confirmModal';
import { useAppDispatch } from '../../../state/hooks';
import { addPermission, addPermissionSend, delPermission, delPermissionSend } from '../../../../contract/access';
import { useMayUse } from '../../../state/useMayUse';

const nameOfId = new Map<number, PermissionName>(Object.entries(Permission).map(([name, id]) => [id, name as PermissionName]));

interface GrantValues {
  permissionId?: number;
  mode: PermissionMode;
}

export function PermissionsSection({ customer }: { customer: SuperAdminCustomer }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const mayUse = useMayUse();
  const [form] = Form.useForm<GrantValues>();
  const [grant, granting] = useAddPermissionMutation();
  const [remove] = useDelPermissionMutation();
  const [allowWords, allowing] = useAddPermissionSendMutation();
  const [withdrawWords, withdrawing] = useDelPermissionSendMutation();
  const userId = customer.userId;
  const permissionName = (id: number) => {
    const name = nameOfId.get(id);
    return name ? t(`customer.permissions.names.${name}`) : `#${id}`;
  };

  const removeGrant = async (g: PermissionGrant) => {
    const answer = await dispatch(
      confirm({ type: 'confirm', title: 'customer.permissions.removeTitle', message: 'customer.permissions.removeConfirm', messageValues: { permission: permissionName(g.permissionId) } }),
    );
    if (answer === true) await remove({ body: { userId, permissionId: g.permissionId } }).unwrap().catch(() => undefined);
  };

  return (
    <Flex vertical gap={24}>
      <Table<PermissionGrant>
        rowKey="permissionId"
        size="small"
        pagination={false}
        dataSource={customer.permissions}
        aria-label={t('customer.permissions.grants')}
        locale={{ emptyText: t('customer.permissions.none') }}
        columns={[
          { title: t('customer.permissions.permission'), dataIndex: 'permissionId', render: permissionName },
          { title: t('customer.permissions.mode'), dataIndex: 'mode', render: (mode: PermissionMode) => t(`customer.permissions.modes.${mode}`) },
          ...(mayUse(delPermission)
            ? [
                {
                  key: 'remove',
                  title: '',
                  render: (_: unknown, g: PermissionGrant) => (
                    <Button size="small" danger onClick={() => void removeGrant(g)} aria-label={t('customer.permissions.removeNamed', { permission: permissionName(g.permissionId) })}>
                      {t('customer.permissions.remove')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      {mayUse(addPermission) && (
        <Form<GrantValues>
          form={form}
          layout="inline"
          initialValues={{ mode: 'enable' }}
          onFinish={(v) => void grant({ body: { userId, permissionId: v.permissionId!, mode: v.mode } }).unwrap().then(() => form.resetFields(['permissionId']), () => undefined)}
        >
          <Form.Item name="permissionId" label={t('customer.permissions.permission')} rules={[{ required: true, message: t('customer.permissions.choose') }]}>
            <Select style={{ minWidth: 260 }} options={[...nameOfId].map(([id]) => ({ value: id, label: permissionName(id) }))} />
          </Form.Item>
          <Form.Item name="mode" label={t('customer.permissions.mode')}>
            <Select style={{ minWidth: 180 }} options={permissionModes.map((m) => ({ value: m, label: t(`customer.permissions.modes.${m}`) }))} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={granting.isLoading}>
            {t('customer.permissions.grant')}
          </Button>
        </Form>
      )}
      {(mayUse(addPermissionSend) || mayUse(delPermissionSend)) && (
        <Flex vertical gap={8}>
          <Typography.Text strong>{t('customer.permissions.prohibitedWords')}</Typography.Text>
          <Typography.Text type="secondary">{t('customer.permissions.prohibitedWordsHelp')}</Typography.Text>
          <Flex gap={8} wrap>
            {mayUse(addPermissionSend) && (
              <Button loading={allowing.isLoading} onClick={() => void allowWords({ body: { userId } }).unwrap().catch(() => undefined)}>
                {t('customer.permissions.allowWords')}
              </Button>
            )}
            {mayUse(delPermissionSend) && (
              <Button danger loading={withdrawing.isLoading} onClick={() => void withdrawWords({ body: { userId } }).unwrap().catch(() => undefined)}>
                {t('customer.permissions.withdrawWords')}
              </Button>
            )}
          </Flex>
        </Flex>
      )}
    </Flex>
  );
}
