/**
 * The live count of the text as it will be sent: characters against the limit, the product's
 * credits per message, and the network's parts with their encoding and why.
 */
import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { costOf, ucs2Reason } from './messageText';

export function MessageCounter({ text, hasLongMessageRight }: { text: string; hasLongMessageRight: boolean }) {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const cost = costOf(text, hasLongMessageRight);
  const why = cost.encoding === 'ucs2' ? ucs2Reason(text) : null;
  return (
    <Flex vertical gap={4} aria-live="polite" data-testid="message-counter">
      <Flex gap={8} wrap>
        <Tag color={cost.tooLong ? 'error' : undefined}>{t('campaign.counter.characters', { length: number(cost.length), max: number(cost.maxLength) })}</Tag>
        <Tag>{t('campaign.counter.credits', { credits: cost.credits })}</Tag>
        <Tag>{t('campaign.counter.parts', { parts: cost.parts, encoding: t(`campaign.counter.encoding.${cost.encoding}`) })}</Tag>
      </Flex>
      {why && <span>{t(`campaign.counter.why.${why.reason}`, { character: why.character })}</span>}
      {cost.tooLong && <span role="alert">{t('campaign.counter.tooLong', { max: number(cost.maxLength) })}</span>}
    </Flex>
  );
}
