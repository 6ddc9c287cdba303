/**
 * Who the message is from: an approved sender name, a verified number of the user, or the
 * system number. Names waiting for approval or rejected are shown but cannot be chosen.
 * A new name can be requested and a new number verified here; the choices are read again then.
 */
import { Card, Flex, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGetSourceNamesQuery, useGetVerifiedNumbersQuery } from '../../../api/generated/campaigns';
import { useAppSelector } from '../../../state/hooks';
import type { Sender } from '../campaignForm';
import { NewSenderName } from './NewSenderName';
import { VerifyNumber } from './VerifyNumber';

export function SenderSection({ sender, onChange }: { sender: Sender; onChange: (sender: Sender) => void }) {
  const { t } = useTranslation();
  const userId = useAppSelector((s) => s.session.user?.userId);
  const nameQuery = useGetSourceNamesQuery();
  const numberQuery = useGetVerifiedNumbersQuery({ body: { userId: userId ?? 0 } }, { skip: userId === undefined });
  const names = nameQuery.data?.data ?? [];
  const numbers = numberQuery.data?.data ?? [];
  const approved = names.find((n) => n.status === 'approved' && n.name);
  const firstNumber = numbers.find((n) => n.phone);

  const choose = (kind: Sender['kind']) => {
    if (kind === 'name' && approved?.name) onChange({ kind: 'name', name: approved.name });
    else if (kind === 'number' && firstNumber?.phone)
      onChange({
        kind: 'number',
        phone: firstNumber.phone,
        attached: Boolean(firstNumber.isAttached),
      });
    else onChange({ kind: 'system' });
  };

  return (
    <Card title={t('campaign.sender.title')}>
      <Flex vertical gap={8}>
        <Radio.Group aria-label={t('campaign.sender.title')} value={sender.kind} onChange={(e) => choose(e.target.value as Sender['kind'])}>
          <Flex vertical gap={8}>
            <Radio value="name" disabled={!approved}>
              {t('campaign.sender.name')}
            </Radio>
            {sender.kind === 'name' && (
              <Select
                aria-label={t('campaign.sender.name')}
                style={{ minWidth: 220 }}
                value={sender.name}
                onChange={(name: string) => onChange({ kind: 'name', name })}
                options={names.map((n) => ({
                  value: n.name ?? '',
                  disabled: n.status !== 'approved',
                  label:
                    n.status === 'approved'
                      ? n.name
                      : t('campaign.sender.nameWithState', {
                          name: n.name,
                          state: t(`campaign.sender.state.${n.status ?? 'pending'}`),
                        }),
                }))}
              />
            )}
            <Radio value="number" disabled={!firstNumber}>
              {t('campaign.sender.number')}
            </Radio>
            {sender.kind === 'number' && (
              <Select
                aria-label={t('campaign.sender.number')}
                style={{ minWidth: 220 }}
                value={sender.phone}
                onChange={(phone: string) =>
                  onChange({
                    kind: 'number',
                    phone,
                    attached: Boolean(numbers.find((n) => n.phone === phone)?.isAttached),
                  })
                }
                options={numbers.map((n) => ({
                  value: n.phone ?? '',
                  label: n.isAttached ? t('campaign.sender.attached', { phone: n.phone }) : n.phone,
                }))}
              />
            )}
            <Radio value="system">{t('campaign.sender.system')}</Radio>
          </Flex>
        </Radio.Group>
        <NewSenderName
          onAdded={(name, usable) => {
            void nameQuery.refetch();
            if (usable) onChange({ kind: 'name', name });
          }}
        />
        <VerifyNumber
          onVerified={(phone) => {
            void numberQuery.refetch();
            onChange({ kind: 'number', phone, attached: false });
          }}
        />
      </Flex>
    </Card>
  );
}
