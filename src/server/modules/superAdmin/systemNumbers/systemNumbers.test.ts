/**
 * The numbers of the system settings (issue 20), on each database: assigning and moving reply
 * numbers (held 5 days by default), resold numbers, e-mails the mail listener reads, support's
 * verification of a phone (the composer's "verify by a call"), verified groups that the sender
 * checks honour; refusals for ids out of reach and for a system manager; every change audited.
 */
import { Group } from '../../../../domain/access';
import { replyNumberHold } from '../../../../domain/replyNumbers';
import { bearer, onEachDatabase } from '../../../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../../../test/testApp';
import { mailSenderAccount } from '../../mailToSms/mailSenderAccount';
import { hasVerifiedNumber } from '../../senders/queries';
import { answerOf, staff, tokenOf, type Staff } from '../customers/testKit';

onEachDatabase('system numbers', (dbOptions) => {
  let t: TestApp;
  let admin: Staff;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
    admin = await staff(t, Group.superAdmin);
  });
  afterAll(() => t.close());

  const call = (op: string, body: object, token = admin.token) => answerOf(t, token, op, body);
  const audited = (operation: string) => t.db.selectFrom('audit_log').select(['subject_user_id', 'summary']).where('operation', '=', operation).execute();

  test('a reply number is held 5 days by default, listed with its customer, and free again after', async () => {
    const customer = await insertUser(t.db);
    const other = await insertUser(t.db);
    const given = await call('assigning-numbers', { userId: customer, numbers: ['0527001001', '0527001002'], type: 'attached' });
    expect(given.data).toEqual({ status: 1, notAssigned: [] });
    const listed = await call('get_already_assign', { userId: customer });
    expect(listed.data.map((n: { number: string; type: string; userId: number; expiresOn: string }) => [n.number, n.type, n.userId, n.expiresOn !== ''])).toEqual([
      ['0527001001', 'attached', customer, true],
      ['0527001002', 'attached', customer, true],
    ]);
    // Another customer cannot have it while it is held: listed, not taken.
    const refused = await call('assigning-numbers', { userId: other, numbers: ['0527001001', '0527001003'], type: 'attached', permanent: true });
    expect(refused.data.status).toBe(2);
    expect(refused.data.notAssigned).toEqual([expect.objectContaining({ number: '0527001001', userId: customer })]);
    // Five days later the number is free again, and the other customer may have it.
    t.clock.advance(replyNumberHold.defaultDays * replyNumberHold.dayMs + 1);
    // The session of five days ago has ended: the administrator signs in again.
    admin = { ...admin, token: await tokenOf(t, admin.id) };
    expect((await call('get_already_assign', { numbers: ['0527001001'] })).data).toEqual([]);
    expect((await call('assigning-numbers', { userId: other, numbers: ['0527001001'], type: 'attached' })).data.status).toBe(1);
    expect((await audited('assignNumbers')).map((a) => a.subject_user_id)).toEqual([customer, other, other]);
  });

  test('save-attach-number moves a reply number only on purpose; delete releases only the holder\'s; export lists them', async () => {
    const first = await insertUser(t.db);
    const second = await insertUser(t.db);
    expect((await call('save-attach-number', { userId: first, number: '0527002001', permanent: true })).data.status).toBe(1);
    expect((await call('save-attach-number', { userId: second, number: '0527002001' })).data.status).toBe(-3);
    expect((await call('save-attach-number', { userId: second, number: '021234567' })).data.status).toBe(-2);
    expect((await call('save-attach-number', { userId: second, number: '0527002001', moveFromOtherUser: true })).data.status).toBe(1);
    const [held] = (await call('get_already_assign', { numbers: ['0527002001'] })).data;
    expect(held).toMatchObject({ userId: second, type: 'attached' });
    expect(held.expiresOn).not.toBe('');
    // Released by the customer who no longer holds it: 404, nothing changes.
    expect((await call('delete-attach-number', { userId: first, number: '0527002001' })).code).toBe(404);
    const exported = (await call('export-attach', { userId: second })).data;
    expect(exported.rows).toEqual([expect.objectContaining({ number: '0527002001', type: 'attached', userId: second })]);
    expect((await call('delete-attach-number', { userId: second, number: '0527002001' })).data.status).toBe(1);
    expect((await call('get_already_assign', { numbers: ['0527002001'] })).data).toEqual([]);
  });

  test('another account\'s contact list, an unknown customer or the caller itself is 404; a system manager is refused what is super-admin\'s', async () => {
    const customer = await insertUser(t.db);
    const stranger = await insertUser(t.db);
    const { id: list } = await t.db.insertInto('contact_lists').values({ account_id: stranger, created_by: stranger, name: 'theirs', name_key: `theirs-${stranger}`, created_at: Date.now(), deleted_at: null }).returning('id').executeTakeFirstOrThrow();
    expect((await call('save-attach-number', { userId: customer, number: '0527003001', contactListId: list })).code).toBe(404);
    expect((await call('save-attach-number', { userId: 999_999, number: '0527003001' })).code).toBe(404);
    expect((await call('assigning-numbers', { userId: admin.id, numbers: ['0527003001'], type: 'system' })).code).toBe(404);
    expect((await call('get_already_assign', { numbers: ['0527003001'] })).data).toEqual([]);
    const manager = await staff(t, Group.systemManager);
    expect((await call('assigning-numbers', { userId: customer, numbers: ['0527003001'], type: 'system' }, manager.token)).code).toBe(403);
    expect((await call('verified-groups-add', { name: 'nope' }, manager.token)).code).toBe(403);
    // A system manager may lend a reply number (x-access system).
    expect((await call('save-attach-number', { userId: customer, number: '0527003001' }, manager.token)).data.status).toBe(1);
  });

  test('insert-special-numbers lists invalid numbers and numbers another customer holds; the rest are registered', async () => {
    const customer = await insertUser(t.db);
    const other = await insertUser(t.db);
    await call('assigning-numbers', { userId: other, numbers: ['0527004002'], type: 'system' });
    const answer = await call('insert-special-numbers', { userId: customer, numbers: ['0527004001', '0527004002', '123456789'] });
    expect(answer.data).toEqual({ status: 2, success: false, invalid_sim: ['123456789'], in_process: ['0527004002'] });
    expect((await call('get_already_assign', { userId: customer, type: 'special' })).data).toEqual([expect.objectContaining({ number: '0527004001', type: 'special' })]);
    expect((await call('insert-special-numbers', { userId: customer, numbers: ['0527004003'] })).data).toEqual({ status: 1, success: true, invalid_sim: [], in_process: [] });
  });

  test('assigned e-mails are the addresses the mail-to-SMS listener reads; one another user lists is refused', async () => {
    const customer = await insertUser(t.db);
    const other = await insertUser(t.db);
    expect((await call('assigning-email', { userId: customer, emails: ['Orders@Shop.example', 'ops@shop.example'] })).data).toEqual({ status: 1, takenEmails: [] });
    const sender = await mailSenderAccount(t.db, 'orders@shop.example');
    expect(sender).toMatchObject({ subject: { userId: customer } });
    expect((await call('assigning-email', { userId: other, emails: ['ORDERS@shop.example'] })).data).toEqual({ status: -2, takenEmails: ['ORDERS@shop.example'] });
    expect(await mailSenderAccount(t.db, 'orders@shop.example')).toMatchObject({ subject: { userId: customer } });
    expect((await audited('assignEmails')).filter((a) => a.subject_user_id === customer)).toHaveLength(1);
  });

  test('support verifies a phone without a code: the composer\'s "check again" after a call finds it verified', async () => {
    // Permission 5: verifying sender numbers in the composer.
    const customer = await insertUser(t.db, { permissions: [5] });
    const token = await tokenOf(t, customer);
    const composer = (phone: string) => t.app.inject({ method: 'POST', url: '/api/campaigns/verify-phone-number', headers: bearer(token), payload: { phone } }).then((r) => r.json().data?.status ?? r.body);
    expect((await call('sys-verify-phone', { userId: customer, phone: '039876543' })).data.status).toBe(7);
    expect(await composer('039876543')).toBe(1);
    expect((await call('sys-verify-phone', { userId: customer, phone: '039876543' })).data.status).toBe(1);
    const other = await insertUser(t.db);
    expect((await call('sys-verify-phone', { userId: other, phone: '039876543' })).data.status).toBe(2);
    expect((await call('sys-verify-phone', { userId: other, phone: '0000000001' })).data.status).toBe(-1);
    await call('save-attach-number', { userId: other, number: '0527005001' });
    expect((await call('sys-verify-phone', { userId: customer, phone: '0527005001' })).data.status).toBe(5);
    expect((await audited('sysVerifyPhone')).length).toBeGreaterThanOrEqual(5);
  });

  test('a verified group shares its members\' verified numbers with the sender checks; leaving it ends the sharing', async () => {
    const first = await insertUser(t.db);
    const second = await insertUser(t.db);
    await call('sys-verify-phone', { userId: first, phone: '0527006001' });
    expect(await hasVerifiedNumber(t.db, second, '527006001')).toBe(false);
    const created = await call('verified-groups-add', { name: 'Chain stores', members: [first] });
    expect(created.data).toEqual({ status: 1, id: expect.any(Number) });
    const groupId = created.data.id as number;
    expect((await call('verified-groups-add', { name: 'chain STORES' })).data.status).toBe(-2);
    expect((await call('verified-groups-add-member', { groupId, userId: second })).data.status).toBe(1);
    expect((await call('verified-groups-add-member', { groupId, userId: second })).data.status).toBe(-2);
    expect(await hasVerifiedNumber(t.db, second, '527006001')).toBe(true);
    // The second customer's own verification of the shared number: already verified (its group's).
    expect((await call('sys-verify-phone', { userId: second, phone: '0527006001' })).data.status).toBe(1);
    const [group] = (await call('verified-groups-get', { userId: second })).data;
    expect(group).toEqual({ id: groupId, name: 'Chain stores', members: [first, second], memberNames: expect.any(Array), phones: ['0527006001'] });
    expect((await call('verified-groups-add-member', { groupId: 999_999, userId: second })).code).toBe(404);
    expect((await call('verified-groups-remove-member', { groupId, userId: second })).data.status).toBe(1);
    expect(await hasVerifiedNumber(t.db, second, '527006001')).toBe(false);
    expect((await call('verified-groups-remove-member', { groupId, userId: second })).code).toBe(404);
    expect((await call('verified-groups-remove', { groupId })).data.status).toBe(1);
    expect((await call('verified-groups-remove', { groupId })).code).toBe(404);
    // get-groups-history reads these changes from the audit log.
    const history = (await call('get-groups-history', { groupId })).data;
    expect(history.map((h: { change: string }) => h.change)).toEqual(expect.arrayContaining(['memberAdded', 'memberRemoved', 'groupRemoved']));
  });
});
