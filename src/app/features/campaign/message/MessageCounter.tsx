/**
 * The live count of the text as it will be sent: characters against the limit, what is billed
 * per recipient by the product's rule, and the network's parts with their encoding and why.
 * The two counts are said in sentences, not as two bare figures side by side: "1 credit"
 * beside "2 parts" read as a contradiction to new users (issue 13).
 */
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { charactersPerCredit, defaultBillingFigures, networkPartSize } from '../../../../domain/messageParts';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { costOf, ucs2Reason } from './messageText';

/** `maxLength`: the user's limit, maxMessageLength(sender). */
export function MessageCounter({ text, maxLength }: { text: string; maxLength: number }) {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const cost = costOf(text, maxLength);
  const why = cost.encoding === 'ucs2' ? ucs2Reason(text) : null;
  return (
    <Flex vertical gap={4} aria-live="polite" data-testid="message-counter">
      <Flex gap={8} wrap>
        <Tag color={cost.tooLong ? 'error' : undefined}>{t('campaign.counter.characters', { length: number(cost.length), max: number(cost.maxLength) })}</Tag>
      </Flex>
      <Typography.Text>{t('campaign.counter.billed', { credits: cost.credits, perCredit: charactersPerCredit(cost.encoding, defaultBillingFigures) })}</Typography.Text>
      <Typography.Text type="secondary">
        {t('campaign.counter.network', { parts: cost.parts, encoding: t(`campaign.counter.encoding.${cost.encoding}`), perPart: networkPartSize(cost.encoding, cost.parts) })}
      </Typography.Text>
      {why && <span>{t(`campaign.counter.why.${why.reason}`, { character: why.character })}</span>}
      {cost.tooLong && <span role="alert">{t('campaign.counter.tooLong', { max: number(cost.maxLength) })}</span>}
    </Flex>
  );
}
