import type { Db } from '../../db/database';
import { bearer, onEachDatabase } from '../../test/signIn';
import { startTestApp, type TestApp } from '../../test/testApp';
import { listOwner, type ListOwner } from '../contacts/importTesting';

const insertChat = async (db: Db, account: number, phone: string): Promise<number> => {
  const row = await db.insertInto('chats').values({ account_id: account, user_id: account, phone, created_at: Date.now(), last_message_at: Date.now() }).returning('id').executeTakeFirstOrThrow();
  return row.id;
};

onEachDatabase('addChatPhoneToBlacklist', (dbOptions) => {
  let t: TestApp;
  let owner: ListOwner;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
    owner = await listOwner(t.db);
  });
  afterAll(() => t.close());

  const block = (token: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/chat/add-phone-to-blacklist', headers: bearer(token), payload });
  const chatRow = (id: number) => t.db.selectFrom('chats').select('is_blacklisted').where('id', '=', id).executeTakeFirstOrThrow();

  test('blacklists the recipient (1), marks the chat, and the history says chat and who; again is 2', async () => {
    const sub = await listOwner(t.db, { adminId: owner.userId });
    const chatId = await insertChat(t.db, owner.userId, '0501234567');
    const res = await block(sub.token, { chatId, phone: '050-1234567' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ status: 1 });
    expect(await chatRow(chatId)).toEqual({ is_blacklisted: 1 });
    const history = await t.db.selectFrom('blacklist_history').select(['account_id', 'phone', 'source', 'user_id', 'action']).execute();
    expect(history).toEqual([{ account_id: owner.userId, phone: '501234567', source: 'chat', user_id: sub.userId, action: 'added' }]);
    expect((await block(owner.token, { chatId, phone: '972501234567' })).json().data).toEqual({ status: 2 });
    expect(await t.db.selectFrom('blacklist').select('phone').where('account_id', '=', owner.userId).execute()).toHaveLength(1);
  });

  test('an invalid number is 3 and changes nothing', async () => {
    const chatId = await insertChat(t.db, owner.userId, '0502222222');
    expect((await block(owner.token, { chatId, phone: '12ab' })).json().data).toEqual({ status: 3 });
    expect(await chatRow(chatId)).toEqual({ is_blacklisted: 0 });
  });

  test("another account's chat is -2 and blocks nothing; an unknown chat is 404; bad input 400", async () => {
    const other = await listOwner(t.db);
    const theirs = await insertChat(t.db, other.userId, '0503333333');
    expect((await block(owner.token, { chatId: theirs, phone: '0503333333' })).json().data).toEqual({ status: -2 });
    expect(await chatRow(theirs)).toEqual({ is_blacklisted: 0 });
    expect(await t.db.selectFrom('blacklist').select('id').where('phone', '=', '503333333').execute()).toEqual([]);
    expect((await block(owner.token, { chatId: 999999, phone: '0503333333' })).statusCode).toBe(404);
    expect((await block(owner.token, { phone: '0503333333' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/chat/add-phone-to-blacklist', payload: { chatId: theirs, phone: '0503333333' } })).statusCode).toBe(401);
  });
});
