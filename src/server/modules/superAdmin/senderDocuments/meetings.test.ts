import { Group } from '../../../../domain/access';
import { bearer, onEachDatabase } from '../../../test/signIn';
import { insertUser, signedInToken, startTestApp, type TestApp } from '../../../test/testApp';

onEachDatabase('sender-name verification meetings: send-zoom-meeting-coordination, get-zoom-meeting-coordination-data, create-zoom-meeting', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ publicHost: 'https://sms.example' }, dbOptions);
  });
  afterAll(() => t.close());
  const send = (token: string, body: object) => t.app.inject({ method: 'POST', url: '/api/super-admin/send-zoom-meeting-coordination', headers: bearer(token), payload: body });
  const open = (id: string) => t.app.inject({ method: 'GET', url: `/api/auth/get-zoom-meeting-coordination-data/${encodeURIComponent(id)}` });
  const book = (body: object) => t.app.inject({ method: 'POST', url: '/api/auth/create-zoom-meeting', payload: body });

  /** A customer (mail in Hebrew, its default) with a sender-name request in the given state. */
  async function customerRequest(name: string, status: 'approved' | 'pending' = 'approved', email = `${name.toLowerCase()}@customer.example`) {
    const userId = await insertUser(t.db, {});
    await t.db.updateTable('users').set({ email, company_name: `${name} Ltd` }).where('id', '=', userId).execute();
    const row = await t.db.insertInto('sender_identities').values({ account_id: userId, kind: 'name', value: name, status, created_at: Date.now() }).returning('id').executeTakeFirstOrThrow();
    return { userId, requestId: row.id, email };
  }

  /** The token of the last link mailed to an address (the outbox is what tests read). */
  async function mailedToken(to: string): Promise<string> {
    const mail = await t.db.selectFrom('outbox').select(['body', 'html']).where('recipient', '=', to).where('channel', '=', 'mail').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const match = /https:\/\/sms\.example\/meeting\/([A-Za-z0-9_-]+)/.exec(mail.body);
    expect(mail.html).toContain('dir="rtl"');
    return match![1];
  }

  test('the link is mailed and audited; the customer books a free time, both sides are mailed it, and it is offered to no one again', async () => {
    const manager = await signedInToken(t.db, { group: Group.systemManager });
    await t.db.updateTable('users').set({ email: 'team@sms.example' }).where('username', 'like', '%').where('group_id', '=', Group.systemManager).execute();
    const a = await customerRequest('ShopA');
    const b = await customerRequest('ShopB');

    expect((await send(manager, { requestId: a.requestId, channel: 'email' })).json().data).toEqual({ status: 1 });
    const audit = await t.db.selectFrom('audit_log').select(['operation', 'subject_user_id']).where('operation', '=', 'sendZoomMeetingCoordination').execute();
    expect(audit).toEqual([{ operation: 'sendZoomMeetingCoordination', subject_user_id: a.userId }]);
    const token = await mailedToken(a.email);
    // Only the hash is kept.
    expect(await t.db.selectFrom('sender_name_meetings').select('id').where('link_hash', '=', token).execute()).toEqual([]);

    const listed = (await t.app.inject({ method: 'POST', url: '/api/super-admin/get-user-source-number-text-data', headers: bearer(manager), payload: { userId: a.userId } })).json().data;
    expect(listed[0]).toMatchObject({ id: a.requestId, meetingStatus: 'waiting' });

    const shown = (await open(token)).json().data;
    expect(shown).toMatchObject({ sourceName: 'ShopA', companyName: 'ShopA Ltd', meetingStatus: 'waiting' });
    expect(shown.availableSlots).toHaveLength(160);
    const chosen = shown.availableSlots[3] as string;

    const booked = (await book({ id: token, meetingDate: chosen, contactName: 'Dana' })).json().data;
    expect(booked).toMatchObject({ status: 1, meeting: { meetingStatus: 'sent', meetingDate: chosen, contactName: 'Dana' } });
    const bookedMails = await t.db.selectFrom('outbox').select(['recipient', 'body']).where('channel', '=', 'mail').where('body', 'like', `%${chosen}%`).execute();
    expect(bookedMails.map((m) => m.recipient).sort()).toEqual([a.email, 'team@sms.example']);

    // The used link books nothing more and still shows its meeting.
    expect((await book({ id: token, meetingDate: shown.availableSlots[5] })).json().data).toMatchObject({ status: 2, meeting: { meetingDate: chosen } });
    expect((await open(token)).json().data).toMatchObject({ meetingStatus: 'sent', meetingDate: chosen });

    // Another customer is not offered the booked time and cannot take it.
    await send(manager, { requestId: b.requestId });
    const tokenB = await mailedToken(b.email);
    const slotsB = (await open(tokenB)).json().data.availableSlots as string[];
    expect(slotsB).not.toContain(chosen);
    expect(slotsB).toHaveLength(159);
    expect((await book({ id: tokenB, meetingDate: chosen })).json().data).toEqual({ status: -3 });
    // A time that is no slot at all (Saturday noon or nonsense) is refused the same way.
    expect((await book({ id: tokenB, meetingDate: '31/02/2026 10:00' })).json().data).toEqual({ status: -3 });
  });

  test('an unknown, replaced or expired link is refused; a missing or non-name request is 404; unapproved names and customers without an address fail; outsiders are refused', async () => {
    const manager = await signedInToken(t.db, { group: Group.superAdmin });
    expect((await open('nope')).statusCode).toBe(404);
    expect((await book({ id: 'nope', meetingDate: '01/01/2030 09:00' })).json().data).toEqual({ status: -2 });

    const c = await customerRequest('ShopC');
    await send(manager, { requestId: c.requestId, channel: 'email' });
    const first = await mailedToken(c.email);
    await send(manager, { requestId: c.requestId, channel: 'email' });
    const second = await mailedToken(c.email);
    expect(second).not.toBe(first);
    expect((await open(first)).statusCode).toBe(404);
    expect((await open(second)).statusCode).toBe(200);
    t.clock.advance(31 * 86_400_000);
    expect((await open(second)).statusCode).toBe(404);
    t.clock.advance(-31 * 86_400_000);

    expect((await send(manager, { requestId: 999_999 })).statusCode).toBe(404);
    const number = await t.db.insertInto('sender_identities').values({ account_id: c.userId, kind: 'verified', value: '0501234567', status: 'approved', created_at: Date.now() }).returning('id').executeTakeFirstOrThrow();
    expect((await send(manager, { requestId: number.id })).statusCode).toBe(404);
    const pending = await customerRequest('ShopD', 'pending');
    expect((await send(manager, { requestId: pending.requestId })).json().data).toEqual({ status: -1 });
    const noAddress = await customerRequest('ShopE', 'approved', '');
    expect((await send(manager, { requestId: noAddress.requestId, channel: 'email' })).json().data).toEqual({ status: -1 });
    expect(await t.db.selectFrom('sender_name_meetings').select('id').where('identity_id', 'in', [pending.requestId, noAddress.requestId]).execute()).toEqual([]);

    const admin = await signedInToken(t.db, { group: Group.administrator });
    expect((await send(admin, { requestId: c.requestId })).statusCode).toBe(403);
  });

  test('a meeting whose time has passed is done, and no new link is sent for it', async () => {
    const manager = await signedInToken(t.db, { group: Group.superAdmin });
    const f = await customerRequest('ShopF');
    await send(manager, { requestId: f.requestId, channel: 'email' });
    const token = await mailedToken(f.email);
    const [slot] = (await open(token)).json().data.availableSlots as string[];
    expect((await book({ id: token, meetingDate: slot })).json().data.status).toBe(1);
    // Its half hour has passed (sign-ins follow the real clock, so the meeting moves back instead).
    const past = Date.now() - 3_600_000;
    await t.db.updateTable('sender_name_meetings').set({ meeting_at: past }).where('identity_id', '=', f.requestId).execute();
    expect((await open(token)).json().data).toMatchObject({ meetingStatus: 'done' });
    expect((await send(manager, { requestId: f.requestId })).json().data).toEqual({ status: -2 });
    const listed = (await t.app.inject({ method: 'POST', url: '/api/super-admin/get-user-source-number-text-data', headers: bearer(manager), payload: { userId: f.userId } })).json().data;
    expect(listed[0]).toMatchObject({ id: f.requestId, meetingStatus: 'done' });
    // Deleting the request takes its meeting, and its link, with it.
    expect((await t.app.inject({ method: 'POST', url: '/api/super-admin/delete-source-number-text', headers: bearer(manager), payload: { requestId: f.requestId } })).json().data).toEqual({ status: 1 });
    expect(await t.db.selectFrom('sender_name_meetings').select('id').where('identity_id', '=', f.requestId).execute()).toEqual([]);
    expect((await open(token)).statusCode).toBe(404);
  });
});
