/** /file-not-found: a recipient opened a file link that leads nowhere (shown without the app bar). */
import { useTranslation } from 'react-i18next';
import { PublicResult } from './PublicResult';

export default function FileNotFoundPage() {
  const { t } = useTranslation();
  return (
    <PublicResult status="404" title={t('public.pages.fileNotFound.title')} subTitle={t('public.pages.fileNotFound.text')}>
      {t('public.pages.fileNotFound.validity')}
    </PublicResult>
  );
}
