/**
 * The simulator driven by the product's own client over loopback: the onboarding ladder,
 * template creation refused by Meta's rules, moderation with its webhook, the pause ladder,
 * and state kept across a restart.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCloudApiClient } from '../cloudApi/client';
import type { WhatsAppCloudApi } from '../types';
import { startWhatsAppSimulator, type WhatsAppSimulator } from './index';
import { approvedTemplate, registeredNumber, simpleTemplate, startWebhookReceiver, type WebhookReceiver } from './simulatorTesting';

const appSecret = 'sim-app-secret';
const token = 'sim-token';
let dir: string;
let receiver: WebhookReceiver;
let simulator: WhatsAppSimulator;
let client: WhatsAppCloudApi;

const start = async () => {
  simulator = await startWhatsAppSimulator({ webhookUrl: receiver.url, appSecret, token, stateFile: join(dir, 'sim.json'), speed: { moderationMs: 30, statusStepMs: 5 }, webhookRetryMs: 20 });
  client = createCloudApiClient({ baseUrl: simulator.url, version: 'v23.0', token });
};

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'wa-sim-'));
  receiver = await startWebhookReceiver(appSecret);
  await start();
});

afterEach(async () => {
  await simulator.stop();
  await receiver.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('onboarding ladder', () => {
  test('add → send refused 133010 → request_code → wrong code refused → verify → register → sends', async () => {
    const added = await client.addPhoneNumber(simulator.control.wabaId, '972501234567', 'Shop');
    if (!added.ok) throw new Error(added.title);
    const pn = added.phoneNumberId;
    expect(await client.send(pn, { type: 'text', to: '972521111111', text: 'hi' })).toMatchObject({ ok: false, code: 133010 });
    expect(await client.register(pn, '123456')).toMatchObject({ ok: false, code: 133006 });
    expect(await client.requestCode(pn, 'VOICE', 'he')).toEqual({ ok: true });
    const code = simulator.control.lastCode('972501234567')!;
    expect(code).toMatch(/^\d{6}$/);
    expect(await client.verifyCode(pn, code === '000000' ? '111111' : '000000')).toMatchObject({ ok: false, code: 136025 });
    expect(await client.verifyCode(pn, code)).toEqual({ ok: true });
    expect(await client.register(pn, '123456')).toEqual({ ok: true });
    await approvedTemplate(client, simulator.control, simpleTemplate('welcome'));
    expect(await client.send(pn, { type: 'template', to: '972521111111', name: 'welcome', language: 'en', parameters: { body: ['Dana', '#1'] } })).toMatchObject({ ok: true, messageStatus: 'accepted' });
  });

  test('the same number again on its WABA answers its id; a number on no WABA of ours is refused', async () => {
    const first = await client.addPhoneNumber(simulator.control.wabaId, '972501234567', 'Shop');
    expect(await client.addPhoneNumber(simulator.control.wabaId, '972501234567', 'Shop')).toEqual(first);
    expect(await client.addPhoneNumber('999', '972501234568', 'Shop')).toMatchObject({ ok: false, code: 100 });
  });

  test('business profile: set, read back; a wrong token is 190 with HTTP 401', async () => {
    const pn = await registeredNumber(client, simulator.control, '972501234567');
    expect(await client.setBusinessProfile(pn, { about: 'We sell plants', vertical: 'RETAIL', websites: ['https://plants.example'] })).toEqual({ ok: true });
    expect(await client.getBusinessProfile(pn)).toEqual({ ok: true, profile: { about: 'We sell plants', vertical: 'RETAIL', websites: ['https://plants.example'] } });
    expect(await client.setBusinessProfile(pn, { vertical: 'SPACESHIPS' })).toMatchObject({ ok: false, code: 100 });
    const stranger = createCloudApiClient({ baseUrl: simulator.url, version: 'v23.0', token: 'wrong' });
    expect(await stranger.getBusinessProfile(pn)).toMatchObject({ ok: false, httpStatus: 401, code: 190 });
  });
});

describe('templates', () => {
  test('created PENDING, approved after review with a signed webhook, then listed APPROVED', async () => {
    const created = await client.createTemplate(simulator.control.wabaId, simpleTemplate('order_update'));
    expect(created).toMatchObject({ ok: true, status: 'PENDING', category: 'UTILITY' });
    await simulator.control.settled();
    const id = created.ok ? created.id : '';
    expect(receiver.events).toEqual([expect.objectContaining({ kind: 'template', templateId: id, name: 'order_update', language: 'en', event: 'APPROVED' })]);
    const listed = await client.listTemplates(simulator.control.wabaId);
    expect(listed.ok && listed.templates.map((t) => [t.id, t.status])).toEqual([[id, 'APPROVED']]);
  });

  test('review rejects a casino body (ABUSIVE_CONTENT) and too many variables for the text (INVALID_FORMAT with rejection_info)', async () => {
    await client.createTemplate(simulator.control.wabaId, simpleTemplate('promo', 'Win big at our casino tonight, {{1}} friends!', ['all']));
    await client.createTemplate(simulator.control.wabaId, simpleTemplate('terse', 'Hi {{1}} {{2}} {{3}} ok', ['a', 'b', 'c']));
    await simulator.control.settled();
    const byName = Object.fromEntries(receiver.events.map((e) => (e.kind === 'template' ? [e.name, e] : ['', e])));
    expect(byName.promo).toMatchObject({ event: 'REJECTED', reason: 'ABUSIVE_CONTENT' });
    expect(byName.terse).toMatchObject({ event: 'REJECTED', reason: 'INVALID_FORMAT' });
    expect(receiver.raws.map(String).find((r) => r.includes('terse'))).toContain('"rejection_info":{"reason":"The message template has too many variables for its length."');
    const listed = await client.listTemplates(simulator.control.wabaId);
    expect(listed.ok && listed.templates.map((t) => t.rejected_reason).sort()).toEqual(['ABUSIVE_CONTENT', 'INVALID_FORMAT']);
  });

  test.each([
    ['a body over 1024 characters', simpleTemplate('long', `Hello {{1}} ${'x'.repeat(1030)} bye`, ['a']), 'Field too long'],
    ['a variable at the end', simpleTemplate('edge', 'Your code is {{1}}', ['1']), 'Variables can’t be at the start or end of the template'],
    ['variables without examples', simpleTemplate('bare', 'Hello {{1}}, welcome aboard friend', []), 'Body format is incorrect'],
    ['a header with two variables', { ...simpleTemplate('head'), components: [{ type: 'HEADER' as const, format: 'TEXT' as const, text: '{{1}} and {{2}}' }, ...simpleTemplate('head').components] }, 'Header format is incorrect'],
    ['quick replies split by a URL button', { ...simpleTemplate('btn'), components: [...simpleTemplate('btn').components, { type: 'BUTTONS' as const, buttons: [{ type: 'QUICK_REPLY' as const, text: 'A' }, { type: 'URL' as const, text: 'B', url: 'https://b.example' }, { type: 'QUICK_REPLY' as const, text: 'C' }] }] }, 'Invalid parameter'],
  ])('%s is refused at create with Graph error 100', async (_name, template, title) => {
    expect(await client.createTemplate(simulator.control.wabaId, template)).toMatchObject({ ok: false, httpStatus: 400, code: 100, title });
  });

  test('the same name and language twice is refused; deleting by name frees it', async () => {
    await client.createTemplate(simulator.control.wabaId, simpleTemplate('twice'));
    expect(await client.createTemplate(simulator.control.wabaId, simpleTemplate('twice'))).toMatchObject({ ok: false, code: 100, title: 'Content in this language already exists' });
    expect(await client.deleteTemplate(simulator.control.wabaId, 'twice')).toEqual({ ok: true });
    expect(await client.createTemplate(simulator.control.wabaId, simpleTemplate('twice'))).toMatchObject({ ok: true });
  });

  test('the list pages by paging.next and the client follows it', async () => {
    for (let i = 0; i < 130; i++) await client.createTemplate(simulator.control.wabaId, simpleTemplate(`t_${i}`));
    const listed = await client.listTemplates(simulator.control.wabaId);
    expect(listed.ok && listed.templates.length).toBe(130);
  });

  test('spam reports pause 3 h (132015), then 6 h, then disable (132016), each with its webhook', async () => {
    const pn = await registeredNumber(client, simulator.control, '972501234567');
    const id = await approvedTemplate(client, simulator.control, simpleTemplate('promo_x'));
    const send = () => client.send(pn, { type: 'template', to: '972521111111', name: 'promo_x', language: 'en', parameters: { body: ['a', 'b'] } });
    simulator.control.reportSpam(id);
    expect(await send()).toMatchObject({ ok: false, code: 132015 });
    simulator.control.reportSpam(id);
    simulator.control.reportSpam(id);
    expect(await send()).toMatchObject({ ok: false, code: 132016 });
    await simulator.control.settled();
    const ladder = receiver.events.filter((e) => e.kind === 'template').map((e) => (e.kind === 'template' ? [e.event, e.pauseTitle] : []));
    expect(ladder).toEqual([
      ['APPROVED', undefined],
      ['PAUSED', 'FIRST_PAUSE'],
      ['PAUSED', 'SECOND_PAUSE'],
      ['DISABLED', 'DISABLED'],
    ]);
  });

  test('a pause lifts by itself (UNPAUSE) and the template sends again', async () => {
    await simulator.stop();
    simulator = await startWhatsAppSimulator({ webhookUrl: receiver.url, appSecret, token, speed: { moderationMs: 30, statusStepMs: 5, pauseMs: [50, 100] } });
    client = createCloudApiClient({ baseUrl: simulator.url, version: 'v23.0', token });
    const pn = await registeredNumber(client, simulator.control, '972501234567');
    const id = await approvedTemplate(client, simulator.control, simpleTemplate('comeback'));
    simulator.control.reportSpam(id);
    await simulator.control.settled();
    expect(receiver.events.at(-1)).toMatchObject({ kind: 'template', event: 'APPROVED', pauseTitle: 'UNPAUSE' });
    expect(await client.send(pn, { type: 'template', to: '972521111111', name: 'comeback', language: 'en', parameters: { body: ['a', 'b'] } })).toMatchObject({ ok: true });
  });

  test('numbers and templates survive a restart on the same state file; a template still in review is reviewed after it', async () => {
    const pn = await registeredNumber(client, simulator.control, '972501234567');
    await approvedTemplate(client, simulator.control, simpleTemplate('kept'));
    const pending = await client.createTemplate(simulator.control.wabaId, simpleTemplate('later'));
    await simulator.stop();
    await start();
    const listed = await client.listTemplates(simulator.control.wabaId);
    expect(listed.ok && listed.templates.map((t) => [t.name, t.status])).toEqual([
      ['kept', 'APPROVED'],
      ['later', 'PENDING'],
    ]);
    expect(await client.send(pn, { type: 'template', to: '972521111111', name: 'kept', language: 'en', parameters: { body: ['a', 'b'] } })).toMatchObject({ ok: true });
    await simulator.control.settled();
    expect(receiver.events.filter((e) => e.kind === 'template' && e.name === 'later')).toEqual([expect.objectContaining({ templateId: pending.ok ? pending.id : '', event: 'APPROVED' })]);
  });
});
