/**
 * The first recipients of the chosen list with their own text (fields filled, unsubscribe line
 * added) and their own part count: what each will really get.
 */
import { Flex, Tag, theme } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetContactsPageDataQuery } from '../../../api/generated/contacts';
import { displayPhone } from '../../../../domain/phones';
import type { UnsubscribeOption } from '../campaignForm';
import { previewRows } from './messageText';

/** Enough to see how the fields vary without loading the list. */
export const previewSize = 5;

interface Props {
  contactListId: number;
  content: string;
  titles: readonly string[];
  unsubscribeOption: UnsubscribeOption;
  hasLongMessageRight: boolean;
}

export function RecipientPreview({ contactListId, content, titles, unsubscribeOption, hasLongMessageRight }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { data } = useGetContactsPageDataQuery({ body: { contactListId, contactsLimit: previewSize, subsLimit: 1 } });
  const contacts = data?.data?.contacts;
  const rows = useMemo(
    () => previewRows(content, titles, (contacts ?? []).slice(0, previewSize), unsubscribeOption, window.location.origin, hasLongMessageRight),
    [content, titles, contacts, unsubscribeOption, hasLongMessageRight],
  );
  if (!content.trim() || rows.length === 0) return null;
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
