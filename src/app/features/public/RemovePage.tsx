/**
 * /remove?h=<hash>[&p=<phone>]: the unsubscribe link of a message. The server builds no link
 * yet, so `h` is the agreed parameter; `p`, when given, pre-fills the number (otherwise the
 * hash's own phone does). Without a hash the page falls back to removal by typing the number.
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { RemoveByHashForm } from './RemoveByHashForm';
import { RemoveLayout } from './RemoveLayout';
import { RemoveNumberForm } from './RemoveNumberForm';

export default function RemovePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const hash = params.get('h')?.trim();
  if (!hash) {
    return (
      <RemoveLayout intro={t('public.remove.numberIntro')}>
        <RemoveNumberForm />
      </RemoveLayout>
    );
  }
  return (
    <RemoveLayout intro={t('public.remove.hashIntro')}>
      <RemoveByHashForm hash={hash} linkPhone={params.get('p')?.trim() || undefined} />
    </RemoveLayout>
  );
}
