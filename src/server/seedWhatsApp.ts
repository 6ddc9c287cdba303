/**
 * The embedded default's WhatsApp pool numbers: platform numbers a newcomer may take instead of
 * their own (register-number with ownNumber false), so WhatsApp can be tried on a fresh machine
 * where no phone can receive Meta's verification code. Each is added to the simulator's WABA and
 * verified over the Cloud API as the platform would do with Meta (the code read from the
 * simulator's control plane: the platform's own phone), then listed as a free pool number.
 * Numbers already known are left alone, so every start may call it.
 */
import type { Db } from './db/database';
import type { WhatsAppCloudApi } from './messaging/whatsapp/types';
import type { WhatsAppSimulatorControl } from './messaging/whatsapp/simulator';
import { addPoolNumber } from './modules/whatsapp/numbers/register';

export const simulatorPoolNumbers = ['972535550101', '972535550102', '972535550103'];

export async function provisionPoolNumbers(db: Db, api: WhatsAppCloudApi, control: WhatsAppSimulatorControl, now: number): Promise<number> {
  let added = 0;
  for (const phone of simulatorPoolNumbers) {
    const known = await db.selectFrom('wa_numbers').select('id').where('phone', '=', phone).executeTakeFirst();
    if (known) continue;
    const number = await api.addPhoneNumber(control.wabaId, phone, 'Platform pool');
    if (!number.ok) throw new Error(`pool number ${phone}: ${number.title}`);
    const asked = await api.requestCode(number.phoneNumberId, 'SMS', 'he');
    const code = control.lastCode(phone);
    const verified = asked.ok && code ? await api.verifyCode(number.phoneNumberId, code) : asked;
    if (!verified.ok) throw new Error(`pool number ${phone}: ${verified.title}`);
    await addPoolNumber(db, { phone, phoneNumberId: number.phoneNumberId, wabaId: control.wabaId, now });
    added += 1;
  }
  return added;
}
