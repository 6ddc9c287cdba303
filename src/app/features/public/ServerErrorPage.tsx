/** /500: the server answered serviceUnavailable. */
import { useTranslation } from 'react-i18next';
import { HomeButton } from './HomeButton';
import { PublicResult } from './PublicResult';

export default function ServerErrorPage() {
  const { t } = useTranslation();
  return <PublicResult status="500" title={t('public.pages.serverError.title')} subTitle={t('public.pages.serverError.text')} extra={<HomeButton />} />;
}
