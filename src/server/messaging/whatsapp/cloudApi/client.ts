/**
 * The WhatsApp Cloud API over HTTP (WHATSAPP-CLOUD-API.md §1-§7): one client for Meta's
 * graph.facebook.com and for the simulator, which speaks the same paths and bodies. Every
 * call carries the Bearer token (the media byte download too: Meta refuses it otherwise) and
 * gives up after `timeoutMs`; a call that got no answer fails with httpStatus 0.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { BusinessProfile, CloudApiFailure, CloudApiResult, ProviderTemplate, WhatsAppCloudApi } from '../types';
import { graphFailure, linkFailure } from './graphFailure';
import { messageBody } from './messageBody';
import { exchange, type Exchange } from './transport';

export interface CloudApiSettings {
  /** `https://graph.facebook.com` or the simulator's address, without the version. */
  baseUrl: string;
  /** Graph API version, e.g. `v23.0`. */
  version: string;
  token: string;
  /** Per call, the media download included. */
  timeoutMs?: number;
}

const defaultTimeoutMs = 15_000;
/** A WABA holds at most 250 templates (M-ERR 2388019); a list longer than this many pages is a loop. */
const maxTemplatePages = 50;
const profileFields = 'about,address,description,email,profile_picture_url,websites,vertical';

type Answer = { ok: true; status: number; body: unknown; bytes?: Buffer; mimeType?: string } | CloudApiFailure;

type Json = Record<string, unknown>;

const field = (body: unknown, key: string): unknown => (body && typeof body === 'object' ? (body as Json)[key] : undefined);
const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : undefined);

export function createCloudApiClient(settings: CloudApiSettings): WhatsAppCloudApi {
  const base = `${settings.baseUrl.replace(/\/+$/, '')}/${settings.version}`;
  const timeoutMs = settings.timeoutMs ?? defaultTimeoutMs;
  const auth = { authorization: `Bearer ${settings.token}` };

  /** `upload`: raw bytes with their own headers (the resumable upload's transfer is authorized as `OAuth <token>`). */
  async function call(method: string, url: string, body?: Json | FormData, raw = false, upload?: { bytes: Buffer; headers: Record<string, string> }): Promise<Answer> {
    let response: Exchange;
    let bytes: Buffer;
    try {
      const headers: Record<string, string> = upload ? upload.headers : { ...auth };
      if (body instanceof FormData) {
        const answer = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(timeoutMs) });
        bytes = Buffer.from(await answer.arrayBuffer());
        response = { status: answer.status, ok: answer.ok, header: (name) => answer.headers.get(name), bytes };
      } else {
        let payload: string | Uint8Array | undefined;
        if (upload) payload = new Uint8Array(upload.bytes);
        else if (body) {
          headers['content-type'] = 'application/json';
          payload = JSON.stringify(body);
        }
        response = await exchange(method, url, headers, payload, timeoutMs);
        bytes = response.bytes;
      }
    } catch (error) {
      return linkFailure(error);
    }
    const mimeType = response.header('content-type') ?? 'application/octet-stream';
    if (raw && response.ok) return { ok: true, status: response.status, body: null, bytes, mimeType };
    let parsed: unknown = null;
    try {
      parsed = bytes.length ? JSON.parse(bytes.toString('utf8')) : null;
    } catch {
      parsed = null;
    }
    if (!response.ok || field(parsed, 'error')) return graphFailure(response.status, parsed, response.header('retry-after'));
    return { ok: true, status: response.status, body: parsed };
  }

  const path = (...parts: string[]) => `${base}/${parts.map(encodeURIComponent).join('/')}`;
  const success = async (answer: Promise<Answer>): Promise<CloudApiResult<object>> => {
    const done = await answer;
    return done.ok ? { ok: true } : done;
  };

  return {
    async send(phoneNumberId, message, callbackData) {
      const answer = await call('POST', path(phoneNumberId, 'messages'), messageBody(message, callbackData));
      if (!answer.ok) return answer;
      const sent = first(field(answer.body, 'messages'));
      const contact = first(field(answer.body, 'contacts'));
      const wamid = String(field(sent, 'id') ?? '');
      const status = field(sent, 'message_status');
      return {
        ok: true,
        wamid,
        waId: String(field(contact, 'wa_id') ?? message.to.replace(/\D/g, '')),
        ...(typeof status === 'string' ? { messageStatus: status } : {}),
      };
    },

    markRead(phoneNumberId, wamid) {
      return success(call('POST', path(phoneNumberId, 'messages'), { messaging_product: 'whatsapp', status: 'read', message_id: wamid }));
    },

    async uploadMedia(phoneNumberId, file) {
      const form = new FormData();
      form.append('messaging_product', 'whatsapp');
      form.append('type', file.mimeType);
      form.append('file', new Blob([new Uint8Array(file.data)], { type: file.mimeType }), file.fileName);
      const answer = await call('POST', path(phoneNumberId, 'media'), form);
      return answer.ok ? { ok: true, mediaId: String(field(answer.body, 'id')) } : answer;
    },

    async downloadMedia(mediaId) {
      const resolved = await call('GET', path(mediaId));
      if (!resolved.ok) return resolved;
      const url = field(resolved.body, 'url');
      if (typeof url !== 'string') return { ok: false, httpStatus: resolved.status, code: 0, title: 'media without url', details: '' };
      const file = await call('GET', url, undefined, true);
      if (!file.ok) return file;
      const mimeType = field(resolved.body, 'mime_type');
      return { ok: true, data: file.bytes ?? Buffer.alloc(0), mimeType: typeof mimeType === 'string' ? mimeType : (file.mimeType ?? 'application/octet-stream') };
    },

    async createTemplate(wabaId, template) {
      const answer = await call('POST', path(wabaId, 'message_templates'), { ...template });
      if (!answer.ok) return answer;
      return { ok: true, id: String(field(answer.body, 'id')), status: String(field(answer.body, 'status') ?? 'PENDING'), category: String(field(answer.body, 'category') ?? template.category) };
    },

    async listTemplates(wabaId) {
      const templates: ProviderTemplate[] = [];
      let url: string | undefined = `${path(wabaId, 'message_templates')}?limit=100`;
      for (let page = 0; url && page < maxTemplatePages; page++) {
        const answer = await call('GET', url);
        if (!answer.ok) return answer;
        const data = field(answer.body, 'data');
        if (Array.isArray(data)) templates.push(...(data as ProviderTemplate[]).map((t) => ({ ...t, id: String(t.id) })));
        const next = field(field(answer.body, 'paging'), 'next');
        url = typeof next === 'string' && next ? next : undefined;
      }
      return { ok: true, templates };
    },

    deleteTemplate(wabaId, name, templateId) {
      const query = new URLSearchParams({ name, ...(templateId ? { hsm_id: templateId } : {}) });
      return success(call('DELETE', `${path(wabaId, 'message_templates')}?${query}`));
    },

    async addPhoneNumber(wabaId, phone, verifiedName) {
      const parsed = parsePhoneNumberFromString(`+${phone.replace(/\D/g, '')}`);
      const cc = parsed?.countryCallingCode ?? '';
      const national = parsed?.nationalNumber ?? phone.replace(/\D/g, '');
      const answer = await call('POST', path(wabaId, 'phone_numbers'), { cc, phone_number: national, verified_name: verifiedName });
      return answer.ok ? { ok: true, phoneNumberId: String(field(answer.body, 'id')) } : answer;
    },

    requestCode(phoneNumberId, method, language) {
      return success(call('POST', path(phoneNumberId, 'request_code'), { code_method: method, language }));
    },

    verifyCode(phoneNumberId, code) {
      return success(call('POST', path(phoneNumberId, 'verify_code'), { code }));
    },

    register(phoneNumberId, pin) {
      return success(call('POST', path(phoneNumberId, 'register'), { messaging_product: 'whatsapp', pin }));
    },

    deregister(phoneNumberId) {
      return success(call('POST', path(phoneNumberId, 'deregister')));
    },

    async resumableUpload(file) {
      const query = new URLSearchParams({ file_name: file.fileName, file_length: String(file.data.length), file_type: file.mimeType });
      const session = await call('POST', `${path('app', 'uploads')}?${query}`);
      if (!session.ok) return session;
      const id = field(session.body, 'id');
      // The session id goes into the path as Meta gave it (`upload:…`), so it is checked to be nothing else.
      if (typeof id !== 'string' || !/^upload:[\w=-]+$/.test(id)) return { ok: false, httpStatus: session.status, code: 0, title: 'upload session without id', details: String(id) };
      const headers = { authorization: `OAuth ${settings.token}`, file_offset: '0', 'content-type': 'application/octet-stream' };
      const sent = await call('POST', `${base}/${id}`, undefined, false, { bytes: file.data, headers });
      if (!sent.ok) return sent;
      const handle = field(sent.body, 'h');
      return typeof handle === 'string' && handle ? { ok: true, handle } : { ok: false, httpStatus: sent.status, code: 0, title: 'upload without handle', details: '' };
    },

    async getBusinessProfile(phoneNumberId) {
      const answer = await call('GET', `${path(phoneNumberId, 'whatsapp_business_profile')}?fields=${profileFields}`);
      if (!answer.ok) return answer;
      const profile = (first(field(answer.body, 'data')) ?? {}) as BusinessProfile & { messaging_product?: string };
      const { messaging_product: _product, ...rest } = profile;
      return { ok: true, profile: rest };
    },

    async getThroughput(phoneNumberId) {
      const answer = await call('GET', `${path(phoneNumberId)}?fields=throughput`);
      if (!answer.ok) return answer;
      const level = field(field(answer.body, 'throughput'), 'level');
      return typeof level === 'string' ? { ok: true, level } : { ok: false, httpStatus: answer.status, code: 0, title: 'no throughput level', details: '' };
    },

    setBusinessProfile(phoneNumberId, profile) {
      // profile_picture_url is what GET shows; POST takes a resumable-upload handle instead.
      const { profile_picture_url: _shown, ...settable } = profile;
      return success(call('POST', path(phoneNumberId, 'whatsapp_business_profile'), { messaging_product: 'whatsapp', ...settable }));
    },
  };
}
