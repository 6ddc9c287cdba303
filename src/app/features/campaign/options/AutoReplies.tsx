/** Automatic answers to replies: when a reply contains (or equals) a text, the answer goes back. */
import { Button, Flex, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { autoReplyTypes as replyTypes, maxAutoReplies } from '../../../../domain/autoReplies';
import type { AutoReply } from './campaignOptions';

export function AutoReplies({ value, onChange }: { value: AutoReply[]; onChange: (rows: AutoReply[]) => void }) {
  const { t } = useTranslation();
  const set = (i: number, change: Partial<AutoReply>) => onChange(value.map((r, j) => (j === i ? { ...r, ...change } : r)));
  return (
    <Flex vertical gap={8}>
      {value.map((row, i) => (
        <Flex key={i} gap={8} wrap align="center">
          <Select
            aria-label={t('campaign.options.replyType', { number: i + 1 })}
            style={{ minWidth: 120 }}
            value={row.type}
            onChange={(type: string) => set(i, { type })}
            options={replyTypes.map((k) => ({ value: k, label: t(`campaign.options.replyTypes.${k}`) }))}
          />
          <Input aria-label={t('campaign.options.replyText', { number: i + 1 })} style={{ width: 160 }} value={row.text} onChange={(e) => set(i, { text: e.target.value })} />
          <Input aria-label={t('campaign.options.replyAnswer', { number: i + 1 })} style={{ flex: 1, minWidth: 180 }} value={row.answer} onChange={(e) => set(i, { answer: e.target.value })} />
          <Button aria-label={t('campaign.options.removeReply', { number: i + 1 })} onClick={() => onChange(value.filter((_, j) => j !== i))}>
            ×
          </Button>
        </Flex>
      ))}
      <Button style={{ alignSelf: 'start' }} disabled={value.length >= maxAutoReplies} onClick={() => onChange([...value, { type: 'contains', text: '', answer: '' }])}>
        {t('campaign.options.addReply')}
      </Button>
    </Flex>
  );
}
