import { createCloudApiClient } from './messaging/whatsapp/cloudApi/client';
import { startWhatsAppSimulator, type WhatsAppSimulator } from './messaging/whatsapp/simulator';
import { startWebhookReceiver, type WebhookReceiver } from './messaging/whatsapp/simulator/simulatorTesting';
import { provisionPoolNumbers, simulatorPoolNumbers } from './seedWhatsApp';
import { startTestApp, type TestApp } from './test/testApp';

let t: TestApp;
let receiver: WebhookReceiver;
let simulator: WhatsAppSimulator;
beforeEach(async () => {
  t = await startTestApp();
  receiver = await startWebhookReceiver('secret');
  simulator = await startWhatsAppSimulator({ webhookUrl: receiver.url, appSecret: 'secret', token: 'token' });
});
afterEach(async () => {
  await simulator.stop();
  await receiver.stop();
  await t.close();
});

test('the embedded default offers pool numbers a newcomer can take: added to the WABA and verified over the Cloud API, listed free; a second start adds none', async () => {
  const api = createCloudApiClient({ baseUrl: simulator.url, version: 'v23.0', token: 'token' });
  expect(await provisionPoolNumbers(t.db, api, simulator.control, 1000)).toBe(3);
  expect(await provisionPoolNumbers(t.db, api, simulator.control, 2000)).toBe(0);
  const rows = await t.db.selectFrom('wa_numbers').select(['phone', 'state', 'is_pool_number', 'account_id', 'phone_number_id']).orderBy('id').execute();
  expect(rows.map((r) => [r.phone, r.state, r.is_pool_number, r.account_id])).toEqual(simulatorPoolNumbers.map((phone) => [phone, 'verified', 1, 0]));
  const atMeta = simulator.control.phoneNumbers();
  expect(atMeta.map((p) => [p.phone, p.id])).toEqual(rows.map((r) => [r.phone, r.phone_number_id]));
  expect(atMeta.every((p) => p.verified)).toBe(true);
});
