/**
 * Issue 21, one consent record: a customer writing "إلغاء" to the business number is opted out of
 * the account's messages with that message as evidence — the next WhatsApp campaign leaves the
 * number out and the chat refuses to write to it (-26) — while a question holding a similar word
 * changes nothing.
 */
import { SendWhatsappChatMessage } from '../../../../contract/statusCodes';
import { bearer, onEachDatabase } from '../../../test/signIn';
import { campaignAccount, createWaCampaign, startCampaignApp, until, type CampaignTestApp } from '../campaigns/testWhatsAppCampaigns';

onEachDatabase('a WhatsApp opt-out in the consent record', (database) => {
  let t: CampaignTestApp;
  beforeAll(async () => {
    t = await startCampaignApp(database);
  });
  afterAll(() => t.close());

  test('"إلغاء" opts the customer out with its evidence; the next campaign skips the number and the chat refuses it', async () => {
    const account = await campaignAccount(t, 10, ['521470001', '521470002']);
    const record = () => t.db.selectFrom('blacklist').select(['phone', 'source', 'channel', 'how', 'evidence_text']).where('account_id', '=', account.userId).execute();
    const received = () => t.db.selectFrom('wa_messages').select('id').where('account_id', '=', account.userId).where('direction', '=', 'in').execute();

    t.sim!.control.inbound({ from: '972521470002', to: account.phone, type: 'text', text: 'هل يمكن إلغاء الطلب؟' });
    t.sim!.control.inbound({ from: '972521470001', to: account.phone, type: 'text', text: '\u200Fإلغاء!' });
    await until(async () => (await received()).length === 2);
    expect(await record()).toEqual([{ phone: '521470001', source: 'reply', channel: 'whatsapp', how: 'reply', evidence_text: '\u200Fإلغاء!' }]);

    expect((await createWaCampaign(t, account, { validate: true })).json().data).toMatchObject({ recipients: 1 });
    const send = (destination: string) =>
      t.app.inject({ method: 'POST', url: '/api/whatsapp/send-whatsapp-chat-message', headers: bearer(account.token), payload: { source: account.phone, destination, text: 'שלום' } });
    expect((await send('972521470001')).json().data.status).toBe(SendWhatsappChatMessage.optedOut);
    expect((await send('972521470002')).json().data.status).toBe(SendWhatsappChatMessage.sent);
  }, 60_000);
});
