/** /file-expired: a file link older than its 6 months (section 9), shown without the app bar. */
import { useTranslation } from 'react-i18next';
import { PublicResult } from './PublicResult';

export default function FileExpiredPage() {
  const { t } = useTranslation();
  return (
    <PublicResult status="warning" title={t('public.pages.fileExpired.title')} subTitle={t('public.pages.fileExpired.text')}>
      {t('public.pages.fileExpired.whatNow')}
    </PublicResult>
  );
}
