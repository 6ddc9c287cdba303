/**
 * Sending and receiving through the simulator with the product's client over loopback: the
 * 24-hour window, template send checks, rate limits, status webhooks with pricing, signatures
 * over Meta's escaped bytes, retries, duplicates, media URLs that expire.
 */
import { createCloudApiClient } from '../cloudApi/client';
import type { WhatsAppCloudApi, WhatsAppEvent } from '../types';
import { webhookSignatureMatches } from '../webhook/signature';
import { startWhatsAppSimulator, type WhatsAppSimulator, type WhatsAppSimulatorOptions } from './index';
import { approvedTemplate, registeredNumber, simpleTemplate, startWebhookReceiver, type WebhookReceiver } from './simulatorTesting';

const appSecret = 'sim-app-secret';
const token = 'sim-token';
const business = '972501234567';
const customer = '972521111111';
let receiver: WebhookReceiver;
let simulator: WhatsAppSimulator | null = null;
let client: WhatsAppCloudApi;
let pn: string;

async function start(options: Partial<WhatsAppSimulatorOptions> = {}) {
  simulator = await startWhatsAppSimulator({ webhookUrl: receiver.url, appSecret, token, webhookRetryMs: 20, ...options, speed: { moderationMs: 20, statusStepMs: 5, ...options.speed } });
  client = createCloudApiClient({ baseUrl: simulator.url, version: 'v23.0', token });
  pn = await registeredNumber(client, simulator.control, business);
  await approvedTemplate(client, simulator.control, simpleTemplate('order_update'));
  await simulator.control.settled();
  receiver.events.length = 0;
  receiver.raws.length = 0;
  return simulator;
}

beforeEach(async () => {
  receiver = await startWebhookReceiver(appSecret);
});

afterEach(async () => {
  await simulator?.stop();
  simulator = null;
  await receiver.stop();
});

const template = (to = customer, body = ['Dana', '#123']) => ({ type: 'template' as const, to, name: 'order_update', language: 'en', parameters: { body } });
const statusesOf = (events: WhatsAppEvent[], wamid: string) => events.flatMap((e) => (e.kind === 'status' && e.wamid === wamid ? [e] : []));

describe('the 24-hour window', () => {
  test('free-form outside it is 131047 (HTTP 400); after the customer writes it goes, as a free service message', async () => {
    const sim = await start();
    expect(await client.send(pn, { type: 'text', to: customer, text: 'hi' })).toMatchObject({ ok: false, httpStatus: 400, code: 131047, title: 'Re-engagement message' });
    sim.control.inbound({ from: customer, to: business, type: 'text', text: 'שלום, יש לכם במלאי?' });
    const sent = await client.send(pn, { type: 'text', to: customer, text: 'כן!' }, 'chat-1');
    expect(sent).toMatchObject({ ok: true, waId: customer });
    expect(sent).not.toHaveProperty('messageStatus');
    await sim.control.settled();
    const [inbound] = receiver.events;
    expect(inbound).toMatchObject({ kind: 'message', from: customer, to: business, type: 'text', text: 'שלום, יש לכם במלאי?', phoneNumberId: pn });
    const statuses = statusesOf(receiver.events, sent.ok ? sent.wamid : '');
    expect(statuses.map((s) => s.status)).toEqual(['sent', 'delivered', 'read']);
    expect(statuses[0]).toMatchObject({ callbackData: 'chat-1', pricing: { billable: false, type: 'free_customer_service', category: 'service' } });
  });
});

describe('customers over the control plane', () => {
  const writes = (body: object) =>
    fetch(`${simulator!.url}/_control/inbound`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });

  test('over HTTP a customer writes now, or a message written 25 hours ago arrives late and opens no window; without the token nothing', async () => {
    const sim = await start();
    expect((await writes({ from: customer, to: business, text: 'late', ageSeconds: 25 * 3600 })).status).toBe(200);
    await sim.control.settled();
    const [late] = receiver.events;
    expect(late).toMatchObject({ kind: 'message', text: 'late' });
    expect(Date.now() - (late as { at: number }).at).toBeGreaterThan(24 * 3_600_000);
    expect(await client.send(pn, { type: 'text', to: customer, text: 'hi' })).toMatchObject({ ok: false, code: 131047 });
    expect((await writes({ from: customer, to: business, text: 'now' })).status).toBe(200);
    await sim.control.settled();
    expect(await client.send(pn, { type: 'text', to: customer, text: 'hi' })).toMatchObject({ ok: true });
    const refused = await fetch(`${sim.url}/_control/inbound`, { method: 'POST', body: JSON.stringify({ from: customer, to: business, text: 'x' }) });
    expect(refused.status).toBe(401);
    expect((await writes({ from: 'not digits', to: business, text: 'x' })).status).toBe(400);
  });

  test('with a reply share of 1 every customer answers the template they got, in reply to it', async () => {
    const sim = await start({ replies: { share: 1, delayMs: 5, texts: ['תודה!'] } });
    const sent = await client.send(pn, template());
    await sim.control.settled();
    const answer = receiver.events.find((e) => e.kind === 'message');
    expect(answer).toMatchObject({ kind: 'message', from: customer, text: 'תודה!', contextWamid: sent.ok ? sent.wamid : '' });
  });
});

describe('template sends', () => {
  test('accepted, then sent → delivered → read with pricing on sent and delivered only', async () => {
    const sim = await start();
    const sent = await client.send(pn, template(), 'campaign-1:7');
    expect(sent).toMatchObject({ ok: true, messageStatus: 'accepted', waId: customer });
    await sim.control.settled();
    const statuses = statusesOf(receiver.events, sent.ok ? sent.wamid : '');
    expect(statuses.map((s) => [s.status, s.pricing?.category, s.callbackData])).toEqual([
      ['sent', 'utility', 'campaign-1:7'],
      ['delivered', 'utility', 'campaign-1:7'],
      ['read', undefined, 'campaign-1:7'],
    ]);
    expect(statuses[0].pricing).toEqual({ billable: true, type: 'regular', category: 'utility' });
  });

  test('a customer who does not read stops at delivered; a number ending 000 fails with 131026', async () => {
    const sim = await start();
    sim.control.setReads(customer, false);
    const quiet = await client.send(pn, template());
    const unreachable = await client.send(pn, template('972521234000'));
    await sim.control.settled();
    expect(statusesOf(receiver.events, quiet.ok ? quiet.wamid : '').map((s) => s.status)).toEqual(['sent', 'delivered']);
    expect(statusesOf(receiver.events, unreachable.ok ? unreachable.wamid : '')).toEqual([expect.objectContaining({ status: 'failed', errors: [expect.objectContaining({ code: 131026 })] })]);
  });

  test('132001 unknown name or language, 132000 wrong parameter count', async () => {
    await start();
    expect(await client.send(pn, { ...template(), name: 'nope' })).toMatchObject({ ok: false, code: 132001 });
    expect(await client.send(pn, { ...template(), language: 'he' })).toMatchObject({ ok: false, code: 132001 });
    expect(await client.send(pn, template(customer, ['only one']))).toMatchObject({ ok: false, code: 132000 });
  });

  test('a template still in review is 132001', async () => {
    const sim = await start({ speed: { moderationMs: 3_600_000 } });
    await client.createTemplate(sim.control.wabaId, simpleTemplate('in_review'));
    expect(await client.send(pn, { ...template(), name: 'in_review' })).toMatchObject({ ok: false, code: 132001 });
  });

  test('past 250 customers a day outside a window an unverified business fails with 131049; verified it reaches more', async () => {
    const sim = await start();
    for (let i = 0; i < 251; i++) expect(await client.send(pn, template(`97253${String(1000000 + i)}7`))).toMatchObject({ ok: true });
    await sim.control.settled();
    const failed = receiver.events.filter((e) => e.kind === 'status' && e.status === 'failed');
    expect(failed).toEqual([expect.objectContaining({ recipient: '9725310002507', errors: [expect.objectContaining({ code: 131049 })] })]);
    sim.control.verifyBusiness();
    const again = await client.send(pn, template('972529999999'));
    sim.control.setMessagingLimit(null);
    const unlimited = await client.send(pn, template('972529999998'));
    await sim.control.settled();
    expect(statusesOf(receiver.events, again.ok ? again.wamid : '')[0]).toMatchObject({ status: 'sent' });
    expect(statusesOf(receiver.events, unlimited.ok ? unlimited.wamid : '')[0]).toMatchObject({ status: 'sent' });
  });
});

describe('rate limits', () => {
  test('above the throughput: 130429 with HTTP 429 and Retry-After', async () => {
    const sim = await start({ limits: { messagesPerSecond: 3 } });
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => client.send(pn, template(`9725200000${i}1`))));
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    expect(results.filter((r) => !r.ok)).toEqual(Array(3).fill(expect.objectContaining({ httpStatus: 429, code: 130429, retryAfter: 1 })));
    expect(sim.control.sent()).toHaveLength(3);
  });

  test('too many to one customer in a short time: 131056; another customer still gets through', async () => {
    await start({ limits: { pairBurst: 2, pairWindowMs: 60_000 } });
    expect(await client.send(pn, template())).toMatchObject({ ok: true });
    expect(await client.send(pn, template())).toMatchObject({ ok: true });
    expect(await client.send(pn, template())).toMatchObject({ ok: false, code: 131056 });
    expect(await client.send(pn, template('972529876543'))).toMatchObject({ ok: true });
  });
});

describe('webhooks as Meta sends them', () => {
  test('signed over the \\u-escaped bytes: the signature verifies with the app secret, not with another', async () => {
    const sim = await start();
    sim.control.inbound({ from: customer, to: business, type: 'text', text: 'שלום 😀 https://a.example/x', profileName: 'דנה' });
    await sim.control.settled();
    const [raw] = receiver.raws;
    expect(raw.toString()).toContain('\\u05e9\\u05dc\\u05d5\\u05dd \\ud83d\\ude00 https:\\/\\/a.example\\/x');
    expect(/[^\x00-\x7f]/.test(raw.toString('latin1'))).toBe(false);
    expect(receiver.events[0]).toMatchObject({ text: 'שלום 😀 https://a.example/x', profileName: 'דנה' });
    const { signWebhookBody } = await import('../webhook/signature');
    expect(webhookSignatureMatches(appSecret, raw, signWebhookBody(appSecret, raw))).toBe(true);
    expect(webhookSignatureMatches('another-secret', raw, signWebhookBody(appSecret, raw))).toBe(false);
    expect(receiver.refused).toBe(0);
  });

  test('a receiver with another secret refuses every delivery, and the simulator keeps retrying', async () => {
    await receiver.stop();
    receiver = await startWebhookReceiver('another-secret');
    const sim = await startWhatsAppSimulator({ webhookUrl: receiver.url, appSecret, token, webhookRetryMs: 5, speed: { statusStepMs: 5 } });
    simulator = sim;
    sim.control.accountUpdate('ACCOUNT_VIOLATION', { violation_info: { violation_type: 'SCAM' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.events).toEqual([]);
    expect(receiver.refused).toBeGreaterThan(1);
  });

  test('a delivery answered 500 is retried until it is taken', async () => {
    const sim = await start();
    receiver.failNext(3);
    sim.control.inbound({ from: customer, to: business, type: 'text', text: 'retry me' });
    await sim.control.settled();
    expect(receiver.events).toEqual([expect.objectContaining({ kind: 'message', text: 'retry me' })]);
    expect(sim.control.webhookStats()).toMatchObject({ retried: 3 });
  });

  test('a callback URL changed on the way goes to the new receiver from then on, the old one gets nothing more', async () => {
    const sim = await start();
    const moved = await startWebhookReceiver(appSecret);
    try {
      sim.control.setWebhookUrl(moved.url);
      sim.control.inbound({ from: customer, to: business, type: 'text', text: 'to the new address' });
      await sim.control.settled();
      expect(moved.events).toEqual([expect.objectContaining({ kind: 'message', text: 'to the new address' })]);
      expect(receiver.events).toEqual([]);
    } finally {
      await moved.stop();
    }
  });

  test('duplicates are delivered when asked', async () => {
    const sim = await start({ faults: { duplicateRate: 1 } });
    receiver.events.length = 0;
    const wamid = sim.control.inbound({ from: customer, to: business, type: 'text', text: 'twice' });
    await sim.control.settled();
    expect(receiver.events.filter((e) => e.kind === 'message' && e.wamid === wamid)).toHaveLength(2);
    expect(receiver.raws[0]).toEqual(receiver.raws[1]);
  });

  test('out of order: with jitter, statuses of many messages do not all arrive in order', async () => {
    const sim = await start({ faults: { outOfOrder: true }, speed: { statusStepMs: 2, moderationMs: 5 } });
    for (let i = 0; i < 40; i++) await client.send(pn, template(`9725211${String(10000 + i)}7`));
    await sim.control.settled();
    const rank = { sent: 0, delivered: 1, read: 2, failed: 3 };
    const byMessage = new Map<string, number[]>();
    for (const e of receiver.events) if (e.kind === 'status') byMessage.set(e.wamid, [...(byMessage.get(e.wamid) ?? []), rank[e.status]]);
    expect([...byMessage.values()].every((ranks) => ranks.length === 3)).toBe(true);
    expect([...byMessage.values()].some((ranks) => ranks.join() !== '0,1,2')).toBe(true);
  });

  test('inbound of every kind reads back through the parser', async () => {
    const sim = await start();
    const sent = await client.send(pn, template());
    const about = sent.ok ? sent.wamid : '';
    sim.control.inbound({ from: customer, to: business, type: 'reaction', reaction: { messageId: about, emoji: '👍' } });
    sim.control.inbound({ from: customer, to: business, type: 'button', button: { text: 'Stop promotions' }, replyTo: about });
    sim.control.inbound({ from: customer, to: pn, type: 'interactive', button: { id: 'yes', text: 'Yes' }, replyTo: about });
    sim.control.inbound({ from: customer, to: business, type: 'system', newWaId: '972529999999' });
    sim.control.inbound({ from: customer, to: business, type: 'unsupported' });
    await sim.control.settled();
    const messages = receiver.events.filter((e) => e.kind === 'message');
    expect(messages.map((m) => (m.kind === 'message' ? [m.type, m.text ?? m.emoji ?? null, m.contextWamid ?? null] : []))).toEqual([
      ['reaction', '👍', about],
      ['button', 'Stop promotions', about],
      ['interactive', 'Yes', about],
      ['system', 'User changed from 972521111111 to 972529999999', null],
      ['unsupported', null, null],
    ]);
    expect(messages[3]).not.toHaveProperty('profileName');
    expect(messages[4]).toMatchObject({ errors: [{ code: 131051 }] });
  });
});

describe('media', () => {
  test('upload → send by id → resolve → download with the token; the URL expires, then 404', async () => {
    const sim = await start({ speed: { statusStepMs: 5, mediaUrlMs: 1500 } });
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 9, 8, 7]);
    const uploaded = await client.uploadMedia(pn, { data: jpeg, mimeType: 'image/jpeg', fileName: 'a.jpg' });
    if (!uploaded.ok) throw new Error(uploaded.title);
    sim.control.inbound({ from: customer, to: business, type: 'text', text: 'send me a photo' });
    expect(await client.send(pn, { type: 'image', to: customer, mediaId: uploaded.mediaId, caption: 'here' })).toMatchObject({ ok: true });
    expect(await client.send(pn, { type: 'image', to: customer, mediaId: '404404' })).toMatchObject({ ok: false, code: 131053 });
    expect(await client.downloadMedia(uploaded.mediaId)).toEqual({ ok: true, data: jpeg, mimeType: 'image/jpeg' });

    const resolved = (await (await fetch(`${sim.url}/v23.0/${uploaded.mediaId}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { url: string; file_size: string };
    expect(resolved.file_size).toBe(String(jpeg.length));
    expect((await fetch(resolved.url)).status).toBe(401);
    expect((await fetch(resolved.url, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await fetch(resolved.url, { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);
  });

  test('a type Meta does not take is 131053; inbound media downloads by the id in the webhook', async () => {
    const sim = await start();
    expect(await client.uploadMedia(pn, { data: Buffer.from('MZ'), mimeType: 'application/x-msdownload', fileName: 'a.exe' })).toMatchObject({ ok: false, code: 131053 });
    const pdf = Buffer.from('%PDF-1.4 invoice');
    sim.control.inbound({ from: customer, to: business, type: 'document', media: { data: pdf, mimeType: 'application/pdf', fileName: 'inv.pdf', caption: 'Invoice' } });
    await sim.control.settled();
    const [message] = receiver.events;
    expect(message).toMatchObject({ type: 'document', caption: 'Invoice', media: { mimeType: 'application/pdf', filename: 'inv.pdf' } });
    const media = message.kind === 'message' ? message.media : undefined;
    expect(await client.downloadMedia(media?.id ?? '')).toEqual({ ok: true, data: pdf, mimeType: 'application/pdf' });
  });
});
