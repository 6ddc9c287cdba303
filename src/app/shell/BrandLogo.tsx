/** The brand's logo (or its name while it has none), leading home. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { href } from '../router/paths';
import { useThemeTokens } from '../ui/themeTokens';
import { useBrand } from '../ui/useBrand';

export function BrandLogo() {
  const { t } = useTranslation();
  const token = useThemeTokens();
  const brand = useBrand();
  const name = brand?.logoName ?? '';
  return (
    <Link to={href('home')} aria-label={name || t('shell.bar.home')} style={{ display: 'flex', alignItems: 'center', flexShrink: 0 }}>
      {/* The darker primary: the brand colour itself is too light for text on white. */}
      {brand?.appLogoSrc ? (
        <img src={brand.appLogoSrc} alt={name} style={{ height: 36, maxWidth: 160, objectFit: 'contain' }} />
      ) : (
        <span style={{ fontSize: 20, fontWeight: 600, color: token.colorPrimaryActive, whiteSpace: 'nowrap' }}>{name}</span>
      )}
    </Link>
  );
}
