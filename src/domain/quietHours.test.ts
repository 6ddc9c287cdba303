import { countryOfPhone, defaultQuietHours, isAdvertising, parseQuietHours, quietHoursProblem, quietUntil, quietWaitSummary, timeZoneOfCountry, type QuietHours } from './quietHours';
import { fromZonedWallTime } from './zonedTime';

const ny = (y: number, mo: number, d: number, h: number, mi = 0) => fromZonedWallTime('America/New_York', y, mo, d, h, mi);
const il = (y: number, mo: number, d: number, h: number, mi = 0) => fromZonedWallTime('Asia/Jerusalem', y, mo, d, h, mi);

describe('quiet hours on the recipient’s own clock', () => {
  test('a number’s country gives its zone: Israeli local forms are IL, +1 212 is New York, an unplaceable +44 is Britain', () => {
    for (const phone of ['0501234567', '501234567', '972501234567', '+972-50-123-4567']) expect(countryOfPhone(phone)).toBe('IL');
    expect(countryOfPhone('12125551234')).toBe('US');
    expect(countryOfPhone('447700900123')).toBe('GB');
    expect(countryOfPhone('')).toBeNull();
    expect(timeZoneOfCountry('US')).toBe('America/New_York');
    // A country without a zone of its own is read on Israel's clock.
    expect(timeZoneOfCountry('XX')).toBe('Asia/Jerusalem');
  });

  test('the default 21:00-08:00 runs over midnight: 23:30 and 03:00 wait until 08:00, 08:00 and 20:59 go', () => {
    expect(quietUntil(defaultQuietHours, 'US', ny(2026, 1, 14, 23, 30), false)).toBe(ny(2026, 1, 15, 8));
    expect(quietUntil(defaultQuietHours, 'US', ny(2026, 1, 15, 3), false)).toBe(ny(2026, 1, 15, 8));
    expect(quietUntil(defaultQuietHours, 'US', ny(2026, 1, 15, 8), false)).toBeNull();
    expect(quietUntil(defaultQuietHours, 'US', ny(2026, 1, 15, 20, 59), false)).toBeNull();
  });

  test('the same moment is night in New York and morning in Israel', () => {
    const at = Date.UTC(2026, 0, 15, 7); // 09:00 in Israel, 02:00 in New York
    expect(quietUntil(defaultQuietHours, 'IL', at, false)).toBeNull();
    expect(quietUntil(defaultQuietHours, 'US', at, false)).toBe(ny(2026, 1, 15, 8));
  });

  test('across a clock change the wait ends at 08:00 on the recipient’s clock (New York, 8 March 2026)', () => {
    const until = quietUntil(defaultQuietHours, 'US', ny(2026, 3, 7, 22), false)!;
    expect(until).toBe(ny(2026, 3, 8, 8));
    // The night is an hour shorter: 22:00 EST to 08:00 EDT is 9 hours.
    expect(until - ny(2026, 3, 7, 22)).toBe(9 * 3_600_000);
  });

  test('Israel’s rest for advertising: Friday 14:00 until Saturday 20:00; other messages only keep the night', () => {
    const friday = il(2026, 11, 27, 15); // a Friday
    expect(quietUntil(defaultQuietHours, 'IL', friday, true)).toBe(il(2026, 11, 28, 20));
    expect(quietUntil(defaultQuietHours, 'IL', friday, false)).toBeNull();
    expect(quietUntil(defaultQuietHours, 'IL', il(2026, 11, 27, 13, 59), true)).toBeNull();
    // Friday night: the rest outlasts the night; Saturday 20:00-21:00 is open.
    expect(quietUntil(defaultQuietHours, 'IL', il(2026, 11, 27, 23), true)).toBe(il(2026, 11, 28, 20));
    expect(quietUntil(defaultQuietHours, 'IL', il(2026, 11, 28, 20, 30), true)).toBeNull();
    // The rest is Israel's only: a US number on Friday afternoon (its clock) goes.
    expect(quietUntil(defaultQuietHours, 'US', ny(2026, 11, 27, 15), true)).toBeNull();
  });

  test('spans handing over are followed to the end of both; a country’s own hours replace the brand’s', () => {
    const rules: QuietHours = {
      daily: { from: '22:00', to: '07:00' },
      countries: [{ country: 'IL', daily: { from: '20:00', to: '09:00' }, advertisingRest: { fromDay: 6, from: '14:00', toDay: 7, to: '21:00' } }],
    };
    // Saturday 20:30: the rest ends at 21:00, inside the night that ends Sunday 09:00.
    expect(quietUntil(rules, 'IL', il(2026, 11, 28, 20, 30), true)).toBe(il(2026, 11, 29, 9));
    expect(quietUntil(rules, 'US', ny(2026, 11, 28, 21, 30), false)).toBeNull();
    expect(quietUntil({ daily: { from: '00:00', to: '00:00' }, countries: [] }, 'US', ny(2026, 11, 28, 3), true)).toBeNull();
  });

  test('a weekly rest over the end of the week (Saturday to Sunday) wraps like the night does', () => {
    const rules: QuietHours = { daily: { from: '00:00', to: '00:00' }, countries: [{ country: 'US', advertisingRest: { fromDay: 7, from: '18:00', toDay: 1, to: '10:00' } }] };
    expect(quietUntil(rules, 'US', ny(2026, 11, 29, 9), true)).toBe(ny(2026, 11, 29, 10));
    expect(quietUntil(rules, 'US', ny(2026, 11, 28, 19), true)).toBe(ny(2026, 11, 29, 10));
    expect(quietUntil(rules, 'US', ny(2026, 11, 27, 19), true)).toBeNull();
  });

  test('advertising is a campaign offering removal (by reply or link); settings are checked and a bad stored one is the defaults', () => {
    expect([0, 2, 3, undefined].map(isAdvertising)).toEqual([false, true, true, false]);
    expect(quietHoursProblem({ daily: { from: '25:00', to: '08:00' }, countries: [] })).toBe('daily.from');
    expect(quietHoursProblem({ daily: { from: '21:00', to: '08:00' }, countries: [{ country: 'il' }] })).toBe('countries.0.country');
    expect(quietHoursProblem({ daily: { from: '21:00', to: '08:00' }, countries: [{ country: 'IL' }, { country: 'IL' }] })).toBe('countries.1.country');
    expect(quietHoursProblem({ daily: { from: '21:00', to: '08:00' }, countries: [{ country: 'IL', advertisingRest: { fromDay: 8, from: '14:00', toDay: 7, to: '20:00' } }] })).toBe('countries.0.advertisingRest');
    expect(quietHoursProblem(defaultQuietHours)).toBeNull();
    expect(parseQuietHours('{"daily":{"from":"x"}}')).toBe(defaultQuietHours);
    expect(parseQuietHours(null)).toBe(defaultQuietHours);
    expect(parseQuietHours('{"daily":{"from":"22:00","to":"07:00"},"countries":[]}').daily.from).toBe('22:00');
  });
});

test('the composer’s notice counts who waits per country and says when the last may get it', () => {
  const at = Date.UTC(2026, 10, 27, 13); // Friday 15:00 in Israel, 08:00 in New York, 22:00 in Tokyo
  const countries = new Map<string | null, number>([['IL', 5], ['US', 2], ['JP', 3]]);
  expect(quietWaitSummary(defaultQuietHours, countries, false, at)).toEqual({ recipients: 3, until: fromZonedWallTime('Asia/Tokyo', 2026, 11, 28, 8) });
  expect(quietWaitSummary(defaultQuietHours, countries, true, at)).toEqual({ recipients: 8, until: il(2026, 11, 28, 20) });
  expect(quietWaitSummary(defaultQuietHours, new Map([['US', 2]]), true, at)).toBeNull();
});
