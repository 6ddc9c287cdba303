/**
 * Media as Meta keeps it (WHATSAPP-CLOUD-API.md §6, M-MEDIA): an upload answers an id; resolving
 * the id answers a URL that works for 5 minutes (then 404) and is fetched with the Bearer token.
 * Types and sizes are Meta's; a file whose type Meta does not take fails with 131053.
 */
import { createHash, randomBytes } from 'node:crypto';
import { GraphError, invalidParameter } from './graphError';
import { newNumericId, type SimMedia, type SimState } from './state';

const mb = 1024 * 1024;
/** Meta's accepted types and their size limits. */
const limits: [RegExp, number][] = [
  [/^image\/(jpeg|png)$/, 5 * mb],
  [/^image\/webp$/, 500 * 1024],
  [/^(audio\/(aac|amr|mpeg|mp4|ogg))$/, 16 * mb],
  [/^video\/(mp4|3gpp)$/, 16 * mb],
  [/^(text\/plain|application\/pdf|application\/(msword|vnd\.ms-excel|vnd\.ms-powerpoint)|application\/vnd\.openxmlformats-officedocument\.[a-z.]+)$/, 100 * mb],
];

export class MediaStore {
  private readonly items = new Map<string, SimMedia>();
  private readonly urls = new Map<string, { mediaId: string; expiresAt: number }>();

  constructor(
    private readonly state: SimState,
    private readonly now: () => number,
    private readonly urlLifetimeMs: () => number,
  ) {}

  has(id: string): boolean {
    return this.items.has(id);
  }

  add(phoneNumberId: string, data: Buffer, mimeType: string, fileName?: string): SimMedia {
    const type = mimeType.split(';')[0].trim().toLowerCase();
    const limit = limits.find(([pattern]) => pattern.test(type))?.[1];
    if (limit === undefined) throw new GraphError(400, 131053, 'Media upload error', `Unsupported file type ${type}`);
    if (data.length > limit) throw new GraphError(400, 131053, 'Media upload error', `${type} files are at most ${limit} bytes, this one is ${data.length}`);
    const media: SimMedia = { id: newNumericId(this.state), phoneNumberId, data, mimeType: type, fileName, sha256: createHash('sha256').update(data).digest('hex') };
    this.items.set(media.id, media);
    return media;
  }

  /** POST /{phone-number-id}/media, multipart as Meta takes it. */
  async upload(phoneNumberId: string, request: Request): Promise<object> {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      throw invalidParameter('Expected multipart/form-data');
    }
    if (form.get('messaging_product') !== 'whatsapp') throw invalidParameter('messaging_product must be whatsapp');
    const file = form.get('file');
    if (!file || typeof file === 'string') throw new GraphError(400, 131008, 'Required parameter is missing', 'file is required');
    const mimeType = String(form.get('type') || file.type || 'application/octet-stream');
    const media = this.add(phoneNumberId, Buffer.from(await file.arrayBuffer()), mimeType, file.name);
    return { id: media.id };
  }

  /** GET /{media-id}: a fresh URL, valid for its lifetime. */
  resolve(id: string, baseUrl: string): object | null {
    const media = this.items.get(id);
    if (!media) return null;
    const token = randomBytes(18).toString('base64url');
    this.urls.set(token, { mediaId: id, expiresAt: this.now() + this.urlLifetimeMs() });
    return {
      messaging_product: 'whatsapp',
      url: `${baseUrl}/whatsapp_business/attachments/?mid=${id}&token=${token}`,
      mime_type: media.mimeType,
      sha256: media.sha256,
      file_size: String(media.data.length),
      id,
    };
  }

  /** The bytes behind a URL, or null when it expired or never was. */
  download(token: string): SimMedia | null {
    const url = this.urls.get(token);
    if (!url) return null;
    if (url.expiresAt <= this.now()) {
      this.urls.delete(token);
      return null;
    }
    return this.items.get(url.mediaId) ?? null;
  }

  delete(id: string): boolean {
    return this.items.delete(id);
  }
}
