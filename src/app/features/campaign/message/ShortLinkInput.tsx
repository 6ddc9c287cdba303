/**
 * A link shortened before it goes in the message (create-short-url): the short address is
 * inserted at the cursor, so the counter and the preview show it as it will be sent. A general
 * link is one address for everyone; a personal link gives each recipient their own (longer)
 * address, so the click report shows who clicked. A link made before for the same address
 * and kind is asked for again by its url_unique_hash, so editing a campaign reuses its links
 * instead of making new ones. An address that is not a link (-3) and other refusals are the
 * base query's status messages.
 */
import { Button, Flex, Input, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateShortUrlMutation, type CreateShortUrlApiArg, type ShortLink } from '../../../api/generated/files';
import { CreateShortUrl } from '../../../../contract/statusCodes';

export type LinkKind = 'general' | 'personalLink';

/** The server stores a bare host with https:// (links/createShortUrl.ts targetUrl). */
const sameTarget = (stored: string | undefined, typed: string) => stored === typed || stored === `https://${typed}`;

interface Props {
  campaignId?: number;
  /** The links already made in this composer (or kept by the campaign being edited). */
  known: readonly ShortLink[];
  onInsert: (link: ShortLink) => void;
}

export function ShortLinkInput({ campaignId, known, onInsert }: Props) {
  const { t } = useTranslation();
  const [url, setUrl] = useState('');
  const [kind, setKind] = useState<LinkKind>('general');
  const [create, state] = useCreateShortUrlMutation();

  const shorten = async () => {
    const typed = url.trim();
    const before = known.find((l) => l.type === kind && l.hash && sameTarget(l.url, typed));
    const body: CreateShortUrlApiArg['body'] = {
      url: typed,
      type: kind,
      ...(campaignId !== undefined ? { campaignId } : {}),
      ...(before?.hash ? { url_unique_hash: before.hash } : {}),
    };
    const answer = (await create({ body }).unwrap()).data;
    const link = answer?.shortLink;
    if (answer?.status !== CreateShortUrl.created || !link?.shortUrl) return;
    onInsert({ ...link, type: link.type ?? kind, hash: link.hash ?? answer.url_unique_hash });
    setUrl('');
  };

  return (
    <Flex vertical gap={4}>
      <Radio.Group
        aria-label={t('campaign.message.linkKind')}
        value={kind}
        onChange={(e) => setKind(e.target.value as LinkKind)}
        options={[
          { value: 'general', label: t('campaign.message.linkGeneral') },
          { value: 'personalLink', label: t('campaign.message.linkPersonal') },
        ]}
      />
      <Typography.Text type="secondary">{t('campaign.message.linkPersonalHelp')}</Typography.Text>
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
    </Flex>
  );
}
