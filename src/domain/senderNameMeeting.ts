/**
 * The video meeting that strongly verifies an approved sender name (issue 20; spec section 4:
 * "a video meeting can be waiting, sent, done"). The spec gives no calendar, so the free times
 * follow one plain rule: the next 10 working days after today (Sunday to Thursday, Israel's
 * working week), 09:00-17:00 Israel time, in 30-minute meetings, minus every time already booked
 * (one verification team holds all meetings). There is no Zoom account behind this: a booking
 * records the time and mails it to the customer and to the manager who sent the link.
 */
import { formatIsraelDateTime, fromIsraelWallTime, israelWallTime } from './israelTime';
import { isRightToLeft, type Language } from './languages';

export const meetingMinutes = 30;
export const meetingWorkingDays = 10;
export const meetingDayStartHour = 9;
export const meetingDayEndHour = 17;
/** A booking link that was never used stops working after this long (a new one can be sent). */
export const meetingLinkValidMs = 30 * 86_400_000;

/** waiting: the link was sent, no time booked; sent: booked, the time was mailed; done: that time has passed. */
export type MeetingStatus = 'waiting' | 'sent' | 'done';

export function meetingStatusOf(meetingAt: number | null, now: number): MeetingStatus {
  if (meetingAt === null) return 'waiting';
  return meetingAt + meetingMinutes * 60_000 <= now ? 'done' : 'sent';
}

/** The free meeting starts after `now`, as moments, earliest first. */
export function freeMeetingSlots(now: number, booked: readonly number[]): number[] {
  const taken = new Set(booked);
  const today = israelWallTime(now);
  const slots: number[] = [];
  let days = 0;
  for (let offset = 1; days < meetingWorkingDays; offset++) {
    const noon = fromIsraelWallTime(today.year, today.month, today.day + offset, 12);
    const day = israelWallTime(noon);
    // weekday 6 and 7 are Friday and Saturday.
    if (day.weekday >= 6) continue;
    days++;
    for (let minutes = meetingDayStartHour * 60; minutes < meetingDayEndHour * 60; minutes += meetingMinutes) {
      const start = fromIsraelWallTime(day.year, day.month, day.day, Math.floor(minutes / 60), minutes % 60);
      if (!taken.has(start)) slots.push(start);
    }
  }
  return slots;
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface MeetingMail {
  subject: string;
  text: string;
  html: string;
}

const linkTexts: Record<Language, { subject: (name: string) => string; body: (name: string) => string }> = {
  he: { subject: (n) => `תיאום פגישת וידאו לאימות שם השולח ${n}`, body: (n) => `כדי לאמת את שם השולח ${n} נקבע איתך פגישת וידאו קצרה. בחרו מועד בקישור:` },
  en: { subject: (n) => `Book the video meeting that verifies the sender name ${n}`, body: (n) => `To verify the sender name ${n} we hold a short video meeting with you. Choose a time at this link:` },
  ru: { subject: (n) => `Запись на видеовстречу для подтверждения имени отправителя ${n}`, body: (n) => `Чтобы подтвердить имя отправителя ${n}, мы проводим с вами короткую видеовстречу. Выберите время по ссылке:` },
  ar: { subject: (n) => `حجز اجتماع فيديو لتوثيق اسم المرسل ${n}`, body: (n) => `لتوثيق اسم المرسل ${n} نعقد معك اجتماع فيديو قصيرًا. اختر موعدًا عبر الرابط:` },
};

const bookedTexts: Record<Language, { subject: (name: string) => string; body: (name: string, when: string) => string }> = {
  he: { subject: (n) => `נקבעה פגישת וידאו לאימות שם השולח ${n}`, body: (n, w) => `פגישת הווידאו לאימות שם השולח ${n} נקבעה ל-${w} (שעון ישראל). קישור לפגישה יישלח אליך לפני המועד.` },
  en: { subject: (n) => `Video meeting booked to verify the sender name ${n}`, body: (n, w) => `The video meeting verifying the sender name ${n} is booked for ${w} (Israel time). The meeting link will be sent to you before then.` },
  ru: { subject: (n) => `Видеовстреча для подтверждения имени отправителя ${n} назначена`, body: (n, w) => `Видеовстреча для подтверждения имени отправителя ${n} назначена на ${w} (время Израиля). Ссылку на встречу пришлём заранее.` },
  ar: { subject: (n) => `تم حجز اجتماع فيديو لتوثيق اسم المرسل ${n}`, body: (n, w) => `تم حجز اجتماع الفيديو لتوثيق اسم المرسل ${n} في ${w} (بتوقيت إسرائيل). سنرسل إليك رابط الاجتماع قبل الموعد.` },
};

/** A mail in the reader's language and reading direction; the link and the time always read left to right. */
function mailOf(language: Language, subject: string, body: string, ltrLine: string): MeetingMail {
  const dir = isRightToLeft(language) ? 'rtl' : 'ltr';
  return {
    subject,
    text: `${body}\n${ltrLine}`,
    html: `<!doctype html><html dir="${dir}" lang="${language}"><body dir="${dir}"><p>${escapeHtml(body)}</p><p dir="ltr">${escapeHtml(ltrLine)}</p></body></html>`,
  };
}

export const meetingLinkMail = (sourceName: string, link: string, language: Language): MeetingMail =>
  mailOf(language, linkTexts[language].subject(sourceName), linkTexts[language].body(sourceName), link);

export function meetingBookedMail(sourceName: string, meetingAt: number, language: Language): MeetingMail {
  const when = formatIsraelDateTime(meetingAt);
  return mailOf(language, bookedTexts[language].subject(sourceName), bookedTexts[language].body(sourceName, when), when);
}
