/**
 * Meta's Resumable Upload API, the one way a file becomes a *handle* (M-COMP: a media template
 * header's `example.header_handle`; OAS: a business profile's `profile_picture_handle`):
 *   POST /{v}/app/uploads?file_name=&file_length=&file_type=   (Bearer)  → {"id":"upload:<session>"}
 *   POST /{v}/upload:<session>  Authorization: OAuth <token>, file_offset: <n>, the bytes → {"h":"4::…"}
 *   GET  /{v}/upload:<session>  Authorization: OAuth <token>  → {"id":"upload:<session>","file_offset":<n>}
 * An upload may be resumed: the bytes go at file_offset, which must be where the session stands.
 * The file's bytes must be the type the session declared (Meta checks the file, not its name);
 * the handle is answered once all file_length bytes arrived. Handles are not media ids: /media
 * ids are refused where a handle is asked for, and the other way round.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { GraphError, invalidParameter } from './graphError';

/** Meta's file types for resumable uploads (pdf, jpeg, jpg, png, mp4). */
const fileTypes = new Set(['application/pdf', 'image/jpeg', 'image/jpg', 'image/png', 'video/mp4']);
/** The largest file a session takes (Meta's media limits top out at 100 MB for documents). */
const maxFileLength = 100 * 1024 * 1024;

interface UploadSession {
  fileName: string;
  fileType: string;
  fileLength: number;
  received: Buffer[];
  offset: number;
}

export interface UploadedFile {
  fileName: string;
  mimeType: string;
  data: Buffer;
}

/** Whether the bytes are what the declared type says, by their first bytes. */
function bytesAre(type: string, data: Buffer): boolean {
  if (type === 'image/jpeg' || type === 'image/jpg') return data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff;
  if (type === 'image/png') return data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  if (type === 'application/pdf') return data.subarray(0, 5).toString('latin1') === '%PDF-';
  if (type === 'video/mp4') return data.subarray(4, 8).toString('latin1') === 'ftyp';
  return false;
}

const oauthRefused = () => new GraphError(401, 190, 'Invalid OAuth access token - Cannot parse access token', 'An upload is authorized with "Authorization: OAuth <token>"', { subcode: 463 });

export class ResumableUploads {
  private readonly sessions = new Map<string, UploadSession>();
  private readonly handles = new Map<string, UploadedFile>();

  constructor(private readonly token: string) {}

  /** Whether a path is this API's: `/{v}/app/uploads` or `/{v}/upload:<session>`. */
  static owns(id: string, edge: string | undefined): boolean {
    return (id === 'app' && edge === 'uploads') || (id.startsWith('upload:') && edge === undefined);
  }

  /** Session create takes the Bearer token like every Graph call; the byte transfer takes `OAuth <token>`. */
  authorized(id: string, authorization: string | undefined): boolean {
    return id.startsWith('upload:') ? authorization === `OAuth ${this.token}` : authorization === `Bearer ${this.token}`;
  }

  route(method: string, id: string, url: URL, raw: Buffer, headers: IncomingHttpHeaders): object {
    if (!this.authorized(id, headers.authorization)) throw oauthRefused();
    if (id === 'app' && method === 'POST') return this.start(url.searchParams);
    const session = this.sessions.get(id);
    if (!session) throw new GraphError(400, 100, 'Invalid parameter', `No upload session ${id}`, { subcode: 33 });
    if (method === 'GET') return { id, file_offset: session.offset };
    if (method !== 'POST') throw invalidParameter(`${method} is not an upload call`);
    return this.receive(id, session, headers.file_offset, raw);
  }

  private start(query: URLSearchParams): object {
    const fileType = query.get('file_type') ?? '';
    const fileLength = Number(query.get('file_length'));
    if (!fileTypes.has(fileType)) throw invalidParameter(`file_type ${fileType || '(missing)'} is not one of application/pdf, image/jpeg, image/jpg, image/png, video/mp4`);
    if (!Number.isInteger(fileLength) || fileLength <= 0 || fileLength > maxFileLength) throw invalidParameter('file_length is the file’s size in bytes');
    const id = `upload:${randomBytes(18).toString('base64url')}`;
    this.sessions.set(id, { fileName: query.get('file_name') ?? '', fileType, fileLength, received: [], offset: 0 });
    return { id };
  }

  private receive(id: string, session: UploadSession, offsetHeader: string | string[] | undefined, raw: Buffer): object {
    const offset = Number(Array.isArray(offsetHeader) ? offsetHeader[0] : offsetHeader);
    if (!Number.isInteger(offset) || offset !== session.offset) throw invalidParameter(`file_offset must be ${session.offset}, where this upload stands`);
    if (!raw.length) throw invalidParameter('The request has no file bytes');
    if (session.offset + raw.length > session.fileLength) throw invalidParameter(`More bytes than the file_length ${session.fileLength} the upload declared`);
    session.received.push(raw);
    session.offset += raw.length;
    if (session.offset < session.fileLength) return { id, file_offset: session.offset };
    const data = Buffer.concat(session.received);
    this.sessions.delete(id);
    if (!bytesAre(session.fileType, data)) throw invalidParameter(`The file is not ${session.fileType}`);
    const handle = `4::${Buffer.from(session.fileType).toString('base64')}:${randomBytes(24).toString('base64url')}`;
    this.handles.set(handle, { fileName: session.fileName, mimeType: session.fileType === 'image/jpg' ? 'image/jpeg' : session.fileType, data });
    return { h: handle };
  }

  /** The file behind a handle, or undefined when no upload answered it. */
  fileOf(handle: string): UploadedFile | undefined {
    return this.handles.get(handle);
  }
}
