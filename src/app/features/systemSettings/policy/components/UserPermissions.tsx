/**
 * A user's own permissions on configuring-administrators: each a tag that takes it back
 * (del-permission), and one more granted from the administrators' extra ones (add-permission).
 */
import { Button, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddPermissionMutation, useDelPermissionMutation, type SystemUser } from '../../../../api/generated/superAdmin';
import { Permission } from '../../../../../domain/permissions';

/** The administrators' extra permissions (domain/permissions.ts), the ones this screen grants. */
export const extraPermissions = Object.values(Permission).filter((id) => id >= Permission.expressTrack);

export function UserPermissions({ user }: { user: SystemUser }) {
  const { t } = useTranslation();
  const [grant, granting] = useAddPermissionMutation();
  const [takeBack] = useDelPermissionMutation();
  const [chosen, setChosen] = useState<number | undefined>();
  const nameOf = (id: number) => t(`settingsPolicy.permissionNames.${id}`, { defaultValue: t('settingsPolicy.otherPermission', { id }) });
  const held = new Set(user.permissions.map((p) => p.permissionId));
  const quietly = (run: Promise<unknown>) => void run.catch(() => undefined);
  return (
    <Space wrap>
      {user.permissions.map((p) => (
        <Tag
          key={p.permissionId}
          closable
          closeIcon={<span aria-label={t('settingsPolicy.users.removePermission', { permission: nameOf(p.permissionId) })}>×</span>}
          onClose={(e) => {
            e.preventDefault();
            quietly(takeBack({ body: { userId: user.userId, permissionId: p.permissionId } }).unwrap());
          }}
        >
          {nameOf(p.permissionId)}
        </Tag>
      ))}
      <Select
        size="small"
        style={{ minWidth: 200 }}
        aria-label={`${t('settingsPolicy.users.permissionToGrant')} ${user.username}`}
        value={chosen}
        onChange={setChosen}
        options={extraPermissions.filter((id) => !held.has(id)).map((id) => ({ value: id, label: nameOf(id) }))}
      />
      <Button
        size="small"
        disabled={chosen === undefined}
        loading={granting.isLoading}
        onClick={() => {
          quietly(grant({ body: { userId: user.userId, permissionId: chosen! } }).unwrap().then(() => setChosen(undefined)));
        }}
      >
        {t('settingsPolicy.users.grant')}
      </Button>
    </Space>
  );
}
