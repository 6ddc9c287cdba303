/** The company line at the bottom (section 2); white-label brands show none. Drawn without antd: it loads with /login. */
import { useTranslation } from 'react-i18next';
import { useThemeTokens } from '../ui/themeTokens';
import { useBrand } from '../ui/useBrand';

export function Footer() {
  const { t } = useTranslation();
  const token = useThemeTokens();
  const brand = useBrand();
  if (!brand || brand.isWhiteLable) return null;
  return (
    <footer style={{ textAlign: 'center', paddingBlock: 16, paddingInline: 50, background: token.colorBgLayout }}>
      <span style={{ color: token.colorTextSecondary }}>{t('shell.footer.companyLine', { year: new Date().getFullYear(), company: brand.logoName ?? '' })}</span>
    </footer>
  );
}
