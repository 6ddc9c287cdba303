/** The brand's support phone (white label replaces it), under the sign-in forms. */
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export function SupportContact({ phone }: { phone?: string }) {
  const { t } = useTranslation();
  if (!phone) return null;
  return (
    <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginBlockEnd: 0, marginBlockStart: 16 }}>
      {t('auth.support.needHelp')}{' '}
      <Typography.Link href={`tel:${phone.replace(/[^\d+]/g, '')}`} dir="ltr">
        {phone}
      </Typography.Link>
    </Typography.Paragraph>
  );
}
