/**
 * Before sending: how many recipients are in their own quiet hours when the campaign is due
 * and wait until when (issue 21; the summary's quietHours, computed by the server from each
 * number's country). The time is the server's Israeli DD/MM/YYYY HH:mm, written the current
 * language's way. Shown by the SMS and voice composers' confirmation and the WhatsApp
 * campaign's, so its texts are the shared ones (common.quietHours).
 */
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QuietHoursNotice as Notice } from '../api/generated/campaigns';
import { parseIsraelDateTime } from '../../domain/israelTime';
import { useMomentText } from '../i18n/useMomentText';
import { useNumberFormat } from './useNumberFormat';

export function QuietHoursNotice({ notice }: { notice: Notice | undefined }) {
  const { t } = useTranslation();
  const moment = useMomentText();
  const { number } = useNumberFormat();
  if (!notice) return null;
  const at = parseIsraelDateTime(notice.until);
  const until = at === null ? notice.until : moment(new Date(at).toISOString());
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginTop: 12 }}
      title={t('common.quietHours.notice', { recipients: number(notice.recipients), until })}
      description={t('common.quietHours.why')}
    />
  );
}
