import { Permission } from '../../../domain/permissions';
import { onEachDatabase } from '../../test/signIn';
import { pipelineSuite, sendCampaignCall, sendingAccount } from './sendTesting';

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
});
