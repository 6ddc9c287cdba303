/** /link-not-found: a recipient opened a link that leads nowhere (shown without the app bar). */
import { useTranslation } from 'react-i18next';
import { PublicResult } from './PublicResult';

export default function LinkNotFoundPage() {
  const { t } = useTranslation();
  return (
    <PublicResult status="404" title={t('public.pages.linkNotFound.title')} subTitle={t('public.pages.linkNotFound.text')}>
      {t('public.pages.linkNotFound.validity')}
    </PublicResult>
  );
}
