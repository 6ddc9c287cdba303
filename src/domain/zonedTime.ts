/**
 * Wall time in any IANA time zone, from Intl (Node's full ICU and every browser carry the tz
 * data; date-fns-tz is not installed). Israel time (israelTime.ts) is this for Asia/Jerusalem;
 * quiet hours (quietHours.ts) read each recipient's own zone with it.
 */

/** A moment as read on a clock of the zone; weekday 1 is Sunday .. 7 Saturday, as the spec numbers days. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterOf = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

const weekdays: Record<string, number> = { Sun: 1, Mon: 2, Tue: 3, Wed: 4, Thu: 5, Fri: 6, Sat: 7 };

/**
 * Clock readings by zone and minute. formatToParts costs tens of microseconds, and a report
 * page formats a few hundred moments, mostly the same minutes (issue 21's reads bench: a fifth
 * of an API process's time went here). Every zone's offset has been whole minutes since 1972,
 * so a minute's reading plus the seconds is the moment's. Cleared when it grows large.
 */
const minutes = new Map<string, WallTime>();
const wholeMinuteOffsetsSince = Date.UTC(1973, 0, 1);

/** The zone's clock at `ms`, seconds too. */
export function readZoned(timeZone: string, ms: number): WallTime & { second: number } {
  if (ms < wholeMinuteOffsetsSince || !Number.isFinite(ms)) return formatZoned(timeZone, ms);
  const minuteStart = ms - (ms % 60_000);
  const key = `${timeZone}|${minuteStart}`;
  let wall = minutes.get(key);
  if (!wall) {
    if (minutes.size >= 10_000) minutes.clear();
    wall = zonedWallTimeUncached(timeZone, minuteStart);
    minutes.set(key, wall);
  }
  return { ...wall, second: Math.floor((ms - minuteStart) / 1_000) };
}

function zonedWallTimeUncached(timeZone: string, ms: number): WallTime {
  const { year, month, day, hour, minute, weekday } = formatZoned(timeZone, ms);
  return { year, month, day, hour, minute, weekday };
}

function formatZoned(timeZone: string, ms: number): WallTime & { second: number } {
  const out: Record<string, string> = {};
  for (const p of formatterOf(timeZone).formatToParts(ms)) out[p.type] = p.value;
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

export function zonedWallTime(timeZone: string, ms: number): WallTime {
  const { year, month, day, hour, minute, weekday } = readZoned(timeZone, ms);
  return { year, month, day, hour, minute, weekday };
}

/** How far the zone's clock is ahead of UTC at that moment. */
export function zoneOffsetMs(timeZone: string, ms: number): number {
  const w = readZoned(timeZone, ms);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - (ms - (((ms % 1000) + 1000) % 1000));
}

/**
 * The moment the zone's clock shows this date and time. Month and day may overflow (day 32
 * is the 1st of the next month), which is how callers add days and months. A time skipped
 * by the spring change comes out an hour later; a time the autumn change shows twice is the
 * first of the two.
 */
export function fromZonedWallTime(timeZone: string, year: number, month: number, day: number, hour = 0, minute = 0): number {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // Overflowing days and months settle here, so the wanted clock reading is asUtc's in UTC.
  const wanted = new Date(asUtc);
  // The offset a day before and a day after; they differ only around a clock change.
  const before = zoneOffsetMs(timeZone, asUtc - 86_400_000);
  const after = zoneOffsetMs(timeZone, asUtc + 86_400_000);
  const candidates = [asUtc - before, asUtc - after].filter((ms) => {
    const w = readZoned(timeZone, ms);
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
