/**
 * When a WhatsApp campaign starts: now, or a time on an Israeli clock (as every campaign time)
 * more than 10 minutes ahead, sent as DD/MM/YYYY HH:mm (the contract's startDate).
 */
import { DatePicker, Form, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatIsraelDateTime, fromIsraelWallTime, israelWallTime } from '../../../../domain/israelTime';

/** The server refuses a start 10 minutes away or less (create-campaign-wa -8). */
export const minStartAheadMs = 10 * 60_000;

export const startProblem = (start: number | null, now: number): string | null =>
  start === null ? 'whatsapp.campaign.startRequired' : start - now <= minStartAheadMs ? 'whatsapp.campaign.startTooSoon' : null;

export const startDateOf = (start: number): string => formatIsraelDateTime(start);

const toPicker = (ms: number | null): Dayjs | null => {
  if (ms === null) return null;
  const w = israelWallTime(ms);
  return dayjs(new Date(w.year, w.month - 1, w.day, w.hour, w.minute));
};
const fromPicker = (d: Dayjs | null): number | null => (d ? fromIsraelWallTime(d.year(), d.month() + 1, d.date(), d.hour(), d.minute()) : null);

interface Props {
  later: boolean;
  start: number | null;
  onChange: (later: boolean, start: number | null) => void;
  problem: string | null;
}

export function StartTime({ later, start, onChange, problem }: Props) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('whatsapp.campaign.when')} validateStatus={problem ? 'error' : undefined} help={problem ? t(problem) : undefined}>
      <Radio.Group
        value={later}
        onChange={(e) => onChange(e.target.value as boolean, start)}
        options={[
          { value: false, label: t('whatsapp.campaign.now') },
          { value: true, label: t('whatsapp.campaign.later') },
        ]}
      />
      {later && (
        <DatePicker
          showTime={{ format: 'HH:mm' }}
          format="DD/MM/YYYY HH:mm"
          aria-label={t('whatsapp.campaign.startTime')}
          value={toPicker(start)}
          onChange={(d) => onChange(true, fromPicker(d))}
          status={problem ? 'error' : undefined}
          style={{ minWidth: 220, marginTop: 8, display: 'flex' }}
        />
      )}
    </Form.Item>
  );
}
