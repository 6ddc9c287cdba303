/**
 * The buy-package button (section 6), shown when the access table says so. A brand's link
 * template opens the brand's shop with the user's name and credits filled in; without one the
 * purchase happens in the app: the buy-package step (features/payment), loaded when opened.
 */
import { ShoppingCartOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buyPackageUrl, canBuyPackage } from '../state/access';
import { useAppSelector } from '../state/hooks';
import { useBrand } from '../ui/useBrand';

// Kept out of the first load: most sessions never open it.
const BuyPackageModal = lazy(() => import('../features/payment/BuyPackageModal'));

export function BuyPackageButton({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const user = useAppSelector((s) => s.session.user);
  const mode = useAppSelector((s) => s.serviceMode.mode);
  const [open, setOpen] = useState(false);
  if (!user || !canBuyPackage({ user, mode, rules: brand?.routeRules }, brand)) return null;

  const label = compact ? null : t('shell.bar.buyPackage');
  const icon = <ShoppingCartOutlined />;
  if (brand?.buyPackage) {
    return (
      <Button type="primary" icon={icon} aria-label={t('shell.bar.buyPackage')} href={buyPackageUrl(brand.buyPackage, user)} target="_blank" rel="noopener noreferrer">
        {label}
      </Button>
    );
  }
  return (
    <>
      <Button type="primary" icon={icon} aria-label={t('shell.bar.buyPackage')} onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <BuyPackageModal userId={user.userId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
