/** The bar when nobody is signed in (section 2): logo, support phone and support buttons. */
import { PhoneOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { barStyle } from './barStyle';
import { BrandLogo } from './BrandLogo';
import { LanguageSwitcher } from './LanguageSwitcher';
import { telLink, whatsappLink } from './supportLinks';
import { useBrand } from '../ui/useBrand';
import { useScreens } from './useScreens';

export function GuestBar() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const brand = useBrand();
  const { mobile } = useScreens();
  const phone = brand?.supportPhone;

  return (
    <Layout.Header style={barStyle(token)}>
      <BrandLogo />
      <Flex flex={1} />
      {phone && (
        <Flex align="center" gap={4} role="group" aria-label={t('shell.support.title')}>
          {!mobile && (
            <a href={telLink(phone)} style={{ whiteSpace: 'nowrap', color: token.colorText }}>
              {/* Phone numbers read left to right in every language. */}
              {t('shell.support.phoneLabel')} <bdi dir="ltr">{phone}</bdi>
            </a>
          )}
          {/* A title, not a Tooltip: the guest bar loads with /login and stays light. */}
          <Button
              type="text"
              shape="circle"
              icon={<WhatsAppOutlined style={{ color: '#25d366' }} />}
              href={whatsappLink(phone)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('shell.support.whatsapp')}
              title={t('shell.support.whatsapp')}
            />
          <Button type="text" shape="circle" icon={<PhoneOutlined />} href={telLink(phone)} aria-label={t('shell.support.call')} title={t('shell.support.call')} />
        </Flex>
      )}
      <LanguageSwitcher compact={mobile} />
    </Layout.Header>
  );
}
