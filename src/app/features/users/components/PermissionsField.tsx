/**
 * Section 6's permissions of one sub-user, each in one of four states: enable, block, enable
 * and bequeath, block and bequeath (bequeath carries the state to every user below). A
 * permission the signed-in user does not hold can only be blocked: its enabling states are
 * disabled and say why. A form control: `value` is the modes by permission name.
 */
import { Flex, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PermissionHolder } from '../../../../domain/access';
import type { PermissionMode, PermissionName } from '../../../../domain/permissions';
import { enables, mayGrant, permissionModes, productPermissionNames, userPermissionNames, type PermissionModes } from '../permissionChoices';

interface Props {
  granter: PermissionHolder;
  value?: PermissionModes;
  onChange?: (value: PermissionModes) => void;
}

function PermissionRow({ name, mode, grantable, onChange }: { name: PermissionName; mode: PermissionMode; grantable: boolean; onChange: (mode: PermissionMode) => void }) {
  const { t } = useTranslation();
  const label = t(`users.permissions.names.${name}`);
  return (
    <Flex justify="space-between" align="center" gap={12} wrap style={{ paddingBlock: 6, borderBlockEnd: '1px solid rgba(128,128,128,0.15)' }}>
      <Flex vertical>
        <Typography.Text id={`permission-${name}`}>{label}</Typography.Text>
        {!grantable && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('users.permissions.notHeld')}</Typography.Text>}
      </Flex>
      <Radio.Group
        role="radiogroup"
        // Its own name: radios sharing one name would be one group, and one choice would clear the others.
        name={`permission-${name}`}
        aria-labelledby={`permission-${name}`}
        optionType="button"
        size="small"
        value={mode}
        onChange={(e) => onChange(e.target.value as PermissionMode)}
        options={permissionModes.map((m) => ({ value: m, label: t(`users.permissions.modes.${m}`), disabled: !grantable && enables(m) }))}
      />
    </Flex>
  );
}

export function PermissionsField({ granter, value = {}, onChange }: Props) {
  const { t } = useTranslation();
  const set = (name: PermissionName, mode: PermissionMode) => onChange?.({ ...value, [name]: mode });
  const rows = (names: readonly PermissionName[]) =>
    names.map((name) => <PermissionRow key={name} name={name} mode={value[name] ?? 'block'} grantable={mayGrant(granter, name)} onChange={(mode) => set(name, mode)} />);
  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">{t('users.permissions.help')}</Typography.Text>
      <section aria-label={t('users.permissions.userGroup')}>
        <Typography.Title level={4} style={{ fontSize: 15 }}>{t('users.permissions.userGroup')}</Typography.Title>
        {rows(userPermissionNames)}
      </section>
      <section aria-label={t('users.permissions.productGroup')}>
        <Typography.Title level={4} style={{ fontSize: 15 }}>{t('users.permissions.productGroup')}</Typography.Title>
        {rows(productPermissionNames)}
      </section>
    </Flex>
  );
}
