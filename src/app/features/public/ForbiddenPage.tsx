/** /403: the signed-in user may not open the page they asked for. */
import { useTranslation } from 'react-i18next';
import { HomeButton } from './HomeButton';
import { PublicResult } from './PublicResult';

export default function ForbiddenPage() {
  const { t } = useTranslation();
  return <PublicResult status="403" title={t('public.pages.forbidden.title')} subTitle={t('public.pages.forbidden.text')} extra={<HomeButton />} />;
}
