/**
 * Requesting a new sender name from the composer: the shared rule first (English, 1 to 11,
 * a letter or a trailing plus), then campaigns/verify-source-name and, when it is free,
 * insert-source-name (1 usable now, 2 waiting for approval). Refusals are the base query's
 * status messages; the sender choices are read again afterwards.
 */
import { Button, Flex, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { senderNameProblem } from '../../../../domain/sendingRules';
import { useInsertSourceNameMutation, useLazyVerifySourceNameQuery } from '../../../api/generated/campaigns';
import { InsertSourceName, VerifySourceName } from '../../../../contract/statusCodes';

export function NewSenderName({ onAdded }: { onAdded: (name: string, usable: boolean) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [verify, verifying] = useLazyVerifySourceNameQuery();
  const [insert, inserting] = useInsertSourceNameMutation();
  const problem = senderNameProblem(name.trim());

  const request = async () => {
    setTouched(true);
    if (problem) return;
    const wanted = name.trim();
    const free = await verify({ body: { name: wanted } }).unwrap();
    if (free.data?.status !== VerifySourceName.available) return;
    const added = await insert({ body: { name: wanted } }).unwrap();
    if (added.data?.status !== InsertSourceName.addedActive && added.data?.status !== InsertSourceName.addedPending) return;
    onAdded(wanted, added.data.status === InsertSourceName.addedActive);
    setOpen(false);
    setName('');
    setTouched(false);
  };

  if (!open) {
    return (
      <Button type="link" style={{ paddingInline: 0, alignSelf: 'start' }} onClick={() => setOpen(true)}>
        {t('campaign.sender.requestName')}
      </Button>
    );
  }
  const error = touched && problem ? t(problem) : null;
  return (
    <Flex vertical gap={4}>
      <Flex gap={8}>
        <Input
          dir="ltr"
          aria-label={t('campaign.sender.newName')}
          maxLength={11}
          value={name}
          status={error ? 'error' : undefined}
          onChange={(e) => setName(e.target.value)}
          onPressEnter={() => void request().catch(() => undefined)}
        />
        <Button type="primary" loading={verifying.isFetching || inserting.isLoading} onClick={() => void request().catch(() => undefined)}>
          {t('campaign.sender.sendRequest')}
        </Button>
        <Button onClick={() => setOpen(false)}>{t('campaign.sender.cancel')}</Button>
      </Flex>
      {error && (
        <div role="alert" style={{ color: 'var(--ant-color-error, #ff4d4f)' }}>
          {error}
        </div>
      )}
    </Flex>
  );
}
