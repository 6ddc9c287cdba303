/**
 * campaigns/send-campaign with automatic answers: kept with the campaign when well-formed and
 * sent from an attached number; -20 from a sender that receives no replies, -4 a forbidden word
 * in an answer, -14 an answer too long (with fields: too long without them), 400 a malformed row; ignored without allow_response.
 */
import { onEachDatabase } from '../../test/signIn';
import { startTestApp, type TestApp } from '../../test/testApp';
import { ownSender, sendCampaignCall, sendingAccount, smsBalance } from '../campaigns/sendTesting';
import { maxAutoReplies } from '../../../domain/autoReplies';

onEachDatabase('send-campaign with automatic answers', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());

  const row = { type: 'contains', text: 'price', answer: '99 NIS' };
  const setUp = async (attached: string) => {
    const a = await sendingAccount(t, 10, ['527800001']);
    await ownSender(t.db, a.userId, 'attached', attached);
    const base = { smsContent: 'Sale', destinations: [{ type: 'cl', id: a.listId }], sourceType: 3, sourceNumber: `0${attached}`, allow_response: true, autoReplyData: [row], validation: true };
    return { a, base, send: (body: object) => sendCampaignCall(t, a.token, { ...base, ...body }) };
  };

  test('well-formed rows from an attached number pass and are kept in the campaign request', async () => {
    const { a, send } = await setUp('538000001');
    expect((await send({})).json().data.status).toBe(6);
    const rows = [row, { type: 'equals', text: 'Hours', answer: 'Open 9-17' }];
    const sent = (await send({ autoReplyData: rows, validation: false })).json().data;
    expect(sent.status).toBe(1);
    const kept = await t.db.selectFrom('campaigns').select('settings').where('id', '=', sent.campaignId).executeTakeFirstOrThrow();
    expect(JSON.parse(kept.settings).request).toMatchObject({ allow_response: true, autoReplyData: rows });
    expect(await smsBalance(t.db, a.userId)).toBe(9);
  });

  test('-20 when the sender receives no replies: a name, a verified number, the system number', async () => {
    const { a, send } = await setUp('538000002');
    await ownSender(t.db, a.userId, 'name', 'MyShop');
    await ownSender(t.db, a.userId, 'verified', '538000003');
    expect((await send({ sourceType: 1, sourceNumber: 'MyShop' })).json().data).toEqual({ status: -20 });
    expect((await send({ sourceType: 2, sourceNumber: '0538000003' })).json().data).toEqual({ status: -20 });
    expect((await send({ sourceType: undefined, sourceNumber: undefined })).json().data).toEqual({ status: -20 });
    // Without allow_response the rows are not acted on, so they need no reply number.
    expect((await send({ sourceType: 1, sourceNumber: 'MyShop', allow_response: false })).json().data.status).toBe(6);
  });

  test('-4 a forbidden word in an answer; -14 an answer longer than a message may be', async () => {
    await t.db.insertInto('forbidden_words').values({ word: 'Casino', active: 1, created_at: Date.now() }).execute();
    const { send } = await setUp('538000004');
    expect((await send({ autoReplyData: [row, { type: 'equals', text: 'where', answer: 'At the casino' }] })).json().data).toEqual({ status: -4, forbiddenWords: ['Casino'] });
    expect((await send({ autoReplyData: [{ ...row, answer: 'x'.repeat(537) }] })).json().data).toEqual({ status: -14, maxLength: 536 });
    expect((await send({ autoReplyData: [{ ...row, answer: 'x'.repeat(536) }] })).json().data.status).toBe(6);
  });

  test('-14 for an answer with fields only when too long without them: the rest is measured per replier when answered', async () => {
    const { send } = await setUp('538000006');
    // 537 characters besides the fields: too long for whoever replies.
    expect((await send({ autoReplyData: [{ ...row, answer: `${'x'.repeat(537)}[שם]` }] })).json().data).toEqual({ status: -14, maxLength: 536 });
    expect((await send({ autoReplyData: [{ ...row, answer: `${'x'.repeat(535)}[#1][#2]ab[Nickname]` }] })).json().data).toEqual({ status: -14, maxLength: 536 });
    // 536 besides the field: a replier without a value gets it, so it is not refused here.
    expect((await send({ autoReplyData: [{ ...row, answer: `${'x'.repeat(536)}[שם]` }] })).json().data.status).toBe(6);
  });

  test('400 for a malformed row: a type the composer does not offer, no text, no answer, too many rows; nothing kept', async () => {
    const { a, send } = await setUp('538000005');
    const bad = async (autoReplyData: object[]) => {
      const answer = await send({ autoReplyData, validation: false });
      return [answer.statusCode, answer.json().field];
    };
    expect(await bad([row, { type: 'any', text: '', answer: 'hi' }])).toEqual([400, 'body.autoReplyData[1].type']);
    expect(await bad([{ type: 'equals', text: '  ', answer: 'hi' }])).toEqual([400, 'body.autoReplyData[0].text']);
    expect(await bad([{ type: 'contains', text: 'a' }])).toEqual([400, 'body.autoReplyData[0].answer']);
    expect(await bad(Array.from({ length: maxAutoReplies + 1 }, () => row))).toEqual([400, 'body.autoReplyData']);
    expect((await send({ autoReplyData: Array.from({ length: maxAutoReplies }, () => row) })).json().data.status).toBe(6);
    expect((await t.db.selectFrom('campaigns').select('id').where('account_id', '=', a.userId).execute()).length).toBe(0);
    expect(await smsBalance(t.db, a.userId)).toBe(10);
  });
});
