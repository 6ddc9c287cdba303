/**
 * The client against a loopback server that answers with Meta's own example bodies and records
 * what it was sent: the paths, headers and JSON are held to Meta's reference, not to our
 * simulator.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as meta from '../metaExamples';
import type { WhatsAppCloudApi } from '../types';
import { createCloudApiClient } from './client';

interface Recorded {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

type Answer = { status?: number; json?: unknown; bytes?: Buffer; headers?: Record<string, string>; drop?: boolean; hang?: boolean };

let server: Server;
let baseUrl: string;
let requests: Recorded[] = [];
let answer: (request: Recorded) => Answer = () => ({ json: meta.successResponse });

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
      requests.push(recorded);
      const given = answer(recorded);
      if (given.drop) return req.socket.destroy();
      if (given.hang) return;
      const body = given.bytes ?? Buffer.from(JSON.stringify(given.json ?? {}));
      res.writeHead(given.status ?? 200, { 'content-type': given.bytes ? 'image/jpeg' : 'application/json', ...given.headers });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let client: WhatsAppCloudApi;
beforeEach(() => {
  requests = [];
  answer = () => ({ json: meta.successResponse });
  client = createCloudApiClient({ baseUrl, version: 'v23.0', token: 'EAAG-token', timeoutMs: 500 });
});

const pn = meta.examplePhoneNumberId;
const waba = meta.exampleWabaId;
const json = (request: Recorded): unknown => JSON.parse(request.body.toString());

describe('the requests the client sends are Meta’s', () => {
  test('a text message: path, Bearer, JSON body; the answer gives wamid and wa_id', async () => {
    answer = () => ({ json: meta.sendTextResponse });
    const result = await client.send(pn, { type: 'text', to: '16505551234', text: 'שלום', replyTo: 'wamid.IN' }, 'campaign-7:recipient-42');
    expect(result).toEqual({ ok: true, wamid: meta.sendTextResponse.messages[0].id, waId: '16505551234' });
    const [request] = requests;
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`/v23.0/${pn}/messages`);
    expect(request.headers.authorization).toBe('Bearer EAAG-token');
    expect(request.headers['content-type']).toBe('application/json');
    expect(json(request)).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '16505551234',
      type: 'text',
      text: { preview_url: false, body: 'שלום' },
      context: { message_id: 'wamid.IN' },
      biz_opaque_callback_data: 'campaign-7:recipient-42',
    });
  });

  test('a template with a media header, body parameters and a URL button; message_status comes back', async () => {
    answer = () => ({ json: meta.sendResponse });
    const result = await client.send(pn, {
      type: 'template',
      to: '972501234567',
      name: 'order_update',
      language: 'he',
      parameters: { header: { type: 'image', link: 'https://x.example/a.jpg' }, body: ['Dana', '#123'], urlButtons: [{ index: 1, text: 'abc123' }] },
    });
    expect(result).toEqual({ ok: true, wamid: meta.sendResponse.messages[0].id, waId: '16505551234', messageStatus: 'accepted' });
    expect(json(requests[0])).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '972501234567',
      type: 'template',
      template: {
        name: 'order_update',
        language: { code: 'he' },
        components: [
          { type: 'header', parameters: [{ type: 'image', image: { link: 'https://x.example/a.jpg' } }] },
          { type: 'body', parameters: [{ type: 'text', text: 'Dana' }, { type: 'text', text: '#123' }] },
          { type: 'button', sub_type: 'url', index: '1', parameters: [{ type: 'text', text: 'abc123' }] },
        ],
      },
    });
  });

  test('a document by media id with filename and caption; audio drops the caption; a reaction', async () => {
    answer = () => ({ json: meta.sendTextResponse });
    await client.send(pn, { type: 'document', to: '1', mediaId: 'M1', filename: 'inv.pdf', caption: 'Invoice' });
    await client.send(pn, { type: 'audio', to: '1', mediaId: 'M2', caption: 'ignored' });
    await client.send(pn, { type: 'reaction', to: '1', messageId: 'wamid.X', emoji: '😀' });
    expect(requests.map(json)).toEqual([
      { messaging_product: 'whatsapp', recipient_type: 'individual', to: '1', type: 'document', document: { id: 'M1', filename: 'inv.pdf', caption: 'Invoice' } },
      { messaging_product: 'whatsapp', recipient_type: 'individual', to: '1', type: 'audio', audio: { id: 'M2' } },
      { messaging_product: 'whatsapp', recipient_type: 'individual', to: '1', type: 'reaction', reaction: { message_id: 'wamid.X', emoji: '😀' } },
    ]);
  });

  test('mark read', async () => {
    expect(await client.markRead(pn, 'wamid.IN')).toEqual({ ok: true });
    expect(requests[0].url).toBe(`/v23.0/${pn}/messages`);
    expect(json(requests[0])).toEqual({ messaging_product: 'whatsapp', status: 'read', message_id: 'wamid.IN' });
  });

  test('media upload is multipart to /{phone-number-id}/media with messaging_product, type and the file', async () => {
    answer = () => ({ json: meta.mediaUploadResponse });
    const data = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    expect(await client.uploadMedia(pn, { data, mimeType: 'image/jpeg', fileName: 'a.jpg' })).toEqual({ ok: true, mediaId: '1037543291543636' });
    const [request] = requests;
    expect(request.url).toBe(`/v23.0/${pn}/media`);
    expect(request.headers.authorization).toBe('Bearer EAAG-token');
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const form = await new Response(new Uint8Array(request.body), { headers: { 'content-type': String(request.headers['content-type']) } }).formData();
    expect(form.get('messaging_product')).toBe('whatsapp');
    expect(form.get('type')).toBe('image/jpeg');
    const file = form.get('file') as File;
    expect(file.name).toBe('a.jpg');
    expect(file.type).toBe('image/jpeg');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(data);
  });

  test('media download resolves the id, then fetches the URL with the Bearer token too', async () => {
    const bytes = Buffer.from('jpeg-bytes');
    answer = (request) => (request.url.startsWith('/lookaside') ? { bytes } : { json: meta.mediaUrlResponse(`${baseUrl}/lookaside/whatsapp_business/?mid=1037543291543636&ext=1`) });
    expect(await client.downloadMedia('1037543291543636')).toEqual({ ok: true, data: bytes, mimeType: 'image/jpeg' });
    expect(requests.map((r) => [r.method, r.url, r.headers.authorization])).toEqual([
      ['GET', '/v23.0/1037543291543636', 'Bearer EAAG-token'],
      ['GET', '/lookaside/whatsapp_business/?mid=1037543291543636&ext=1', 'Bearer EAAG-token'],
    ]);
  });

  test('an expired media URL (404 on download) is a failure', async () => {
    answer = (request) => (request.url.startsWith('/lookaside') ? { status: 404, json: {} } : { json: meta.mediaUrlResponse(`${baseUrl}/lookaside/x`) });
    expect(await client.downloadMedia('1')).toMatchObject({ ok: false, httpStatus: 404 });
  });

  test('template create posts the template as Meta takes it', async () => {
    answer = () => ({ json: meta.templateCreateResponse });
    expect(await client.createTemplate(waba, meta.templateCreateRequest)).toEqual({ ok: true, ...meta.templateCreateResponse });
    expect(requests[0].url).toBe(`/v23.0/${waba}/message_templates`);
    expect(json(requests[0])).toEqual(meta.templateCreateRequest);
  });

  test('template list follows paging.next to the end', async () => {
    const next = `${baseUrl}/v23.0/${waba}/message_templates?limit=100&after=MQZDZD`;
    answer = (request) => ({ json: request.url.includes('after=') ? meta.templateListPage2 : meta.templateListPage1(next) });
    const result = await client.listTemplates(waba);
    expect(result.ok && result.templates.map((t) => [t.id, t.name, t.status, t.rejected_reason])).toEqual([
      ['1689556908129832', 'seasonal_promotion_text_only', 'APPROVED', undefined],
      ['1689556908129833', 'order_update', 'REJECTED', 'INVALID_FORMAT'],
    ]);
    expect(requests.map((r) => [r.method, r.url, r.headers.authorization])).toEqual([
      ['GET', `/v23.0/${waba}/message_templates?limit=100`, 'Bearer EAAG-token'],
      ['GET', `/v23.0/${waba}/message_templates?limit=100&after=MQZDZD`, 'Bearer EAAG-token'],
    ]);
  });

  test('template delete by name and hsm_id', async () => {
    expect(await client.deleteTemplate(waba, 'order_update', '1689556908129833')).toEqual({ ok: true });
    expect(await client.deleteTemplate(waba, 'order_update')).toEqual({ ok: true });
    expect(requests.map((r) => [r.method, r.url])).toEqual([
      ['DELETE', `/v23.0/${waba}/message_templates?name=order_update&hsm_id=1689556908129833`],
      ['DELETE', `/v23.0/${waba}/message_templates?name=order_update`],
    ]);
  });

  test('the phone ladder: add number (cc split off), request_code, verify_code, register', async () => {
    answer = (request) => ({ json: request.url.endsWith('/phone_numbers') ? meta.addPhoneNumberResponse : request.url.endsWith('/verify_code') ? meta.verifyCodeResponse : meta.successResponse });
    expect(await client.addPhoneNumber(waba, '972501234567', 'My Biz')).toEqual({ ok: true, phoneNumberId: pn });
    expect(await client.requestCode(pn, 'SMS', 'he')).toEqual({ ok: true });
    expect(await client.verifyCode(pn, '123456')).toEqual({ ok: true });
    expect(await client.register(pn, '654321')).toEqual({ ok: true });
    expect(requests.map((r) => [r.url, json(r)])).toEqual([
      [`/v23.0/${waba}/phone_numbers`, { cc: '972', phone_number: '501234567', verified_name: 'My Biz' }],
      [`/v23.0/${pn}/request_code`, { code_method: 'SMS', language: 'he' }],
      [`/v23.0/${pn}/verify_code`, { code: '123456' }],
      [`/v23.0/${pn}/register`, { messaging_product: 'whatsapp', pin: '654321' }],
    ]);
  });

  test('business profile: GET with fields answers data[0]; POST adds messaging_product', async () => {
    answer = (request) => ({ json: request.method === 'GET' ? meta.businessProfileResponse : meta.successResponse });
    const got = await client.getBusinessProfile(pn);
    const { messaging_product: _product, ...profile } = meta.businessProfileResponse.data[0];
    expect(got).toEqual({ ok: true, profile });
    expect(requests[0].url).toBe(`/v23.0/${pn}/whatsapp_business_profile?fields=about,address,description,email,profile_picture_url,websites,vertical`);
    expect(await client.setBusinessProfile(pn, { about: 'Hi', websites: ['https://a.example'], profile_picture_url: 'https://shown' })).toEqual({ ok: true });
    expect(json(requests[1])).toEqual({ messaging_product: 'whatsapp', about: 'Hi', websites: ['https://a.example'] });
  });
});

describe('refusals read as CloudApiFailure', () => {
  test('131047: code, title from "(#code) title", details from error_data', async () => {
    answer = () => ({ status: 400, json: meta.errorReEngagement });
    expect(await client.send(pn, { type: 'text', to: '1', text: 'hi' })).toEqual({
      ok: false,
      httpStatus: 400,
      code: 131047,
      title: 'Re-engagement message',
      details: meta.errorReEngagement.error.error_data.details,
    });
  });

  test('130429 on HTTP 429 with Retry-After in seconds', async () => {
    answer = () => ({ status: 429, json: meta.errorThroughput, headers: { 'retry-after': '7' } });
    expect(await client.send(pn, { type: 'text', to: '1', text: 'hi' })).toMatchObject({ ok: false, httpStatus: 429, code: 130429, title: 'Rate limit hit', details: 'Cloud API message throughput has been reached.', retryAfter: 7 });
  });

  test('Retry-After as an HTTP date', async () => {
    answer = () => ({ status: 429, json: meta.errorThroughput, headers: { 'retry-after': new Date(Date.now() + 30_000).toUTCString() } });
    const result = await client.send(pn, { type: 'text', to: '1', text: 'hi' });
    expect(!result.ok && result.retryAfter).toBeGreaterThanOrEqual(28);
  });

  test('132001 on a template send', async () => {
    answer = () => ({ status: 400, json: meta.errorTemplateMissing });
    expect(await client.send(pn, { type: 'template', to: '1', name: 'order_update', language: 'he', parameters: { body: [] } })).toMatchObject({ code: 132001, title: 'Template name does not exist in the translation' });
  });

  test('190 token expired: no (#code) in the message, so the user title; the subcode kept (463: expired)', async () => {
    answer = () => ({ status: 401, json: meta.errorTokenExpired });
    expect(await client.listTemplates(waba)).toEqual({ ok: false, httpStatus: 401, code: 190, subcode: 463, title: 'Access token expired', details: 'Reconnect the WhatsApp Business Account.' });
  });

  test('a 200 that carries an error envelope is still a failure', async () => {
    answer = () => ({ status: 200, json: meta.errorTemplateMissing });
    expect(await client.markRead(pn, 'w')).toMatchObject({ ok: false, httpStatus: 200, code: 132001 });
  });

  test('a 5xx without an envelope', async () => {
    answer = () => ({ status: 502, bytes: Buffer.from('<html>Bad gateway</html>') });
    expect(await client.register(pn, '1')).toEqual({ ok: false, httpStatus: 502, code: 0, title: 'HTTP 502', details: '' });
  });

  test('a dropped connection is httpStatus 0', async () => {
    answer = () => ({ drop: true });
    expect(await client.send(pn, { type: 'text', to: '1', text: 'hi' })).toMatchObject({ ok: false, httpStatus: 0, code: 0, title: 'network failure' });
  });

  test('no answer within the timeout is httpStatus 0', async () => {
    answer = () => ({ hang: true });
    expect(await client.requestCode(pn, 'VOICE', 'en')).toMatchObject({ ok: false, httpStatus: 0, title: 'timeout' });
  });

  test('nothing listening is httpStatus 0', async () => {
    const closed = createCloudApiClient({ baseUrl: 'http://127.0.0.1:1', version: 'v23.0', token: 't', timeoutMs: 500 });
    expect(await closed.markRead(pn, 'w')).toMatchObject({ ok: false, httpStatus: 0 });
  });
});
