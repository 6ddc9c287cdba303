/**
 * A link shortened before it goes in the message (create-short-url): the short address is
 * inserted at the cursor, so the counter and the preview show it as it will be sent. An
 * address that is not a link (-3) and other refusals are the base query's status messages.
 */
import { Button, Flex, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateShortUrlMutation } from '../../../api/generated/files';

export function ShortLinkInput({ campaignId, onInsert }: { campaignId?: number; onInsert: (text: string) => void }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState('');
  const [create, state] = useCreateShortUrlMutation();

  const shorten = async () => {
    const answer = (await create({ body: { url: url.trim(), type: 'general', ...(campaignId !== undefined ? { campaignId } : {}) } }).unwrap()).data;
    const short = answer?.shortLink?.shortUrl;
    if (answer?.status !== 1 || !short) return;
    onInsert(short);
    setUrl('');
  };

  return (
    <Flex gap={8}>
      <Input
        dir="ltr"
        aria-label={t('campaign.message.link')}
        placeholder={t('campaign.message.linkPlaceholder')}
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        onPressEnter={() => url.trim() && void shorten().catch(() => undefined)}
      />
      <Button onClick={() => void shorten().catch(() => undefined)} disabled={!url.trim()} loading={state.isLoading}>
        {t('campaign.message.shortenLink')}
      </Button>
    </Flex>
  );
}
