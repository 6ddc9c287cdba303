/** The bar when nobody is signed in (section 2): logo, support phone and support buttons. Drawn without antd: it loads with /login. */
import { PhoneOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LightButtonLink } from '../ui/lightButton';
import { useThemeTokens } from '../ui/themeTokens';
import { barStyle } from './barStyle';
import { BrandLogo } from './BrandLogo';
import { LanguageSwitcher } from './LanguageSwitcher';
import { telLink, whatsappLink } from './supportLinks';
import { useBrand } from '../ui/useBrand';
import { useScreens } from './useScreens';

export function GuestBar() {
  const { t } = useTranslation();
  const token = useThemeTokens();
  const brand = useBrand();
  const { mobile } = useScreens();
  const phone = brand?.supportPhone;

  return (
    <header style={barStyle(token)}>
      <BrandLogo />
      <div style={{ flex: 1 }} />
      {phone && (
        <div role="group" aria-label={t('shell.support.title')} style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
          {!mobile && (
            <a href={telLink(phone)} style={{ whiteSpace: 'nowrap', color: token.colorText }}>
              {/* Phone numbers read left to right in every language. */}
              {t('shell.support.phoneLabel')} <bdi dir="ltr">{phone}</bdi>
            </a>
          )}
          {/* A title, not a Tooltip: the guest bar loads with /login and stays light. */}
          <LightButtonLink
            kind="text"
            round
            icon={<WhatsAppOutlined style={{ color: '#25d366' }} />}
            href={whatsappLink(phone)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('shell.support.whatsapp')}
            title={t('shell.support.whatsapp')}
          />
          <LightButtonLink kind="text" round icon={<PhoneOutlined />} href={telLink(phone)} aria-label={t('shell.support.call')} title={t('shell.support.call')} />
        </div>
      )}
      <LanguageSwitcher compact={mobile} />
    </header>
  );
}
