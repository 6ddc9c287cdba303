import { formatIsraelDateTime, parseIsraelDateTime } from './israelTime';
import { freeMeetingSlots, meetingBookedMail, meetingLinkMail, meetingStatusOf } from './senderNameMeeting';

// Wednesday 25/11/2026 15:00 Israel time.
const now = parseIsraelDateTime('25/11/2026 15:00')!;

test('free times: the next 10 Sunday-to-Thursday days after today, 09:00-17:00 Israel time, every 30 minutes', () => {
  const slots = freeMeetingSlots(now, []).map(formatIsraelDateTime);
  expect(slots).toHaveLength(10 * 16);
  expect(slots[0]).toBe('26/11/2026 09:00');
  expect(slots[15]).toBe('26/11/2026 16:30');
  // Friday 27 and Saturday 28 are skipped.
  expect(slots[16]).toBe('29/11/2026 09:00');
  expect(slots.some((s) => s.startsWith('27/11/2026') || s.startsWith('28/11/2026'))).toBe(false);
  expect(slots.at(-1)).toBe('09/12/2026 16:30');
});

test('a booked time is not offered again', () => {
  const booked = parseIsraelDateTime('26/11/2026 10:30')!;
  const slots = freeMeetingSlots(now, [booked]).map(formatIsraelDateTime);
  expect(slots).not.toContain('26/11/2026 10:30');
  expect(slots).toContain('26/11/2026 10:00');
});

test('a meeting is waiting until booked, sent once booked, done once its half hour has passed', () => {
  expect(meetingStatusOf(null, now)).toBe('waiting');
  expect(meetingStatusOf(now + 60_000, now)).toBe('sent');
  expect(meetingStatusOf(now - 29 * 60_000, now)).toBe('sent');
  expect(meetingStatusOf(now - 30 * 60_000, now)).toBe('done');
});

test('the mails are in the reader\'s language and direction; the link and the time read left to right', () => {
  const he = meetingLinkMail('Shop<1>', 'https://x.example/meeting/abc', 'he');
  expect(he.html).toContain('<html dir="rtl" lang="he">');
  expect(he.html).toContain('Shop&#60;1&#62;');
  expect(he.html).toContain('<p dir="ltr">https://x.example/meeting/abc</p>');
  expect(he.text).toContain('https://x.example/meeting/abc');
  const en = meetingBookedMail('Shop1', parseIsraelDateTime('26/11/2026 10:30')!, 'en');
  expect(en.html).toContain('<html dir="ltr" lang="en">');
  expect(en.text).toContain('26/11/2026 10:30 (Israel time)');
});
