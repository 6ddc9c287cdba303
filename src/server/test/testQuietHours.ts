/**
 * Quiet hours in tests (issue 21): the installation's default is none there (quietHoursOff.ts),
 * so a test that wants them gives the account a brand of its own keeping the built-in rules;
 * and a moment when Israel is in its morning while New York is in its night.
 */
import { defaultQuietHours } from '../../domain/quietHours';
import type { Db } from '../db/database';

/** Puts the account under a brand of its own with the built-in quiet hours (21:00-08:00, Israel's rest for advertising). */
export async function keepBuiltInQuietHours(db: Db, userId: number): Promise<void> {
  const brand = await db
    .insertInto('brands')
    .values({ host: `quiet-${userId}.example`, logo_name: 'Quiet', app_logo_src: '/favicon.svg', support_phone: '', support_email: '', quiet_hours: JSON.stringify(defaultQuietHours) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('users').set({ brand_id: brand.id }).where('id', '=', userId).execute();
}

/** The next Wednesday 07:00 UTC after tomorrow: 09:00 or 10:00 in Israel, 02:00 or 03:00 in New York. */
export function israeliMorningNewYorkNight(): number {
  const day = new Date(Date.now() + 86_400_000);
  day.setUTCHours(7, 0, 0, 0);
  while (day.getUTCDay() !== 3) day.setUTCDate(day.getUTCDate() + 1);
  return day.getTime();
}
