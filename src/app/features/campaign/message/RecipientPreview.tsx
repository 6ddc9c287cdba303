/**
 * The first recipients of the chosen list (or of the one uploaded file: the rows kept when it
 * was checked) with their own text (fields filled, unsubscribe line added) and their own part
 * count: what each will really get.
 */
import { Flex, Tag, theme } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetContactsPageDataQuery } from '../../../api/generated/contacts';
import { displayPhone } from '../../../../domain/phones';
import type { MessageSettings } from '../../../../domain/messageText';
import type { FieldSource } from '../campaignForm';
import { previewRows } from './messageText';

/** Enough to see how the fields vary without loading the list. */
export const previewSize = 5;

interface Props {
  source: FieldSource;
  /** The message as the server will assemble it (messageSettingsOf): links, coupon and unsubscribe lines included. */
  settings: MessageSettings;
  titles: readonly string[];
  /** The user's limit, maxMessageLength(sender). */
  maxLength: number;
}

export function RecipientPreview({ source, settings, titles, maxLength }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const contactListId = source.kind === 'list' ? source.list.id : undefined;
  const { data } = useGetContactsPageDataQuery({ body: { contactListId: contactListId ?? 0, contactsLimit: previewSize, subsLimit: 1 } }, { skip: contactListId === undefined });
  const contacts = source.kind === 'list' ? data?.data?.contacts : source.upload.firstRows;
  const rows = useMemo(
    () => previewRows(settings, titles, (contacts ?? []).slice(0, previewSize), window.location.origin, maxLength),
    [settings, titles, contacts, maxLength],
  );
  if (!settings.content.trim() || rows.length === 0) return null;
  return (
    <section aria-label={t('campaign.preview.title')}>
      <h4 style={{ marginBlock: '8px' }}>{t('campaign.preview.title')}</h4>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius }}>
        {rows.map((row, i) => (
          <li key={`${row.phone}-${i}`} style={{ padding: '8px 12px', borderBlockStart: i ? `1px solid ${token.colorBorderSecondary}` : undefined }}>
            <Flex justify="space-between" gap={8} align="start">
              <Flex vertical gap={2}>
                <bdi style={{ fontWeight: 600 }}>{displayPhone(row.phone)}</bdi>
                <span style={{ whiteSpace: 'pre-wrap' }}>{row.text}</span>
              </Flex>
              <Tag>{t('campaign.preview.parts', { parts: row.cost.parts })}</Tag>
            </Flex>
          </li>
        ))}
      </ul>
    </section>
  );
}
