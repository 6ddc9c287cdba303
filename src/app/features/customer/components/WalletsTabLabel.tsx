/** The wallets and organizations tabs' names: their texts are this area's own (settingsBrands), loaded with the label. */
import { useTranslation } from 'react-i18next';
import { useFeatureTexts } from '../../../i18n/useFeatureTexts';

export function WalletsTabLabel({ tab }: { tab: 'wallets' | 'organizations' }) {
  const { t } = useTranslation();
  const ready = useFeatureTexts('settingsBrands');
  return <>{ready ? t(`settingsBrands.${tab}.tab`) : ''}</>;
}
