/** The brand's support phone (white label replaces it), under the sign-in forms. */
import { useTranslation } from 'react-i18next';
import { Paragraph } from '../../../ui/text';

export function SupportContact({ phone }: { phone?: string }) {
  const { t } = useTranslation();
  if (!phone) return null;
  return (
    <Paragraph secondary style={{ textAlign: 'center', marginBlockEnd: 0, marginBlockStart: 16 }}>
      {t('auth.support.needHelp')}{' '}
      <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} dir="ltr" style={{ textDecoration: 'underline' }}>
        {phone}
      </a>
    </Paragraph>
  );
}
