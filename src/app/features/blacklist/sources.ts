/** How a number came into the blacklist, as the server names it, to its text key. */
import type { TFunction } from 'i18next';

const sourceKeys: Record<string, string> = {
  user: 'user',
  upload: 'upload',
  admin: 'admin',
  'remove page': 'removePage',
  link: 'link',
  reply: 'reply',
  chat: 'chat',
};

/** A source the texts do not know yet is shown as the server wrote it rather than hidden. */
export const sourceLabel = (t: TFunction, source: string | undefined): string => {
  const key = source ? sourceKeys[source] : undefined;
  return key ? t(`reports.blacklistPage.sources.${key}`) : (source ?? '');
};
