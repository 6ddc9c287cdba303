/**
 * The user's permitted sending hours (set by an administrator), shown before they send: a
 * campaign sent outside them is kept and waits for the next opening (send-campaign status 7).
 */
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../state/hooks';

export function AllowedHoursNotice() {
  const { t } = useTranslation();
  const hours = useAppSelector((s) => s.session.user?.allowedHours);
  if (!hours?.fromHour || !hours.toHour) return null;
  const days = hours.days?.length ? hours.days.map((d) => t(`campaign.timing.weekDay.${d}`)).join(', ') : t('campaign.timing.allowedHours.everyDay');
  return <Alert type="info" showIcon title={t('campaign.timing.allowedHours.notice', { days, from: hours.fromHour, to: hours.toHour })} />;
}
