/** One group of share-verified-numbers: its members (removable), shared numbers, a customer to add, and its deletion. */
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddVerifiedGroupMemberMutation, useRemoveVerifiedGroupMemberMutation, useRemoveVerifiedGroupMutation, type VerifiedGroup } from '../../../api/generated/superAdmin';
import { confirm } from '../../../state/confirmModal';
import { useAppDispatch } from '../../../state/hooks';
import { CustomerPicker } from '../../../ui/CustomerPicker';

export function VerifiedGroupCard({ group }: { group: VerifiedGroup }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [chosen, setChosen] = useState<number | undefined>();
  const [addMember, adding] = useAddVerifiedGroupMemberMutation();
  const [removeMember] = useRemoveVerifiedGroupMemberMutation();
  const [removeGroup, removing] = useRemoveVerifiedGroupMutation();

  const add = async () => {
    if (chosen === undefined) return;
    await addMember({ body: { groupId: group.id, userId: chosen } }).unwrap().then(() => setChosen(undefined), () => undefined);
  };
  const remove = async () => {
    const ok = await dispatch(confirm({ type: 'confirm', title: 'settingsNumbers.groups.removeConfirmTitle', message: 'settingsNumbers.groups.removeConfirm' }));
    if (ok === true) await removeGroup({ body: { groupId: group.id } }).unwrap().catch(() => undefined);
  };

  return (
    <Card
      size="small"
      title={group.name}
      aria-label={group.name}
      extra={
        <Button size="small" danger loading={removing.isLoading} onClick={() => void remove()}>
          {t('settingsNumbers.groups.remove')}
        </Button>
      }
    >
      <Flex vertical gap={8}>
        <Typography.Text strong>{t('settingsNumbers.groups.members')}</Typography.Text>
        <Flex gap={4} wrap role="list" aria-label={t('settingsNumbers.groups.members')}>
          {group.members.map((userId, i) => (
            <Tag
              key={userId}
              role="listitem"
              closable
              closeIcon={<span aria-label={t('settingsNumbers.groups.removeMember', { username: group.memberNames[i] ?? userId })}>×</span>}
              onClose={(e) => {
                e.preventDefault();
                void removeMember({ body: { groupId: group.id, userId } }).unwrap().catch(() => undefined);
              }}
            >
              {group.memberNames[i] ?? userId}
            </Tag>
          ))}
        </Flex>
        <Typography.Text strong>{t('settingsNumbers.groups.phones')}</Typography.Text>
        <Typography.Text dir="ltr">{group.phones.length ? group.phones.join(', ') : t('settingsNumbers.groups.noPhones')}</Typography.Text>
        <Flex gap={8} wrap>
          <CustomerPicker aria-label={t('settingsNumbers.groups.addMember')} value={chosen} onChange={setChosen} />
          <Button disabled={chosen === undefined} loading={adding.isLoading} onClick={() => void add()}>
            {t('settingsNumbers.groups.add')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
