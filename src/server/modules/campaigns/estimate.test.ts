import { Group } from '../../../domain/access';
import { Permission } from '../../../domain/permissions';
import { onEachDatabase } from '../../test/signIn';
import { ownSender, pipelineSuite, sendCampaignCall, sendingAccount } from './sendTesting';

onEachDatabase('the estimate: the longest text by the sender\'s rights (section 5)', (dbOptions) => {
  const suite = pipelineSuite(dbOptions);
  const validate = (token: string, listId: number, length: number) =>
    sendCampaignCall(suite.t, token, { smsContent: 'x'.repeat(length), destinations: [{ type: 'cl', id: listId }], validation: true });

  test('rule: with permission 42 a 900-character text is accepted, up to 1,005; without it, refused with -14 past 536', async () => {
    const plain = await sendingAccount(suite.t, 100, ['526000001']);
    const long = await sendingAccount(suite.t, 100, ['526000002']);
    await suite.t.db.insertInto('user_permissions').values({ user_id: long.userId, permission_id: Permission.longMessages1005, mode: 'enable' }).execute();

    expect((await validate(plain.token, plain.listId, 900)).json().data).toEqual({ status: -14, maxLength: 536 });
    expect((await validate(long.token, long.listId, 900)).json().data).toMatchObject({ status: 6, summary: { recipients: 1, messageLength: 900, credits: 6, encoding: 'gsm7' } });
    expect((await validate(long.token, long.listId, 1006)).json().data).toEqual({ status: -14, maxLength: 1005 });
  });

  test('rule: a system manager (group 2) without permission 42 holds it too (the one access rule): 900 characters are accepted', async () => {
    const manager = await sendingAccount(suite.t, 100, ['526000005']);
    await suite.t.db.updateTable('users').set({ group_id: Group.systemManager }).where('id', '=', manager.userId).execute();

    expect((await validate(manager.token, manager.listId, 900)).json().data).toMatchObject({ status: 6, summary: { recipients: 1, messageLength: 900 } });
    expect((await validate(manager.token, manager.listId, 1006)).json().data).toEqual({ status: -14, maxLength: 1005 });
  });

  test('rule: an automatic answer may be as long as a message by the same right', async () => {
    const plain = await sendingAccount(suite.t, 100, ['526000003']);
    const long = await sendingAccount(suite.t, 100, ['526000004']);
    await suite.t.db.insertInto('user_permissions').values({ user_id: long.userId, permission_id: Permission.longMessages1005, mode: 'enable' }).execute();
    const withAnswer = async (a: { userId: number; token: string; listId: number }, attached: string) => {
      await ownSender(suite.t.db, a.userId, 'attached', attached);
      const answer = { type: 'contains', text: 'price', answer: 'x'.repeat(900) };
      return sendCampaignCall(suite.t, a.token, { smsContent: 'Sale', destinations: [{ type: 'cl', id: a.listId }], sourceType: 3, sourceNumber: `0${attached}`, allow_response: true, autoReplyData: [answer], validation: true });
    };
    expect((await withAnswer(plain, '538100001')).json().data).toEqual({ status: -14, maxLength: 536 });
    expect((await withAnswer(long, '538100002')).json().data.status).toBe(6);
  });
});
