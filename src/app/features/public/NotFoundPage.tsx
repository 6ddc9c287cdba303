/** /404, and every path the router does not know. */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { HomeButton } from './HomeButton';
import { PublicResult } from './PublicResult';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  // ?hide=1 comes from a host that serves only the unsubscribe pages: there is no home there.
  const hidden = query.get('hide') === '1';
  return (
    <PublicResult
      status="404"
      title={t('public.pages.notFound.title')}
      subTitle={t('public.pages.notFound.text')}
      extra={hidden ? undefined : <HomeButton />}
    />
  );
}
