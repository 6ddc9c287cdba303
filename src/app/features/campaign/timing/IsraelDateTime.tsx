/**
 * A date and time on an Israeli clock, whatever zone the browser is in: the picker shows wall
 * time, and the campaign's times are Israel time (domain israelTime).
 */
import dayjs, { type Dayjs } from 'dayjs';
import { fromIsraelWallTime, israelWallTime } from '../../../../domain/israelTime';
import { LazyDatePicker as DatePicker } from '../../../ui/LazyDatePicker';

const toPicker = (ms: number | null): Dayjs | null => {
  if (ms === null) return null;
  const w = israelWallTime(ms);
  return dayjs(new Date(w.year, w.month - 1, w.day, w.hour, w.minute));
};

const fromPicker = (d: Dayjs | null): number | null => (d ? fromIsraelWallTime(d.year(), d.month() + 1, d.date(), d.hour(), d.minute()) : null);

interface Props {
  value: number | null;
  onChange: (ms: number | null) => void;
  label: string;
  error?: string | null;
}

export function IsraelDateTime({ value, onChange, label, error }: Props) {
  return (
    <DatePicker
      showTime={{ format: 'HH:mm' }}
      format="DD/MM/YYYY HH:mm"
      aria-label={label}
      value={toPicker(value)}
      onChange={(d) => onChange(fromPicker(d))}
      status={error ? 'error' : undefined}
      style={{ minWidth: 220 }}
    />
  );
}
