/**
 * Israel wall time (Asia/Jerusalem) for the timing rules. Days of week, hours and the
 * DD/MM/YYYY HH:mm strings the API carries are all Israel time, whatever zone the server or
 * the browser runs in. date-fns-tz is not installed, so the zone comes from Intl, which
 * both Node (full ICU) and browsers have.
 */

export const israelTimeZone = 'Asia/Jerusalem';

/** A moment as read on an Israeli clock; weekday 1 is Sunday .. 7 Saturday, as the spec numbers days. */
export interface IsraelWallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: number;
}

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: israelTimeZone,
  hourCycle: 'h23',
  weekday: 'short',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

const weekdays: Record<string, number> = { Sun: 1, Mon: 2, Tue: 3, Wed: 4, Thu: 5, Fri: 6, Sat: 7 };

function read(ms: number): IsraelWallTime & { second: number } {
  const out: Record<string, string> = {};
  for (const p of parts.formatToParts(ms)) out[p.type] = p.value;
  return {
    year: Number(out.year),
    month: Number(out.month),
    day: Number(out.day),
    // Some engines write midnight as 24 even with h23.
    hour: Number(out.hour) % 24,
    minute: Number(out.minute),
    second: Number(out.second),
    weekday: weekdays[out.weekday ?? ''] ?? 0,
  };
}

export function israelWallTime(ms: number): IsraelWallTime {
  const { year, month, day, hour, minute, weekday } = read(ms);
  return { year, month, day, hour, minute, weekday };
}

/** How far Israel's clock is ahead of UTC at that moment (2 or 3 hours). */
export function israelOffsetMs(ms: number): number {
  const w = read(ms);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - (ms - (((ms % 1000) + 1000) % 1000));
}

/**
 * The moment an Israeli clock shows this date and time. Month and day may overflow (day 32
 * is the 1st of the next month), which is how callers add days and months. A time skipped
 * by the spring change (02:00-02:59 on that Friday) comes out an hour later; a time the
 * autumn change shows twice is the first of the two.
 */
export function fromIsraelWallTime(year: number, month: number, day: number, hour = 0, minute = 0): number {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // Overflowing days and months settle here, so the wanted clock reading is asUtc's in UTC.
  const wanted = new Date(asUtc);
  // The offset a day before and a day after; they differ only around a clock change.
  const before = israelOffsetMs(asUtc - 86_400_000);
  const after = israelOffsetMs(asUtc + 86_400_000);
  const candidates = [asUtc - before, asUtc - after].filter((ms) => {
    const w = read(ms);
    return (
      w.year === wanted.getUTCFullYear() &&
      w.month === wanted.getUTCMonth() + 1 &&
      w.day === wanted.getUTCDate() &&
      w.hour === wanted.getUTCHours() &&
      w.minute === wanted.getUTCMinutes()
    );
  });
  // Read back as asked: the earlier of the two in the autumn overlap. None: a skipped
  // spring time, counted with the offset before the change, which lands an hour later.
  return candidates.length ? Math.min(...candidates) : asUtc - before;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** DD/MM/YYYY HH:mm on an Israeli clock, the form the API carries date-times in. */
export function formatIsraelDateTime(ms: number): string {
  const w = read(ms);
  return `${pad(w.day)}/${pad(w.month)}/${w.year} ${pad(w.hour)}:${pad(w.minute)}`;
}

/** A DD/MM/YYYY HH:mm (or DD/MM/YYYY, meaning 00:00) Israel time, or null when it is not a real moment. */
export function parseIsraelDateTime(text: string): number | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+(\d{1,2}):(\d{2}))?$/.exec(text.trim());
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const [hour, minute] = [Number(m[4] ?? 0), Number(m[5] ?? 0)];
  if (hour > 23 || minute > 59) return null;
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return fromIsraelWallTime(year, month, day, hour, minute);
}
