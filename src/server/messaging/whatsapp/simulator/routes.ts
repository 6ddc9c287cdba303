/**
 * The simulator's HTTP face: Meta's Graph paths under `/{version}/…` (WHATSAPP-CLOUD-API.md
 * §2-§6), a Bearer token on every call (190 with HTTP 401 otherwise), answers and refusals in
 * Meta's shapes, and the media download URLs outside the versioned paths, as Meta serves them
 * from another host.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { phoneNumberOf, unknownObject, type SimContext } from './context';
import { GraphError, invalidParameter } from './graphError';
import type { MediaStore } from './media';
import type { Messaging, SimInbound } from './messages';
import { addPhoneNumber, deregister, getProfile, listPhoneNumbers, phoneFields, register, requestCode, setProfile, verifyCode } from './numbers';
import type { TemplateDesk } from './templateDesk';
import { ResumableUploads } from './uploads';

export interface SimulatorParts {
  ctx: SimContext;
  token: string;
  messaging: Messaging;
  media: MediaStore;
  templates: TemplateDesk;
  /** The simulator's own origin, for URLs it hands out. */
  origin(): string;
}

const maxBody = 110 * 1024 * 1024;

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBody) {
        reject(invalidParameter('Request too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function jsonOf(raw: Buffer): unknown {
  if (!raw.length) return {};
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw invalidParameter('The body is not JSON');
  }
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

/**
 * The control plane over HTTP, for what runs in another process than the simulator (the browser
 * tests against the embedded default): a customer writes a text, now or `ageSeconds` ago (a
 * delivery Meta retried for that long). Same token as the Graph paths; Meta has no such path.
 */
function controlInbound(body: unknown, now: number): SimInbound {
  const { from, to, text, ageSeconds } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (typeof from !== 'string' || !/^\d{6,16}$/.test(from) || typeof to !== 'string' || typeof text !== 'string') throw invalidParameter('from (digits), to and text are required');
  const age = typeof ageSeconds === 'number' && ageSeconds > 0 ? ageSeconds : 0;
  return { from, to, type: 'text', text, sentAt: now - age * 1000 };
}

const unauthorized = () => new GraphError(401, 190, 'Invalid OAuth access token - Cannot parse access token', 'The access token is missing or not this app’s', { subcode: 463 });

export function handleRequest(parts: SimulatorParts) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    try {
      const url = new URL(req.url ?? '/', 'http://simulator');
      const segments = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
      const [version, id, edge, ...rest] = segments;
      // The resumable upload's byte transfer is authorized as `OAuth <token>` (uploads.ts checks its own).
      const uploading = Boolean(version && id && !rest.length && ResumableUploads.owns(id, edge));
      if (!uploading && req.headers.authorization !== `Bearer ${parts.token}`) throw unauthorized();
      const method = req.method ?? 'GET';
      const raw = await readBody(req);

      if (segments[0] === '_control' && segments[1] === 'inbound' && method === 'POST') return send(res, 200, { wamid: parts.messaging.inbound(controlInbound(jsonOf(raw), parts.ctx.now())) });
      if (segments[0] === 'whatsapp_business' && segments[1] === 'attachments' && method === 'GET') {
        const media = parts.media.download(url.searchParams.get('token') ?? '');
        if (!media) return send(res, 404, { error: { message: 'URL expired or not found', code: 100 } });
        res.writeHead(200, { 'content-type': media.mimeType, 'content-length': media.data.length, ...(media.fileName ? { 'content-disposition': `attachment; filename="${encodeURIComponent(media.fileName)}"` } : {}) });
        res.end(media.data);
        return;
      }
      if (!version || !/^v\d+\.\d+$/.test(version) || !id || rest.length) throw new GraphError(400, 100, 'Unknown path components', url.pathname);
      if (uploading) return send(res, 200, parts.ctx.uploads.route(method, id, url, raw, req.headers));
      const answer = await route(parts, method, version, id, edge, url, raw, req);
      if (answer === null) throw unknownObject(id, method);
      send(res, 200, answer);
    } catch (error) {
      if (error instanceof GraphError) {
        const retryAfter = error.extra.retryAfter;
        send(res, error.httpStatus, error.body, retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) });
        return;
      }
      send(res, 500, { error: { message: '(#1) An unknown error occurred', type: 'OAuthException', code: 1, error_data: { details: String(error) } } });
    }
  };
}

async function route(parts: SimulatorParts, method: string, version: string, id: string, edge: string | undefined, url: URL, raw: Buffer, req: IncomingMessage): Promise<object | null> {
  const { ctx } = parts;
  const self = `${parts.origin()}/${version}/${id}/${edge ?? ''}`;
  switch (`${method} ${edge ?? ''}`) {
    case 'POST messages':
      return parts.messaging.handle(id, jsonOf(raw));
    case 'POST media': {
      phoneNumberOf(ctx, id, 'POST');
      const request = new Request('http://simulator/upload', { method: 'POST', headers: { 'content-type': String(req.headers['content-type'] ?? '') }, body: new Uint8Array(raw) });
      return parts.media.upload(id, request);
    }
    case 'POST message_templates':
      return parts.templates.create(id, jsonOf(raw));
    case 'GET message_templates':
      return parts.templates.list(id, url.searchParams, self);
    case 'DELETE message_templates':
      return parts.templates.delete(id, url.searchParams);
    case 'POST phone_numbers':
      return addPhoneNumber(ctx, id, jsonOf(raw));
    case 'GET phone_numbers':
      return listPhoneNumbers(ctx, id);
    case 'POST request_code':
      return requestCode(ctx, id, jsonOf(raw));
    case 'POST verify_code':
      return verifyCode(ctx, id, jsonOf(raw));
    case 'POST register':
      return register(ctx, id, jsonOf(raw));
    case 'POST deregister':
      return deregister(ctx, id);
    case 'GET whatsapp_business_profile':
      return getProfile(ctx, id);
    case 'POST whatsapp_business_profile':
      return setProfile(ctx, id, jsonOf(raw));
    case 'GET ': {
      const media = parts.media.resolve(id, parts.origin());
      if (media) return media;
      const phone = ctx.state.phoneNumbers[id];
      if (phone) return phoneFields(ctx)(phone);
      return parts.templates.get(id);
    }
    case 'DELETE ':
      return parts.media.delete(id) ? { success: true } : null;
    default:
      return null;
  }
}
