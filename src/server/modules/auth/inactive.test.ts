import { onEachDatabase } from '../../test/signIn';
import { insertUserWithPassword, startTestApp, type TestApp } from '../../test/testApp';

onEachDatabase('frozen accounts', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload }).then((r) => r.json().data);
  async function frozenUser() {
    const account = await insertUserWithPassword(t.db);
    await t.db.updateTable('users').set({ active: 0 }).where('id', '=', account.id).execute();
    return account;
  }

  test('a recovery request is submitted once (1), then reported open (2), and its state can be read', async () => {
    const user = await frozenUser();
    expect(await post('get-status-inactive-user', { username: user.username })).toEqual({ inactive: true, requestStatus: 'none' });
    expect(await post('handling-inactive-user', { username: user.username, password: user.password, phone: '0501234567', comments: 'please' })).toEqual({ status: 1 });
    expect(await post('handling-inactive-user', { username: user.username, password: user.password })).toEqual({ status: 2 });
    expect(await post('get-status-inactive-user', { username: user.username })).toEqual({ inactive: true, requestStatus: 'pending', requestedOn: expect.any(String) });
    const row = await t.db.selectFrom('inactive_requests').select(['phone', 'comments', 'status']).where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ phone: '0501234567', comments: 'please', status: 'pending' });
  });

  test('a wrong password is -2 and counts like a wrong sign-in', async () => {
    const user = await frozenUser();
    expect(await post('handling-inactive-user', { username: user.username, password: 'Wrong-pass1!' })).toEqual({ status: -2 });
    expect(await post('handling-inactive-user', { username: 'nobody-at-all', password: 'Wrong-pass1!' })).toEqual({ status: -2 });
    const { failed_logins } = await t.db.selectFrom('users').select('failed_logins').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(failed_logins).toBe(1);
  });

  test('an active account has nothing to recover (-1) and is not reported frozen', async () => {
    const user = await insertUserWithPassword(t.db);
    expect(await post('handling-inactive-user', { username: user.username, password: user.password })).toEqual({ status: -1 });
    expect(await post('get-status-inactive-user', { username: user.username })).toEqual({ inactive: false, requestStatus: 'none' });
  });
});
