/** The sender-names tab's name: its texts are this area's own (settingsSenders), loaded with the label. */
import { useTranslation } from 'react-i18next';
import { useFeatureTexts } from '../../../i18n/useFeatureTexts';

export function SenderNamesTabLabel() {
  const { t } = useTranslation();
  const ready = useFeatureTexts('settingsSenders');
  return <>{ready ? t('settingsSenders.tab') : ''}</>;
}
