/**
 * The message: the text (required, not blank), the list's dynamic fields, the unsubscribe
 * option, the live count of what will be sent and each first recipient's own message.
 */
import { Alert, Card, Flex, Input } from 'antd';
import { Field } from '../../../ui/Field';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { dynamicFieldProblems } from '../../../../domain/dynamicFields';
import type { CampaignForm, UnsubscribeOption } from '../campaignForm';
import { DynamicFieldButtons } from './DynamicFieldButtons';
import { MessageCounter } from './MessageCounter';
import { RecipientPreview } from './RecipientPreview';
import { ShortLinkInput } from './ShortLinkInput';
import { UnsubscribeChoice } from './UnsubscribeChoice';
import { measuredText, messageSettingsOf } from './messageText';
import type { ShortLink } from '../../../api/generated/campaigns';
import { useMessageFields } from './useMessageFields';

interface Props {
  form: CampaignForm;
  onChange: (patch: { content?: string; unsubscribeOption?: UnsubscribeOption; shortLinks?: ShortLink[] }) => void;
  /** The user's limit, maxMessageLength(sender). */
  maxLength: number;
  /** The sender is an attached number, which receives the "remove" replies. */
  canReply: boolean;
  /** The user tried to send: show what is missing. */
  showErrors: boolean;
  campaignId?: number;
}

export function MessageSection({ form, onChange, maxLength, canReply, showErrors, campaignId }: Props) {
  const { t } = useTranslation();
  // Where the user last put the caret in the text (null: never there). A field or a link goes
  // there, else at the end: a textarea nobody touched has its caret at the start, where an
  // insertion would push the whole message behind it.
  const caret = useRef<{ start: number; end: number } | null>(null);
  const { source, headers, titles } = useMessageFields(form);
  const { content, shortLinks, unsubscribeOption, options } = form;
  // The preview re-renders its recipients only when the message itself changed.
  const settings = useMemo(() => messageSettingsOf({ content, shortLinks, unsubscribeOption, options }), [content, shortLinks, unsubscribeOption, options]);
  const blank = !form.content.trim();
  const fieldProblems = source ? dynamicFieldProblems(form.content, titles) : [];

  const selection = () => {
    const { start, end } = caret.current ?? { start: form.content.length, end: form.content.length };
    return { start: Math.min(start, form.content.length), end: Math.min(end, form.content.length) };
  };
  const insert = (placeholder: string, change: { shortLinks?: ShortLink[] } = {}) => {
    const { start, end } = selection();
    onChange({ content: form.content.slice(0, start) + placeholder + form.content.slice(end), ...change });
    caret.current = { start: start + placeholder.length, end: start + placeholder.length };
  };
  /** A link stands apart from the words around it, or the phone would not see it as a link. */
  const insertLink = (made: ShortLink) => {
    const link = made.shortUrl ?? '';
    // The form remembers the link (is it personal, its url_unique_hash); the same link made again replaces its entry.
    const shortLinks = [...form.shortLinks.filter((l) => l.shortUrl !== link), made];
    const { start, end } = selection();
    const before = form.content.slice(0, start);
    const after = form.content.slice(end);
    insert(`${before && !/\s$/.test(before) ? ' ' : ''}${link}${after && !/^\s/.test(after) ? ' ' : ''}`, { shortLinks });
  };

  return (
    <Card title={t('campaign.message.title')}>
      <Flex vertical gap={12}>
        <Field label={t('campaign.message.content')} required error={showErrors && blank ? t('campaign.message.contentRequired') : undefined} style={{ marginBottom: 0 }}>
          <Input.TextArea rows={5} aria-label={t('campaign.message.content')} status={showErrors && blank ? 'error' : undefined} value={form.content} onChange={(e) => onChange({ content: e.target.value })}
            onSelect={(e) => (caret.current = { start: e.currentTarget.selectionStart, end: e.currentTarget.selectionEnd })}
            placeholder={t('campaign.message.placeholder')} />
        </Field>
        <DynamicFieldButtons headers={headers} onInsert={insert} />
        <ShortLinkInput campaignId={campaignId} known={form.shortLinks} onInsert={insertLink} />
        {fieldProblems.map((p) => (
          <Alert
            key={p.code}
            type="warning"
            showIcon
            title={p.code === 'missingFields' ? t('campaign.message.missingFields', { fields: p.fields.join(', ') }) : t('campaign.message.tooManyFields', { max: 10 })}
          />
        ))}
        <MessageCounter text={measuredText(form, window.location.origin)} maxLength={maxLength} />
        <UnsubscribeChoice value={form.unsubscribeOption} onChange={(unsubscribeOption) => onChange({ unsubscribeOption })} canReply={canReply} />
        {source && (
          <RecipientPreview source={source} settings={settings} titles={titles} maxLength={maxLength} />
        )}
      </Flex>
    </Card>
  );
}
