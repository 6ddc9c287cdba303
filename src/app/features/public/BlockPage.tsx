/** /block-page: the account is blocked; support's phone and e-mail come from the brand. */
import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGetAppMetaDataQuery } from '../../api/generated/auth';
import { PublicResult } from './PublicResult';

export default function BlockPage() {
  const { t } = useTranslation();
  const { data: meta } = useGetAppMetaDataQuery({ body: { hostname: window.location.hostname } });
  const phone = meta?.data?.supportPhone;
  const email = meta?.data?.supportEmail;
  return (
    <PublicResult status="error" title={t('public.pages.blocked.title')} subTitle={t('public.pages.blocked.text')}>
      {(phone || email) && (
        <Space orientation="vertical" size={4} style={{ width: '100%' }}>
          <Typography.Text strong>{t('public.pages.blocked.contact')}</Typography.Text>
          {phone && (
            <Typography.Text>
              {t('public.pages.blocked.phone')}{' '}
              <Typography.Link href={`tel:${phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                {phone}
              </Typography.Link>
            </Typography.Text>
          )}
          {email && (
            <Typography.Text>
              {t('public.pages.blocked.email')}{' '}
              <Typography.Link href={`mailto:${email}`} dir="ltr">
                {email}
              </Typography.Link>
            </Typography.Text>
          )}
        </Space>
      )}
    </PublicResult>
  );
}
