import { Permission } from '../../../domain/permissions';
import { createSession } from '../../http/session';
import { bearer, onEachDatabase } from '../../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../../test/testApp';

onEachDatabase('main/templates', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());

  const tokenOf = async (userId: number) => (await createSession(t.db, { userId, lifetimeMs: 3_600_000, keepLoggedIn: false, now: Date.now() })).token;
  const holder = async (permissions: number[] = [Permission.createTemplates]) => {
    const userId = await insertUser(t.db, { permissions });
    return { userId, token: await tokenOf(userId) };
  };
  const save = (token: string, templateId: number, body: object) => t.app.inject({ method: 'POST', url: `/api/main/templates/save/${templateId}`, headers: bearer(token), payload: body });
  const list = (token: string) => t.app.inject({ method: 'GET', url: '/api/main/templates', headers: bearer(token) });
  const one = (token: string, id: number) => t.app.inject({ method: 'GET', url: `/api/main/templates/${id}`, headers: bearer(token) });
  const remove = (token: string, id: number) => t.app.inject({ method: 'DELETE', url: `/api/main/templates/delete/${id}`, headers: bearer(token) });

  test('-1 creates and answers tmpl_id; the template reads back with its dynamic fields in order; saving its id updates it', async () => {
    const a = await holder();
    const created = (await save(a.token, -1, { name: 'Welcome', content: 'Hello [First name], your code is [#2]. Bye [First name]' })).json().data;
    expect(created).toEqual({ status: 1, tmpl_id: expect.any(Number) });
    expect((await one(a.token, created.tmpl_id)).json().data).toEqual({
      templateId: created.tmpl_id,
      name: 'Welcome',
      content: 'Hello [First name], your code is [#2]. Bye [First name]',
      dynamicFields: ['First name', '#2', 'First name'],
    });
    expect((await save(a.token, created.tmpl_id, { name: 'Welcome back', content: 'Hi again' })).json().data).toEqual({ status: 1, tmpl_id: created.tmpl_id });
    const second = (await save(a.token, -1, { name: 'Other', content: 'Other text' })).json().data;
    // Last changed first.
    expect((await list(a.token)).json().data.map((x: { templateId: number; name: string }) => [x.templateId, x.name])).toEqual([
      [second.tmpl_id, 'Other'],
      [created.tmpl_id, 'Welcome back'],
    ]);
  });

  test('-2 a name the account already has, whatever its case; -3 a template starting with a dynamic field; -1 more than 10 fields or blank', async () => {
    const a = await holder();
    const first = (await save(a.token, -1, { name: 'Sale', content: 'Big sale' })).json().data;
    expect((await save(a.token, -1, { name: ' sale ', content: 'Another' })).json().data).toEqual({ status: -2 });
    const other = (await save(a.token, -1, { name: 'Other', content: 'x' })).json().data;
    expect((await save(a.token, other.tmpl_id, { name: 'SALE', content: 'x' })).json().data).toEqual({ status: -2 });
    // Renaming a template to its own name is not a clash.
    expect((await save(a.token, first.tmpl_id, { name: 'sale', content: 'Big sale!' })).json().data).toEqual({ status: 1, tmpl_id: first.tmpl_id });
    expect((await save(a.token, -1, { name: 'Starts', content: '  [name] hello' })).json().data).toEqual({ status: -3 });
    expect((await save(a.token, -1, { name: 'Starts ok', content: 'Dear [name]' })).json().data.status).toBe(1);
    const eleven = `Hi ${Array.from({ length: 11 }, () => '[#1]').join(' ')}`;
    expect((await save(a.token, -1, { name: 'Eleven', content: eleven })).json().data).toEqual({ status: -1 });
    const ten = `Hi ${Array.from({ length: 10 }, () => '[#1]').join(' ')}`;
    expect((await save(a.token, -1, { name: 'Ten', content: ten })).json().data.status).toBe(1);
    expect((await save(a.token, -1, { name: '   ', content: 'x' })).json().data).toEqual({ status: -1 });
    // The contract's own bounds: no name, no content, too long.
    expect((await save(a.token, -1, { name: 'x' })).statusCode).toBe(400);
    expect((await save(a.token, -1, { name: 'x', content: 'y'.repeat(1006) })).statusCode).toBe(400);
  });

  test('delete; another account’s template is 404 to read, save and delete; a sub-user works in its primary user’s templates', async () => {
    const a = await holder();
    const b = await holder();
    const mine = (await save(a.token, -1, { name: 'Mine', content: 'mine' })).json().data.tmpl_id;
    expect((await one(b.token, mine)).statusCode).toBe(404);
    expect((await save(b.token, mine, { name: 'Theirs', content: 'theirs' })).statusCode).toBe(404);
    expect((await remove(b.token, mine)).statusCode).toBe(404);
    expect((await list(b.token)).json().data).toEqual([]);

    const subId = await insertUser(t.db, { adminId: a.userId, permissions: [Permission.createTemplates] });
    const sub = await tokenOf(subId);
    expect((await list(sub)).json().data.map((x: { templateId: number }) => x.templateId)).toEqual([mine]);
    // Same account, same names.
    expect((await save(sub, -1, { name: 'MINE', content: 'x' })).json().data).toEqual({ status: -2 });

    expect((await remove(a.token, mine)).json().data).toEqual({ status: 1 });
    expect((await one(a.token, mine)).statusCode).toBe(404);
    expect((await remove(a.token, mine)).statusCode).toBe(404);
  });

  test('saving and deleting need the templates permission; reading does not', async () => {
    const a = await holder();
    const id = (await save(a.token, -1, { name: 'Kept', content: 'kept' })).json().data.tmpl_id;
    const subId = await insertUser(t.db, { adminId: a.userId, permissions: [] });
    const sub = await tokenOf(subId);
    expect((await save(sub, -1, { name: 'No', content: 'no' })).statusCode).toBe(403);
    expect((await remove(sub, id)).statusCode).toBe(403);
    expect((await one(sub, id)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/main/templates' })).statusCode).toBe(401);
  });
});
