/** The price-list tab's name: its texts are the price lists' own (settingsPrices), loaded with the label. */
import { useTranslation } from 'react-i18next';
import { useFeatureTexts } from '../../../i18n/useFeatureTexts';

export function PriceListTabLabel() {
  const { t } = useTranslation();
  const ready = useFeatureTexts('settingsPrices');
  return <>{ready ? t('settingsPrices.customer.priceList') : ''}</>;
}
