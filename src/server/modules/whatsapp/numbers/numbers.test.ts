/**
 * WhatsApp numbers on the real server against the simulator: the own-number ladder (register,
 * at most three codes an hour, wrong and right code, account), pool numbers taken once, delete
 * refused while a campaign waits, deregistered at Meta (or kept whole when Meta refuses), the
 * profile picture through Meta's resumable upload, and another account's ids answered 404.
 */
import { createHash } from 'node:crypto';
import { Group } from '../../../../domain/access';
import { onEachDatabase } from '../../../test/signIn';
import { addPoolNumber } from './register';
import { multipartForm, nextPhone, pngOf, startWhatsAppApp, waTest, whatsappUser, type WaTestApp, type WaUser } from './testWhatsApp';

onEachDatabase('WhatsApp numbers', (database) => {
  let t: WaTestApp;
  beforeAll(async () => {
    t = await startWhatsAppApp(database);
  });
  afterAll(() => t.close());

  const post = async (user: WaUser, operation: string, body: object) => {
    const answer = await t.app.inject({ method: 'POST', url: `/api/whatsapp/${operation}`, headers: user.headers, payload: body });
    return { code: answer.statusCode, data: answer.json().data as Record<string, unknown> & { status: number } };
  };
  const get = async (user: WaUser, path: string) => {
    const answer = await t.app.inject({ method: 'GET', url: `/api/whatsapp/${path}`, headers: user.headers });
    return { code: answer.statusCode, data: answer.json().data as unknown };
  };

  /** A number taken through the whole ladder to an active account; answers its account id. */
  async function activeNumber(user: WaUser, phone = nextPhone()): Promise<{ phone: string; accountId: number }> {
    expect((await post(user, 'register-number', { phone, ownNumber: true })).data.status).toBe(2);
    expect((await post(user, 'verify-number', { phone, method: 1 })).data.status).toBe(2);
    expect((await post(user, 'verify-number', { phone, method: 1, code: t.sim.control.lastCode(phone) })).data.status).toBe(1);
    const created = await post(user, 'create-account', { phone, displayName: 'Flower Shop' });
    expect(created.data.status).toBe(1);
    return { phone, accountId: (created.data.account as { ID: number }).ID };
  }

  test('own number: registered, verified by code, its account active with 250 a day, listed with its state', async () => {
    const user = await whatsappUser(t);
    const phone = nextPhone();
    expect((await post(user, 'register-number', { phone: `0${phone.slice(3)}`, ownNumber: true })).data).toEqual({ status: 2, state: 'customerTriedSetup' });
    expect((await post(user, 'create-account', { phone, displayName: 'Flower Shop' })).data.status).toBe(-2);
    expect((await post(user, 'verify-number', { phone, method: 2 })).data).toEqual({ status: 2, state: 'verificationRequestSent' });
    const code = t.sim.control.lastCode(phone)!;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await post(user, 'verify-number', { phone, method: 1, code: wrong })).data.status).toBe(-2);
    expect((await post(user, 'verify-number', { phone, method: 1, code })).data).toEqual({ status: 1, state: 'verified' });
    expect((await post(user, 'create-account', { phone, displayName: '12345' })).data.status).toBe(-10);
    const created = await post(user, 'create-account', { phone, displayName: 'Flower Shop', companyName: 'Flowers Ltd' });
    expect(created.data).toMatchObject({ status: 1, account: { PHONE: phone, WHATSAPP_STATUS: 'active', DAILY_LIMIT: 250, STATUS: 1 } });
    expect((await post(user, 'create-account', { phone, displayName: 'Flower Shop' })).data.status).toBe(-3);
    const meta = (await get(user, 'get-user-meta-data')).data as { phones: { phone: string; state: string; dailyLimit: number }[]; hasWhatsappPermission: boolean; sessionHours: number };
    expect(meta).toMatchObject({ hasWhatsappPermission: true, sessionHours: 24, phones: [{ phone, state: 'active', dailyLimit: 250 }] });
    expect((await get(user, `get-whatsapp-phones/${user.userId}`)).data).toMatchObject([{ PHONE: phone, COMPANY_NAME: 'Flowers Ltd' }]);
  });

  test('a fourth code within the hour is refused (-3), and the codes are counted per number', async () => {
    const user = await whatsappUser(t);
    const phone = nextPhone();
    await post(user, 'register-number', { phone, ownNumber: true });
    for (let i = 0; i < 3; i += 1) expect((await post(user, 'verify-number', { phone, method: 1 })).data.status).toBe(2);
    expect((await post(user, 'verify-number', { phone, method: 1 })).data.status).toBe(-3);
    const other = nextPhone();
    await post(user, 'register-number', { phone: other, ownNumber: true });
    expect((await post(user, 'verify-number', { phone: other, method: 1 })).data.status).toBe(2);
    t.clock.advance(3_600_000);
    expect((await post(user, 'verify-number', { phone, method: 1 })).data.status).toBe(2);
  });

  test('a number of another account: in use (-3), not theirs to verify (-4); bad phone -2', async () => {
    const owner = await whatsappUser(t);
    const other = await whatsappUser(t);
    const phone = nextPhone();
    await post(owner, 'register-number', { phone, ownNumber: true });
    expect((await post(other, 'register-number', { phone, ownNumber: true })).data.status).toBe(-3);
    expect((await post(other, 'verify-number', { phone, method: 1 })).data.status).toBe(-4);
    expect((await post(other, 'register-number', { phone: '031234567', ownNumber: true })).data.status).toBe(-2);
  });

  test('a pool number is offered, taken by one account only, and back in the pool once its account is deleted', async () => {
    const phone = nextPhone();
    await t.db.updateTable('wa_numbers').set({ deleted_at: 1 }).where('is_pool_number', '=', 1).execute();
    await addPoolNumber(t.db, { phone, phoneNumberId: '900100', wabaId: waTest.wabaId, now: t.clock.now() });
    const first = await whatsappUser(t);
    const second = await whatsappUser(t);
    expect((await get(first, 'get-pool-number')).data).toEqual({ poolNumber: phone });
    expect((await post(first, 'register-number', { phone, ownNumber: false })).data).toEqual({ status: 1, state: 'verified' });
    expect((await post(second, 'register-number', { phone, ownNumber: false })).data.status).toBe(-4);
    expect((await get(second, 'get-pool-number')).data).toEqual({ poolNumber: null });
    const row = await t.db.selectFrom('wa_numbers').select('id').where('phone', '=', phone).where('account_id', '=', first.userId).executeTakeFirstOrThrow();
    expect((await post(first, 'delete-account', { accountId: row.id })).data.status).toBe(1);
    expect((await get(second, 'get-pool-number')).data).toEqual({ poolNumber: phone });
  });

  test('delete-account: refused while a campaign waits on the number (-2), another account\'s id is 404', async () => {
    const user = await whatsappUser(t);
    const other = await whatsappUser(t);
    const { phone, accountId } = await activeNumber(user);
    const now = t.clock.now();
    const campaign = await t.db
      .insertInto('campaigns')
      .values({ account_id: user.userId, user_id: user.userId, name: 'wa', kind: 'whatsapp', content: '{}', sender: phone, status: 'future', schedule: '{}', settings: '{}', content_key: 'k', created_at: now, updated_at: now, parent_id: null, next_run_at: null, sent_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await post(other, 'delete-account', { accountId })).code).toBe(404);
    expect((await post(user, 'delete-account', { accountId })).data.status).toBe(-2);
    await t.db.updateTable('campaigns').set({ status: 'sent' }).where('id', '=', campaign.id).execute();
    expect((await post(user, 'delete-account', { accountId })).data.status).toBe(1);
    expect((await get(user, `get-whatsapp-phones/${user.userId}`)).data).toEqual([]);
  });

  test('another customer\'s phones and profile are 404; an administrator sees a customer\'s phones', async () => {
    const user = await whatsappUser(t);
    const other = await whatsappUser(t);
    const { phone } = await activeNumber(user);
    expect((await get(other, `get-whatsapp-phones/${user.userId}`)).code).toBe(404);
    expect((await get(other, `get-chat-profile?phone=${phone}`)).code).toBe(404);
    expect((await post(other, 'set-chat-profile', { phone, about: 'x' })).code).toBe(404);
    const admin = await whatsappUser(t, { group: Group.superAdmin });
    expect((await get(admin, `get-whatsapp-phones/${user.userId}`)).data).toMatchObject([{ PHONE: phone }]);
  });

  test('chat profile: Meta\'s limits per field, saved at Meta and read back', async () => {
    const user = await whatsappUser(t);
    const { phone } = await activeNumber(user);
    expect((await post(user, 'set-chat-profile', { phone, email: 'not-an-email' })).data.status).toBe(-14);
    expect((await post(user, 'set-chat-profile', { phone, websites: ['ftp://x.example'] })).data.status).toBe(-15);
    expect((await post(user, 'set-chat-profile', { phone, profilePicture: 'no-such-hash' })).data.status).toBe(-16);
    expect((await post(user, 'set-chat-profile', { phone, about: 'Fresh flowers', email: 'shop@flowers.example', websites: ['https://flowers.example'], vertical: 'RETAIL', sendReadStatus: false })).data.status).toBe(1);
    expect((await get(user, `get-chat-profile?phone=${phone}`)).data).toMatchObject({ phone, about: 'Fresh flowers', email: 'shop@flowers.example', websites: ['https://flowers.example'], vertical: 'RETAIL', sendReadStatus: false });
    await t.db.updateTable('wa_numbers').set({ is_blocked_by_meta: 1 }).where('phone', '=', phone).execute();
    expect((await post(user, 'set-chat-profile', { phone, about: 'again' })).data.status).toBe(-22);
  });

  test('delete-account deregisters the number at Meta; one Meta says is not registered (100/2207051) is deleted too', async () => {
    const user = await whatsappUser(t);
    const { phone, accountId } = await activeNumber(user);
    const atMeta = () => t.sim.control.phoneNumbers().find((p) => p.phone === phone)!;
    expect(atMeta().registered).toBe(true);
    expect((await post(user, 'delete-account', { accountId })).data.status).toBe(1);
    expect(atMeta().registered).toBe(false);

    const again = await activeNumber(user);
    const id = t.sim.control.phoneNumbers().find((p) => p.phone === again.phone)!.id;
    expect(await t.api.deregister(id)).toEqual({ ok: true });
    expect(await t.api.deregister(id)).toMatchObject({ ok: false, code: 100, subcode: 2207051 });
    expect((await post(user, 'delete-account', { accountId: again.accountId })).data.status).toBe(1);
    expect((await get(user, `get-whatsapp-phones/${user.userId}`)).data).toEqual([]);
  });

  test('a pool number deleted and taken again registers at Meta again: its two-step PIN is the same each time', async () => {
    const phone = nextPhone();
    await t.db.updateTable('wa_numbers').set({ deleted_at: 1 }).where('is_pool_number', '=', 1).execute();
    const added = await t.api.addPhoneNumber(waTest.wabaId, phone, 'Platform pool');
    if (!added.ok) throw new Error(added.title);
    await t.api.requestCode(added.phoneNumberId, 'SMS', 'he');
    await t.api.verifyCode(added.phoneNumberId, t.sim.control.lastCode(phone)!);
    await addPoolNumber(t.db, { phone, phoneNumberId: added.phoneNumberId, wabaId: waTest.wabaId, now: t.clock.now() });
    for (const taker of [await whatsappUser(t), await whatsappUser(t)]) {
      expect((await post(taker, 'register-number', { phone, ownNumber: false })).data.status).toBe(1);
      const created = await post(taker, 'create-account', { phone, displayName: 'Pool Shop' });
      expect(created.data.status).toBe(1);
      expect(t.sim.control.phoneNumbers().find((p) => p.phone === phone)?.registered).toBe(true);
      expect((await post(taker, 'delete-account', { accountId: (created.data.account as { ID: number }).ID })).data.status).toBe(1);
      expect(t.sim.control.phoneNumbers().find((p) => p.phone === phone)?.registered).toBe(false);
    }
  });

  test('delete-account: Meta refusing the deregistration keeps the account whole (-1)', async () => {
    const user = await whatsappUser(t);
    const { phone, accountId } = await activeNumber(user);
    const row = await t.db.selectFrom('wa_numbers').selectAll().where('id', '=', accountId).executeTakeFirstOrThrow();
    // A phone-number id Meta does not know: Graph's 100/33, not "not registered".
    await t.db.updateTable('wa_numbers').set({ phone_number_id: '999000111222333' }).where('id', '=', accountId).execute();
    expect((await post(user, 'delete-account', { accountId })).data.status).toBe(-1);
    expect(await t.db.selectFrom('wa_numbers').selectAll().where('id', '=', accountId).executeTakeFirstOrThrow()).toEqual({ ...row, phone_number_id: '999000111222333' });
    expect((await get(user, `get-whatsapp-phones/${user.userId}`)).data).toMatchObject([{ PHONE: phone }]);
  });

  test('chat profile picture: reaches Meta through a resumable upload, and the profile then shows its URL; another account\'s picture is -16', async () => {
    const user = await whatsappUser(t);
    const other = await whatsappUser(t);
    const { phone } = await activeNumber(user);
    const picture = pngOf(640, 640);
    const form = multipartForm({ dir: 'profile' }, { file: { name: 'logo.png', data: picture, type: 'image/png' } });
    const uploaded = await t.app.inject({ method: 'POST', url: '/api/whatsapp/upload-whatsapp-file', headers: { ...user.headers, ...form.headers }, payload: form.payload });
    const hash = (uploaded.json().data as { hash: string }).hash;
    const { phone: otherPhone } = await activeNumber(other);
    expect((await post(other, 'set-chat-profile', { phone: otherPhone, profilePicture: hash })).data.status).toBe(-16);

    expect((await post(user, 'set-chat-profile', { phone, about: 'Fresh flowers', profilePicture: hash })).data.status).toBe(1);
    const atMeta = t.sim.control.phoneNumbers().find((p) => p.phone === phone)!;
    expect(atMeta.profilePicture?.sha256).toBe(createHash('sha256').update(picture).digest('hex'));
    expect(t.sim.control.uploadedFile(atMeta.profilePicture!.handle)?.data.equals(picture)).toBe(true);
    const shown = (await get(user, `get-chat-profile?phone=${phone}`)).data as { profilePictureUrl?: string; about: string };
    expect(shown).toMatchObject({ about: 'Fresh flowers', profilePictureUrl: atMeta.profile.profile_picture_url });
    expect(shown.profilePictureUrl).toMatch(/^https:\/\//);
  });
});
