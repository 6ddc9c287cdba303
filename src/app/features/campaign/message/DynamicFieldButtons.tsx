/** The chosen list's fields, each inserted at the cursor as [title]. */
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CampaignsDynamicFieldHeader } from '../../../api/generated/campaigns';

export function DynamicFieldButtons({ headers, onInsert }: { headers: readonly CampaignsDynamicFieldHeader[]; onInsert: (placeholder: string) => void }) {
  const { t } = useTranslation();
  if (headers.length === 0) return null;
  return (
    <Flex gap={6} wrap align="center">
      <span>{t('campaign.message.insertField')}</span>
      {headers.map((h) => (
        <Button key={h.field} size="small" onClick={() => onInsert(`[${h.title}]`)}>
          {h.title}
        </Button>
      ))}
    </Flex>
  );
}

/** Field n's title at index n - 1, as dynamicFieldValues reads them (email is not a numbered field). */
export function titlesOf(headers: readonly CampaignsDynamicFieldHeader[]): string[] {
  const titles = ['', '', '', '', '', ''];
  for (const h of headers) {
    const n = /^DYNAMIC_FIELD(\d)$/.exec(h.field);
    if (n) titles[Number(n[1]) - 1] = h.title;
  }
  return titles;
}
