/** /remove-number: a recipient removes their number by typing it (section 2, public, no app bar). */
import { useTranslation } from 'react-i18next';
import { RemoveLayout } from './RemoveLayout';
import { RemoveNumberForm } from './RemoveNumberForm';

export default function RemoveNumberPage() {
  const { t } = useTranslation();
  return (
    <RemoveLayout intro={t('public.remove.numberIntro')}>
      <RemoveNumberForm />
    </RemoveLayout>
  );
}
