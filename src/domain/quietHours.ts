/**
 * Legal quiet hours in the recipient's own time zone (issue 21): a message due while its
 * recipient's clock is in quiet hours waits and goes out when they end. The number's country
 * (libphonenumber) gives the zone; each brand keeps its rules (default 21:00-08:00 every day,
 * and Israel's rest for advertising from Friday 14:00 until Saturday 20:00), and a country
 * may have its own daily hours and weekly rest. Shared by the pipeline (when a message may
 * go), the composer's estimate (how many wait, until when) and the super-admin's form.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { israelTimeZone } from './israelTime';
import { fromZonedWallTime, zonedWallTime } from './zonedTime';

/** A quiet span every day, HH:mm on the recipient's clock: from > to runs over midnight; from = to is none. */
export interface DailyQuiet {
  from: string;
  to: string;
}

/** A weekly rest, e.g. Friday 14:00 to Saturday 20:00: days 1 Sunday .. 7 Saturday, HH:mm on the recipient's clock. */
export interface WeeklyQuiet {
  fromDay: number;
  from: string;
  toDay: number;
  to: string;
}

/** One country's own rules: its daily hours instead of the brand's, and a weekly rest for advertising messages. */
export interface CountryQuietHours {
  country: string;
  daily?: DailyQuiet;
  advertisingRest?: WeeklyQuiet;
}

/** A brand's quiet hours: its daily span for every country, and the countries with their own rules. */
export interface QuietHours {
  daily: DailyQuiet;
  countries: CountryQuietHours[];
}

/**
 * The defaults a brand has until a super-administrator sets its own: no message between 21:00
 * and 08:00 on the recipient's clock, and no advertising to Israel from Friday 14:00 until
 * Saturday 20:00 (Shabbat and the hours before it; a fixed 20:00 covers its end all year).
 */
export const defaultQuietHours: QuietHours = {
  daily: { from: '21:00', to: '08:00' },
  countries: [{ country: 'IL', advertisingRest: { fromDay: 6, from: '14:00', toDay: 7, to: '20:00' } }],
};

/** No quiet hours: what tests and end-to-end servers keep unless a brand sets its own (QUIET_HOURS_DEFAULT=none). */
export const noQuietHours: QuietHours = { daily: { from: '00:00', to: '00:00' }, countries: [] };

/**
 * Each country's zone. For a country with several zones it is its main one (by population or
 * capital: the US is New York, Russia Moscow, Brazil São Paulo, Australia Sydney, Canada
 * Toronto, Mexico Mexico City), since a number does not say where in the country its holder
 * is. A country not listed is read on Israel's clock, the platform's own.
 */
const zones: Record<string, string> = {
  IL: 'Asia/Jerusalem', PS: 'Asia/Hebron', US: 'America/New_York', CA: 'America/Toronto', MX: 'America/Mexico_City',
  BR: 'America/Sao_Paulo', AR: 'America/Argentina/Buenos_Aires', CL: 'America/Santiago', CO: 'America/Bogota', PE: 'America/Lima',
  VE: 'America/Caracas', UY: 'America/Montevideo', PA: 'America/Panama', CR: 'America/Costa_Rica', DO: 'America/Santo_Domingo',
  PR: 'America/Puerto_Rico', JM: 'America/Jamaica', GB: 'Europe/London', IE: 'Europe/Dublin', FR: 'Europe/Paris',
  DE: 'Europe/Berlin', NL: 'Europe/Amsterdam', BE: 'Europe/Brussels', LU: 'Europe/Luxembourg', CH: 'Europe/Zurich',
  AT: 'Europe/Vienna', IT: 'Europe/Rome', ES: 'Europe/Madrid', PT: 'Europe/Lisbon', DK: 'Europe/Copenhagen',
  SE: 'Europe/Stockholm', NO: 'Europe/Oslo', FI: 'Europe/Helsinki', IS: 'Atlantic/Reykjavik', PL: 'Europe/Warsaw',
  CZ: 'Europe/Prague', SK: 'Europe/Bratislava', HU: 'Europe/Budapest', RO: 'Europe/Bucharest', BG: 'Europe/Sofia',
  GR: 'Europe/Athens', CY: 'Asia/Nicosia', MT: 'Europe/Malta', HR: 'Europe/Zagreb', SI: 'Europe/Ljubljana',
  RS: 'Europe/Belgrade', BA: 'Europe/Sarajevo', MK: 'Europe/Skopje', AL: 'Europe/Tirane', ME: 'Europe/Podgorica',
  EE: 'Europe/Tallinn', LV: 'Europe/Riga', LT: 'Europe/Vilnius', UA: 'Europe/Kyiv', BY: 'Europe/Minsk',
  MD: 'Europe/Chisinau', RU: 'Europe/Moscow', GE: 'Asia/Tbilisi', AM: 'Asia/Yerevan', AZ: 'Asia/Baku',
  KZ: 'Asia/Almaty', UZ: 'Asia/Tashkent', TR: 'Europe/Istanbul', EG: 'Africa/Cairo', JO: 'Asia/Amman',
  LB: 'Asia/Beirut', SY: 'Asia/Damascus', IQ: 'Asia/Baghdad', SA: 'Asia/Riyadh', AE: 'Asia/Dubai',
  QA: 'Asia/Qatar', BH: 'Asia/Bahrain', KW: 'Asia/Kuwait', OM: 'Asia/Muscat', IR: 'Asia/Tehran',
  MA: 'Africa/Casablanca', TN: 'Africa/Tunis', DZ: 'Africa/Algiers', ET: 'Africa/Addis_Ababa', KE: 'Africa/Nairobi',
  NG: 'Africa/Lagos', GH: 'Africa/Accra', ZA: 'Africa/Johannesburg', IN: 'Asia/Kolkata', PK: 'Asia/Karachi',
  BD: 'Asia/Dhaka', LK: 'Asia/Colombo', NP: 'Asia/Kathmandu', TH: 'Asia/Bangkok', VN: 'Asia/Ho_Chi_Minh',
  MY: 'Asia/Kuala_Lumpur', SG: 'Asia/Singapore', ID: 'Asia/Jakarta', PH: 'Asia/Manila', CN: 'Asia/Shanghai',
  HK: 'Asia/Hong_Kong', TW: 'Asia/Taipei', KR: 'Asia/Seoul', JP: 'Asia/Tokyo', AU: 'Australia/Sydney',
  NZ: 'Pacific/Auckland',
};

/** The zone a country's numbers are read in (its main one; Israel's for a country not listed). */
export const timeZoneOfCountry = (country: string | null | undefined): string => (country && zones[country.toUpperCase()]) || israelTimeZone;

/** The countries with a zone of their own, for the super-admin's choice. */
export const quietHoursCountries: readonly string[] = Object.keys(zones).sort();

/**
 * The country of a number in any of its stored forms: local Israeli numbers (05X..., or
 * without the 0, as lists keep them) are Israel's; an international one is libphonenumber's
 * country, or its calling code's main country for a number it cannot place (+44 7700 ...).
 */
export function countryOfPhone(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (!digits) return null;
  if (digits.length <= 9 || (digits.length === 10 && digits.startsWith('0'))) return 'IL';
  const international = digits.replace(/^00/, '');
  // +972 is Israel's alone, and most numbers sent to: libphonenumber's parse cost ~9 µs each,
  // close to a second of the making of a 100k campaign.
  if (international.startsWith('972')) return 'IL';
  const parsed = parsePhoneNumberFromString(`+${international}`);
  return parsed?.country ?? parsed?.getPossibleCountries()[0] ?? null;
}

const minutesOf = (hhmm: string): number | null => {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
  if (!m) return null;
  const [h, min] = [Number(m[1]), Number(m[2])];
  return h <= 23 && min <= 59 ? h * 60 + min : null;
};

const isDay = (d: unknown): d is number => Number.isInteger(d) && (d as number) >= 1 && (d as number) <= 7;

/** The field of the first thing wrong with a brand's quiet hours, or null when they are whole. */
export function quietHoursProblem(value: QuietHours): string | null {
  const dailyProblem = (daily: DailyQuiet | undefined, field: string) =>
    daily === undefined ? null : minutesOf(daily.from) === null ? `${field}.from` : minutesOf(daily.to) === null ? `${field}.to` : null;
  const daily = dailyProblem(value.daily, 'daily');
  if (daily || !value.daily) return daily ?? 'daily';
  const seen = new Set<string>();
  for (const [i, c] of value.countries.entries()) {
    const field = `countries.${i}`;
    if (!/^[A-Z]{2}$/.test(c.country) || seen.has(c.country)) return `${field}.country`;
    seen.add(c.country);
    const own = dailyProblem(c.daily, `${field}.daily`);
    if (own) return own;
    const rest = c.advertisingRest;
    if (rest && (!isDay(rest.fromDay) || !isDay(rest.toDay) || minutesOf(rest.from) === null || minutesOf(rest.to) === null)) return `${field}.advertisingRest`;
  }
  return null;
}

/** Reads a brand's stored JSON; none or anything unreadable is the defaults, so a message never goes at night by a bad setting. */
export function parseQuietHours(json: string | null | undefined): QuietHours {
  if (!json) return defaultQuietHours;
  try {
    const value = JSON.parse(json) as QuietHours;
    return value && Array.isArray(value.countries) && !quietHoursProblem(value) ? value : defaultQuietHours;
  } catch {
    return defaultQuietHours;
  }
}

const dayMinutes = 24 * 60;
const weekMinutes = 7 * dayMinutes;

/**
 * How many minutes after `now` (minutes into the day, or into the week) a span [from, to)
 * ends when `now` is inside it, over the end of the day (week) when from > to; null outside.
 */
function minutesLeft(now: number, from: number, to: number, period: number): number | null {
  if (from === to) return null;
  const inside = from < to ? now >= from && now < to : now >= from || now < to;
  return inside ? (to - now + period) % period : null;
}

/**
 * When a message to that country may go, if not at `at`: the moment its quiet hours end on the
 * recipient's clock, or null when it may go now. Advertising messages also keep the country's
 * weekly rest. A span ending where another begins (Saturday 20:00 inside 21:00-08:00 does not)
 * is followed to the end of both.
 */
export function quietUntil(rules: QuietHours, country: string | null, at: number, advertising: boolean): number | null {
  const zone = timeZoneOfCountry(country);
  const own = rules.countries.find((c) => c.country === country);
  const daily = own?.daily ?? rules.daily;
  const rest = advertising ? own?.advertisingRest : undefined;
  let until = at;
  // Each step lands on a span's end; two spans cannot keep handing over for long.
  for (let step = 0; step < 4; step += 1) {
    const w = zonedWallTime(zone, until);
    const now = w.hour * 60 + w.minute;
    const waits = [minutesLeft(now, minutesOf(daily.from)!, minutesOf(daily.to)!, dayMinutes)];
    if (rest) {
      const weekNow = (w.weekday - 1) * dayMinutes + now;
      waits.push(minutesLeft(weekNow, (rest.fromDay - 1) * dayMinutes + minutesOf(rest.from)!, (rest.toDay - 1) * dayMinutes + minutesOf(rest.to)!, weekMinutes));
    }
    const wait = Math.max(...waits.map((m) => m ?? 0));
    if (wait === 0) break;
    // On the recipient's clock, so a clock change inside the wait does not move the end.
    const end = now + wait;
    until = fromZonedWallTime(zone, w.year, w.month, w.day + Math.floor(end / dayMinutes), Math.floor((end % dayMinutes) / 60), end % 60);
  }
  return until === at ? null : until;
}

/**
 * Whether a campaign's messages are advertising, for the rest days: the product marks
 * advertising by its unsubscribe option (section 4: the law asks advertising to offer one), so
 * a campaign offering removal by reply (2) or link (3) is advertising.
 */
export const isAdvertising = (unsubscribeOption: number | null | undefined): boolean => unsubscribeOption === 2 || unsubscribeOption === 3;

/**
 * What the composer tells before sending: how many recipients (counted per country) are in
 * their quiet hours when the campaign is due, and when the last of them may get it; null
 * when none wait.
 */
export function quietWaitSummary(rules: QuietHours, countries: ReadonlyMap<string | null, number>, advertising: boolean, at: number): { recipients: number; until: number } | null {
  let recipients = 0;
  let until = 0;
  for (const [country, count] of countries) {
    const end = count > 0 ? quietUntil(rules, country, at, advertising) : null;
    if (end === null) continue;
    recipients += count;
    until = Math.max(until, end);
  }
  return recipients > 0 ? { recipients, until } : null;
}
