/** Typed numbers: each must be a mobile (domain phones), kept in its one stored form. */
import { Button, Flex, Input, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeMobile } from '../../../../domain/phones';

export function PhonesInput({ value, onChange, label }: { value: string[]; onChange: (phones: string[]) => void; label?: string }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState<string[]>([]);

  /** Several numbers may be pasted at once, separated by commas, spaces or lines. */
  const add = () => {
    const parts = typed.split(/[\s,;]+/).filter(Boolean);
    const bad = parts.filter((p) => !normalizeMobile(p));
    const good = parts.map(normalizeMobile).filter((p): p is string => Boolean(p));
    onChange([...new Set([...value, ...good])]);
    setInvalid(bad);
    setTyped(bad.join(' '));
  };

  return (
    <Flex vertical gap={8}>
      <Flex gap={8}>
        <Input
          aria-label={label ?? t('campaign.destinations.phones')}
          placeholder={t('campaign.destinations.phonesPlaceholder')}
          value={typed}
          status={invalid.length ? 'error' : undefined}
          onChange={(e) => setTyped(e.target.value)}
          onPressEnter={add}
          dir="ltr"
        />
        <Button onClick={add} disabled={!typed.trim()}>
          {t('campaign.destinations.addPhones')}
        </Button>
      </Flex>
      {invalid.length > 0 && (
        <div role="alert" style={{ color: 'var(--ant-color-error, #ff4d4f)' }}>
          {t('campaign.destinations.invalidPhones', { phones: invalid.join(', ') })}
        </div>
      )}
      {value.length > 0 && (
        <Flex gap={4} wrap>
          {value.map((p) => (
            <Tag key={p} closable onClose={() => onChange(value.filter((v) => v !== p))} closeIcon={<span aria-label={t('campaign.destinations.removePhone', { phone: p })}>×</span>}>
              <bdi>{p}</bdi>
            </Tag>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
