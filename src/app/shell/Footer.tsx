/** The company line at the bottom (section 2); white-label brands show none. */
import { Layout, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../ui/useBrand';

export function Footer() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const brand = useBrand();
  if (!brand || brand.isWhiteLable) return null;
  return (
    <Layout.Footer style={{ textAlign: 'center', paddingBlock: 16 }}>
      <span style={{ color: token.colorTextSecondary }}>{t('shell.footer.companyLine', { year: new Date().getFullYear(), company: brand.logoName ?? '' })}</span>
    </Layout.Footer>
  );
}
