/**
 * /link-expired: a link past its life (section 9: a campaign link lasts 3 weeks, a short
 * link 1 year), shown without the app bar.
 */
import { useTranslation } from 'react-i18next';
import { PublicResult } from './PublicResult';

export default function LinkExpiredPage() {
  const { t } = useTranslation();
  return (
    <PublicResult status="warning" title={t('public.pages.linkExpired.title')} subTitle={t('public.pages.linkExpired.text')}>
      {t('public.pages.linkExpired.whatNow')}
    </PublicResult>
  );
}
