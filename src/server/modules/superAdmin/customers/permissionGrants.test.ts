import { Group } from '../../../../domain/access';
import { Permission } from '../../../../domain/permissions';
import { onEachDatabase } from '../../../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../../../test/testApp';
import { forbiddenWordList as forbiddenWordsFor } from '../../campaigns/sendingChecks';
import { family, post, staff, tokenOf } from './testKit';

onEachDatabase('super-admin/add-permission, del-permission, add-permission-send, del-permission-send', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());

  const grants = (userId: number) => t.db.selectFrom('user_permissions').select(['permission_id', 'mode']).where('user_id', '=', userId).orderBy('permission_id').execute();

  test('a super-administrator grants a permission in a mode, changes its mode, takes it back; an unknown permission is -1; the audit row shows the grants before and after', async () => {
    const superAdmin = await staff(t, Group.superAdmin);
    const admin = await staff(t, Group.administrator, []);
    const add = (body: object) => post(t, superAdmin.token, 'add-permission', { userId: admin.id, ...body }).then((r) => r.json().data);
    expect(await add({ permissionId: Permission.loginAsSubUser })).toEqual({ status: 1 });
    expect(await add({ permissionId: Permission.voice, mode: 'blockAndBequeath' })).toEqual({ status: 1 });
    expect(await add({ permissionId: Permission.voice, mode: 'enableAndBequeath' })).toEqual({ status: 1 });
    expect(await add({ permissionId: 999 })).toEqual({ status: -1 });
    expect(await grants(admin.id)).toEqual([
      { permission_id: Permission.voice, mode: 'enableAndBequeath' },
      { permission_id: Permission.loginAsSubUser, mode: 'enable' },
    ]);
    const del = (permissionId: number) => post(t, superAdmin.token, 'del-permission', { userId: admin.id, permissionId }).then((r) => r.json().data);
    expect(await del(Permission.voice)).toEqual({ status: 1 });
    expect(await del(Permission.voice)).toEqual({ status: -1 });
    expect(await grants(admin.id)).toEqual([{ permission_id: Permission.loginAsSubUser, mode: 'enable' }]);
    const audit = await t.db.selectFrom('audit_log').select('summary').where('operation', '=', 'addPermission').where('subject_user_id', '=', admin.id).orderBy('id').executeTakeFirstOrThrow();
    expect(JSON.parse(audit.summary)).toMatchObject({ before: { permissions: [] }, after: { permissions: [Permission.loginAsSubUser] }, status: 1 });
  });

  test('send permissions: one prohibited word or every one, not twice (-2), an unknown word -1; withdrawn once (-1 after)', async () => {
    const superAdmin = await staff(t, Group.superAdmin);
    const { primary } = await family(t, null);
    const word = (await t.db.insertInto('forbidden_words').values({ word: `casino${primary}`, created_at: 0 }).returning('id').executeTakeFirstOrThrow()).id;
    const call = (op: string, body: object) => post(t, superAdmin.token, op, { userId: primary, ...body }).then((r) => r.json().data);
    expect(await call('add-permission-send', { wordId: word })).toEqual({ status: 1 });
    expect(await call('add-permission-send', { wordId: word })).toEqual({ status: -2 });
    expect(await call('add-permission-send', {})).toEqual({ status: 1 });
    expect(await call('add-permission-send', { wordId: 987_654 })).toEqual({ status: -1 });
    const held = () => t.db.selectFrom('send_word_permissions').select('word_id').where('user_id', '=', primary).orderBy('word_id').execute();
    expect((await held()).map((r) => r.word_id)).toEqual([0, word]);
    expect(await call('del-permission-send', { wordId: word })).toEqual({ status: 1 });
    expect(await call('del-permission-send', { wordId: word })).toEqual({ status: -1 });
    expect(await call('del-permission-send', {})).toEqual({ status: 1 });
    expect(await held()).toEqual([]);
  });

  test("the words a user may not send: all active ones but those it or its account's primary user was allowed; every one allowed is none", async () => {
    const superAdmin = await staff(t, Group.superAdmin);
    const { primary, sub } = await family(t, null);
    const stranger = await insertUser(t.db);
    const words = await Promise.all(['lotto', 'bet', 'frozen'].map((w, i) => t.db.insertInto('forbidden_words').values({ word: `${w}${primary}`, active: i < 2 ? 1 : 0, created_at: 0 }).returning('id').executeTakeFirstOrThrow()));
    const mine = (list: string[]) => list.filter((w) => w.endsWith(String(primary))).sort();
    expect(mine(await forbiddenWordsFor(t.db, sub))).toEqual([`bet${primary}`, `lotto${primary}`]);
    await post(t, superAdmin.token, 'add-permission-send', { userId: primary, wordId: words[0]!.id });
    expect(mine(await forbiddenWordsFor(t.db, sub))).toEqual([`bet${primary}`]);
    expect(mine(await forbiddenWordsFor(t.db, stranger))).toEqual([`bet${primary}`, `lotto${primary}`]);
    await post(t, superAdmin.token, 'add-permission-send', { userId: sub });
    expect(await forbiddenWordsFor(t.db, sub)).toEqual([]);
    expect(mine(await forbiddenWordsFor(t.db, primary))).toEqual([`bet${primary}`]);
  });

  test("the composer's check reads the permission: the allowed word passes for the account's users, not for a stranger", async () => {
    const superAdmin = await staff(t, Group.superAdmin);
    const { primary, sub } = await family(t, null);
    const stranger = await insertUser(t.db);
    const word = (await t.db.insertInto('forbidden_words').values({ word: `raffle${primary}`, created_at: 0 }).returning('id').executeTakeFirstOrThrow()).id;
    // The composer's right (x-permission 1) for each.
    await t.db.insertInto('user_permissions').values([primary, sub, stranger].map((user_id) => ({ user_id, permission_id: Permission.createCampaigns, mode: 'enable' }))).execute();
    const check = async (userId: number) => {
      const answer = await t.app.inject({ method: 'POST', url: '/api/campaigns/check-forbidden-text', headers: { authorization: `Bearer ${await tokenOf(t, userId)}` }, payload: { message: `win the raffle${primary} today` } });
      return answer.json().data.status;
    };
    expect(await check(sub)).toBe(0);
    await post(t, superAdmin.token, 'add-permission-send', { userId: primary, wordId: word });
    expect([await check(sub), await check(primary), await check(stranger)]).toEqual([1, 1, 0]);
  });

  test('an unknown user is 404 for each; an administrator is refused (403, x-access superAdmin)', async () => {
    const superAdmin = await staff(t, Group.superAdmin);
    const admin = await staff(t, Group.administrator);
    const mine = await family(t, admin.id);
    for (const op of ['add-permission', 'del-permission', 'add-permission-send', 'del-permission-send']) {
      expect([op, (await post(t, superAdmin.token, op, { userId: 99_999_999, permissionId: Permission.voice })).statusCode]).toEqual([op, 404]);
      expect([op, (await post(t, admin.token, op, { userId: mine.primary, permissionId: Permission.voice })).statusCode]).toEqual([op, 403]);
    }
  });
});
