/**
 * The number the calls come from: one of the account's verified numbers (the same list the text
 * sender picker offers), never a free-typed one — the server refuses any other (-16).
 */
import { Alert, Card, Flex, Select, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetVerifiedNumbersQuery } from '../../../api/generated/campaigns';
import { useAppSelector } from '../../../state/hooks';

interface Props {
  callingNumber: string;
  onChange: (callingNumber: string) => void;
  /** The problem to show under the field after a send was tried. */
  problem: string | null;
}

export function CallingNumberSection({ callingNumber, onChange, problem }: Props) {
  const { t } = useTranslation();
  const userId = useAppSelector((s) => s.session.user?.userId);
  const query = useGetVerifiedNumbersQuery({ body: { userId: userId ?? 0 } }, { skip: userId === undefined });
  const numbers = (query.data?.data ?? []).flatMap((n) => (n.phone ? [n.phone] : []));
  const first = numbers[0];
  // The only sensible default is a number the account has: the first, until the user picks.
  useEffect(() => {
    if (!callingNumber && first) onChange(first);
  }, [callingNumber, first, onChange]);

  return (
    <Card title={t('campaign.voice.callingNumber.title')}>
      <Flex vertical gap={8}>
        <Select<string>
          aria-label={t('campaign.voice.callingNumber.title')}
          style={{ minWidth: 220 }}
          value={callingNumber || undefined}
          placeholder={t('campaign.voice.callingNumber.placeholder')}
          onChange={onChange}
          options={numbers.map((phone) => ({ value: phone, label: <bdi>{phone}</bdi> }))}
        />
        {query.isSuccess && numbers.length === 0 && <Typography.Text type="secondary">{t('campaign.voice.callingNumber.none')}</Typography.Text>}
        {problem && <Alert type="error" showIcon title={t(problem)} />}
      </Flex>
    </Card>
  );
}
