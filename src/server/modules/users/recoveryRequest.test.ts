import { CreateSubUser, HandleInactiveUser, UpdateSubUser } from '../../../contract/statusCodes';
import { Permission } from '../../../domain/permissions';
import { createSession } from '../../http/session';
import { bearer, onEachDatabase, postLogin } from '../../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../../test/testApp';

const strong = 'Frozen-2026!x';

onEachDatabase('frozen accounts: the recovery request reaches the manager and activation settles it', (dbOptions) => {
  let t: TestApp;
  let manager: { userId: number; token: string };
  let stranger: { userId: number; token: string };

  const signIn = async (userId: number) => ({ userId, token: (await createSession(t.db, { userId, lifetimeMs: 3_600_000, keepLoggedIn: false, now: Date.now() })).token });
  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const publicCall = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload }).then((r) => r.json().data);
  const familyRow = async (userId: number) =>
    ((await call(manager.token, 'GET', `users/all-sub-users/${manager.userId}`)).json().data as { userId: number; recoveryRequest?: unknown; status: string }[]).find((u) => u.userId === userId);
  const requestRows = (userId: number) => t.db.selectFrom('inactive_requests').select(['status', 'decided_by']).where('user_id', '=', userId).execute();

  let counter = 0;
  /** A sub-user of the manager, made inactive (frozen) by the manager, as the product does it. */
  async function frozenSubUser() {
    counter += 1;
    const username = `frozen${counter}x${Date.now() % 100000}`;
    const created = (await call(manager.token, 'POST', 'users/create-sub-user', { username, password: strong, firstName: 'Dana', lastName: 'Levi', email: `${username}@example.com` })).json().data;
    expect(created.status).toBe(CreateSubUser.created);
    expect((await call(manager.token, 'POST', `users/update-sub-user/${created.userId}`, { active: false })).json().data.status).toBe(UpdateSubUser.saved);
    return { id: created.userId as number, username };
  }

  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
    manager = await signIn(await insertUser(t.db, { permissions: [Permission.usersSection] }));
    stranger = await signIn(await insertUser(t.db, { permissions: [Permission.usersSection] }));
  });
  afterAll(() => t.close());

  test('request → the manager sees it on the family row → activates → approved → the user signs in', async () => {
    const frozen = await frozenSubUser();
    expect((await postLogin(t.app, { username: frozen.username, password: strong })).json().data.status).toBe('-9');
    expect(await publicCall('handling-inactive-user', { username: frozen.username, password: strong, phone: '0501234567', comments: 'Back from leave' })).toEqual({
      status: HandleInactiveUser.requestSent,
    });

    expect(await familyRow(frozen.id)).toMatchObject({ status: 'inactive', recoveryRequest: { requestedAt: expect.any(String), phone: '0501234567', comments: 'Back from leave' } });
    // Another account's manager cannot reach the user nor answer its request.
    expect((await call(stranger.token, 'POST', `users/update-sub-user/${frozen.id}`, { active: true })).statusCode).toBe(404);
    expect(await requestRows(frozen.id)).toEqual([{ status: 'pending', decided_by: null }]);

    expect((await call(manager.token, 'POST', `users/update-sub-user/${frozen.id}`, { active: true })).json().data.status).toBe(UpdateSubUser.saved);
    expect(await requestRows(frozen.id)).toEqual([{ status: 'approved', decided_by: manager.userId }]);
    expect(await publicCall('get-status-inactive-user', { username: frozen.username })).toEqual({ inactive: false, requestStatus: 'approved', requestedOn: expect.any(String) });
    const row = await familyRow(frozen.id);
    expect(row).toMatchObject({ status: 'active' });
    expect(row?.recoveryRequest).toBeUndefined();
    expect((await postLogin(t.app, { username: frozen.username, password: strong })).json().data.status).toBe('1');
  });

  test('a refused save that would activate the user leaves it frozen and its request open', async () => {
    const frozen = await frozenSubUser();
    await publicCall('handling-inactive-user', { username: frozen.username, password: strong });
    expect((await call(manager.token, 'POST', `users/update-sub-user/${frozen.id}`, { active: true, password: 'weak-one' })).json().data.status).toBe(UpdateSubUser.notStrong);
    expect(await requestRows(frozen.id)).toEqual([{ status: 'pending', decided_by: null }]);
    expect(await publicCall('get-status-inactive-user', { username: frozen.username })).toMatchObject({ inactive: true, requestStatus: 'pending' });
  });

  test('a save that keeps the user frozen answers nothing: the request stays open', async () => {
    const frozen = await frozenSubUser();
    await publicCall('handling-inactive-user', { username: frozen.username, password: strong });
    expect((await call(manager.token, 'POST', `users/update-sub-user/${frozen.id}`, { firstName: 'Dina', active: false })).json().data.status).toBe(UpdateSubUser.saved);
    expect(await requestRows(frozen.id)).toEqual([{ status: 'pending', decided_by: null }]);
    expect(await familyRow(frozen.id)).toMatchObject({ recoveryRequest: { requestedAt: expect.any(String) } });
  });

  test('an active user that never asked has nothing to report; a family row without a request has none', async () => {
    const frozen = await frozenSubUser();
    await call(manager.token, 'POST', `users/update-sub-user/${frozen.id}`, { active: true });
    expect(await publicCall('get-status-inactive-user', { username: frozen.username })).toEqual({ inactive: false, requestStatus: 'none' });
    expect((await familyRow(frozen.id))?.recoveryRequest).toBeUndefined();
  });
});
