/**
 * Meta's Resumable Upload API at the simulator, over loopback with the product's client and by
 * hand where the client would never misbehave: a session, then the bytes with `OAuth <token>`
 * and file_offset, answering a handle; the handle is what a business profile picture and a
 * media template header take (a /media id or a made-up handle is refused), and the bytes must
 * be the declared type.
 */
import { createCloudApiClient } from '../cloudApi/client';
import type { WhatsAppCloudApi } from '../types';
import { startWhatsAppSimulator, type WhatsAppSimulator } from './index';
import { registeredNumber, startWebhookReceiver, type WebhookReceiver } from './simulatorTesting';

const appSecret = 'sim-app-secret';
const token = 'sim-token';
let receiver: WebhookReceiver;
let simulator: WhatsAppSimulator;
let client: WhatsAppCloudApi;

beforeAll(async () => {
  receiver = await startWebhookReceiver(appSecret);
  simulator = await startWhatsAppSimulator({ webhookUrl: receiver.url, appSecret, token, speed: { moderationMs: 3_600_000, statusStepMs: 5 } });
  client = createCloudApiClient({ baseUrl: simulator.url, version: 'v23.0', token });
});
afterAll(async () => {
  await simulator.stop();
  await receiver.stop();
});

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 7)]);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function graph(method: string, path: string, headers: Record<string, string>, body?: Buffer) {
  const answer = await fetch(`${simulator.url}/v23.0/${path}`, { method, headers, ...(body ? { body: new Uint8Array(body) } : {}) });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> & { error?: { code: number; error_data: { details: string } } } };
}
const session = async (length: number, type: string) =>
  (await graph('POST', `app/uploads?file_name=f&file_length=${length}&file_type=${encodeURIComponent(type)}`, { authorization: `Bearer ${token}` })).body.id as string;

test('the client uploads a file and gets a handle for the same bytes', async () => {
  const uploaded = await client.resumableUpload({ data: png, mimeType: 'image/png', fileName: 'logo.png' });
  if (!uploaded.ok) throw new Error(uploaded.details);
  expect(uploaded.handle).toMatch(/^4::/);
  expect(simulator.control.uploadedFile(uploaded.handle)).toMatchObject({ mimeType: 'image/png', fileName: 'logo.png' });
  expect(simulator.control.uploadedFile(uploaded.handle)?.data.equals(png)).toBe(true);
});

test('a session asks a known type and a length; the transfer takes OAuth, not Bearer, and the offset where the upload stands', async () => {
  expect((await graph('POST', 'app/uploads?file_length=10&file_type=text/html', { authorization: `Bearer ${token}` })).body.error?.code).toBe(100);
  expect((await graph('POST', 'app/uploads?file_length=0&file_type=image/png', { authorization: `Bearer ${token}` })).body.error?.code).toBe(100);
  expect((await graph('POST', 'app/uploads?file_length=10&file_type=image/png', { authorization: 'Bearer wrong' })).status).toBe(401);
  const id = await session(png.length, 'image/png');
  expect(id).toMatch(/^upload:/);
  expect((await graph('POST', id, { authorization: `Bearer ${token}`, file_offset: '0' }, png)).status).toBe(401);
  expect((await graph('POST', id, { authorization: `OAuth ${token}`, file_offset: '5' }, png)).body.error?.code).toBe(100);
  // Resumed: half, where it stands, then the rest.
  expect((await graph('POST', id, { authorization: `OAuth ${token}`, file_offset: '0' }, png.subarray(0, 50))).body).toEqual({ id, file_offset: 50 });
  expect((await graph('GET', id, { authorization: `OAuth ${token}` })).body).toEqual({ id, file_offset: 50 });
  const done = await graph('POST', id, { authorization: `OAuth ${token}`, file_offset: '50' }, png.subarray(50));
  expect(done.body.h).toMatch(/^4::/);
  expect((await graph('POST', 'upload:nosuchsession', { authorization: `OAuth ${token}`, file_offset: '0' }, png)).body.error?.code).toBe(100);
});

test('bytes that are not the declared type are refused and answer no handle', async () => {
  const id = await session(pdf.length, 'image/png');
  const answer = await graph('POST', id, { authorization: `OAuth ${token}`, file_offset: '0' }, pdf);
  expect(answer.status).toBe(400);
  expect(answer.body.error?.error_data.details).toMatch(/not image\/png/);
  expect(await client.resumableUpload({ data: Buffer.from('<script>alert(1)</script>'), mimeType: 'image/jpeg', fileName: 'x.jpg' })).toMatchObject({ ok: false, httpStatus: 400, code: 100 });
});

test('the profile picture and a media header take a handle: a /media id, a made-up handle or a PDF as a picture are refused', async () => {
  const phoneNumberId = await registeredNumber(client, simulator.control, '972501112233');
  const media = await client.uploadMedia(phoneNumberId, { data: png, mimeType: 'image/png', fileName: 'logo.png' });
  if (!media.ok) throw new Error(media.details);
  const document = await client.resumableUpload({ data: pdf, mimeType: 'application/pdf', fileName: 'terms.pdf' });
  const picture = await client.resumableUpload({ data: png, mimeType: 'image/png', fileName: 'logo.png' });
  if (!document.ok || !picture.ok) throw new Error('upload failed');
  for (const handle of [media.mediaId, '4::made-up', document.handle]) {
    expect(await client.setBusinessProfile(phoneNumberId, { profile_picture_handle: handle })).toMatchObject({ ok: false, code: 100 });
  }
  expect(await client.getBusinessProfile(phoneNumberId)).toEqual({ ok: true, profile: {} });
  expect(await client.setBusinessProfile(phoneNumberId, { profile_picture_handle: picture.handle })).toEqual({ ok: true });
  const profile = await client.getBusinessProfile(phoneNumberId);
  expect(profile.ok && profile.profile.profile_picture_url).toMatch(/^https:\/\/pps\.whatsapp\.net\//);

  const header = (handle: string) => ({
    name: `with_header_${Math.random().toString(36).slice(2, 8)}`,
    language: 'en',
    category: 'MARKETING' as const,
    components: [
      { type: 'HEADER' as const, format: 'IMAGE' as const, example: { header_handle: [handle] } },
      { type: 'BODY' as const, text: 'Our new collection is here, come and see it.' },
    ],
  });
  expect(await client.createTemplate(simulator.control.wabaId, header(media.mediaId))).toMatchObject({ ok: false, code: 100, title: 'Header format is incorrect' });
  expect(await client.createTemplate(simulator.control.wabaId, header(document.handle))).toMatchObject({ ok: false, code: 100 });
  expect(await client.createTemplate(simulator.control.wabaId, header(picture.handle))).toMatchObject({ ok: true, status: 'PENDING' });
});
