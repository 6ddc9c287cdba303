import { Group } from '../../domain/access';
import { SimulatorProvider } from '../messaging/providers/simulator';
import { waitUntil } from '../messaging/testCampaigns';
import { pipelineSuite, sendCampaignCall, sendingAccount, smsBalance } from '../modules/campaigns/sendTesting';
import { bearer, onEachDatabase } from '../test/signIn';
import { insertUser, signedInToken } from '../test/testApp';
import { defaultBillingFigures } from '../../domain/messageParts';
import { callCreditsAt, whatsAppCreditsAt } from './accountPrices';

describe('the rates a campaign keeps', () => {
  test('a call costs its units, and a WhatsApp message one unit, at the kept rates; none kept is one credit a unit', () => {
    const kept = { ...defaultBillingFigures, rates: { sms: 1, voice: 1.5, whatsapp: 2 } };
    expect(callCreditsAt(3, kept)).toBe(5);
    expect(whatsAppCreditsAt(kept)).toBe(2);
    expect(callCreditsAt(3, defaultBillingFigures)).toBe(3);
    expect(whatsAppCreditsAt(defaultBillingFigures)).toBe(1);
  });
});


onEachDatabase('pricing: estimates and charges read the customer\'s price list; an accepted campaign keeps its price', (dbOptions) => {
  const suite = pipelineSuite(dbOptions);
  const post = (token: string, path: string, body: object) => suite.t.app.inject({ method: 'POST', url: `/api/${path}`, headers: bearer(token), payload: body });
  const data = async (token: string, path: string, body: object) => (await post(token, path, body)).json().data;

  test('accept at one rate, change the rate, settle: the campaign is charged what it was accepted at; the next estimate costs the new rate', async () => {
    const admin = await signedInToken(suite.t.db, { group: Group.superAdmin });
    const phones = Array.from({ length: 10 }, (_, i) => `52${String(2000000 + i)}`);
    const a = await sendingAccount(suite.t, 100, phones);
    const defaultId = (await data(admin, 'super-admin/get-price-lists', {})).find((l: { isDefault: boolean }) => l.isDefault).id;
    const list = await data(admin, 'super-admin/add-price-list', { name: `Customer ${a.userId}`, copyFromId: defaultId });
    expect(await data(admin, 'super-admin/change-price-list', { userId: a.userId, priceListId: list.id })).toEqual({ status: 1 });
    const sms = (await data(admin, 'super-admin/get-price-list-details', { priceListId: list.id })).products.find((p: { kind: string; service: string }) => p.kind === 'message' && p.service === 'sms');

    const body = { smsContent: 'Hello there', destinations: [{ type: 'cl', id: a.listId }] };
    const estimate = () => data(a.token, 'campaigns/get-campaign-credits-number', body).then((d) => d.credits);
    expect(await estimate()).toBe(10);
    const sent = await data(a.token, 'campaigns/send-campaign', { ...body, validation: false });
    expect(sent).toMatchObject({ status: 1, summary: { credits: 10 } });

    // The price doubles after the campaign was accepted, before any of its messages is made.
    expect(await data(admin, 'super-admin/save-price-list', { priceListId: list.id, products: [{ productId: sms.productId, rate: 2 }] })).toEqual({ status: 1 });
    expect(await estimate()).toBe(20);

    const provider = new SimulatorProvider({ latencyMs: 1, receiptDelayMs: 5, outcomes: { delivered: 1 }, replyShare: 0, seed: 3 });
    await suite.startPipeline({ provider, tickMs: 20 });
    const campaign = () => suite.t.db.selectFrom('campaigns').select(['status', 'credits_reserved']).where('id', '=', sent.campaignId).executeTakeFirstOrThrow();
    await waitUntil(async () => (await campaign()).status === 'sent', 20_000, 'campaign sent');
    const charged = await suite.t.db.selectFrom('messages').select('credits').where('campaign_id', '=', sent.campaignId).execute();
    expect(charged.reduce((sum, m) => sum + Number(m.credits), 0)).toBe(10);
    expect((await campaign()).credits_reserved).toBe(10);
    expect(await smsBalance(suite.t.db, a.userId)).toBe(90);

    // The next campaign is accepted at the new rate.
    const next = await sendCampaignCall(suite.t, a.token, { smsContent: 'Hello again', destinations: [{ type: 'cl', id: a.listId }], validation: true });
    expect(next.json().data).toMatchObject({ status: 6, summary: { credits: 20 } });
  });

  test('overseas rates: a customer\'s own rate is read first by its rates page; a prefix outside its list is 0, a sub-user -1', async () => {
    const admin = await signedInToken(suite.t.db, { group: Group.superAdmin });
    const a = await sendingAccount(suite.t, 0, []);
    const before = await data(admin, 'super-admin/get-rates', { user_id: a.userId });
    expect(before).toMatchObject({ priceListId: expect.any(Number), priceListName: 'Default' });
    expect(before.user_rates.find((r: { PREFIX: string }) => r.PREFIX === '44')).toMatchObject({ RATE: 3, OWN: false });

    expect(await data(admin, 'super-admin/save-countries-rates', { user_id: a.userId, rates: [{ PREFIX: '44', RATE: 1.5 }] })).toEqual({ status: 1 });
    const after = await data(admin, 'super-admin/get-rates', { user_id: a.userId });
    expect(after.user_rates.find((r: { PREFIX: string }) => r.PREFIX === '44')).toMatchObject({ RATE: 1.5, OWN: true, COUNTRY: 'United Kingdom' });
    const ownPage = (await suite.t.app.inject({ method: 'GET', url: '/api/main/get-overseas-rates', headers: bearer(a.token) })).json().data;
    expect(ownPage.find((r: { PREFIX: string }) => r.PREFIX === '44').RATE).toBe(1.5);

    // The list's own rate again: back on the list.
    expect(await data(admin, 'super-admin/save-countries-rates', { user_id: a.userId, rates: [{ PREFIX: '44', RATE: 3 }] })).toEqual({ status: 1 });
    expect((await data(admin, 'super-admin/get-rates', { user_id: a.userId })).user_rates.find((r: { PREFIX: string }) => r.PREFIX === '44')).toMatchObject({ RATE: 3, OWN: false });

    expect(await data(admin, 'super-admin/save-countries-rates', { user_id: a.userId, rates: [{ PREFIX: '999', RATE: 1 }, { PREFIX: '44', RATE: 1 }] })).toEqual({ status: 0, notAllowedCountries: ['999'] });
    expect((await data(admin, 'super-admin/get-rates', { user_id: a.userId })).user_rates.find((r: { PREFIX: string }) => r.PREFIX === '44').RATE).toBe(3);
    const subUser = await insertUser(suite.t.db, { adminId: a.userId, group: Group.subUser });
    expect(await data(admin, 'super-admin/save-countries-rates', { user_id: subUser, rates: [{ PREFIX: '44', RATE: 1 }] })).toEqual({ status: -1 });
    expect((await post(admin, 'super-admin/get-rates', { user_id: 999_999 })).statusCode).toBe(404);
    expect((await post(admin, 'super-admin/save-countries-rates', { user_id: 999_999, rates: [{ PREFIX: '44', RATE: 1 }] })).statusCode).toBe(404);
    expect((await post(a.token, 'super-admin/get-rates', { user_id: a.userId })).statusCode).toBe(403);
  });
});
