/**
 * What an uploaded WhatsApp file really is, read from its first bytes (never from its name or
 * the browser's content type), and an image's size in pixels. Meta refuses media whose bytes do
 * not match the declared type (131053), so the sniffed type is the one sent on.
 */
import { startsWithBytes } from './sheets/text';

export type MediaKind = 'image' | 'document' | 'audio' | 'video';

export interface SniffedMedia {
  kind: MediaKind;
  mimeType: string;
  extension: string;
}

const ascii = (data: Buffer, at: number, length: number): string => data.subarray(at, at + length).toString('latin1');

export function sniffMedia(data: Buffer): SniffedMedia | null {
  if (startsWithBytes(data, [0xff, 0xd8, 0xff])) return { kind: 'image', mimeType: 'image/jpeg', extension: 'jpg' };
  if (startsWithBytes(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { kind: 'image', mimeType: 'image/png', extension: 'png' };
  if (ascii(data, 0, 6) === 'GIF87a' || ascii(data, 0, 6) === 'GIF89a') return { kind: 'image', mimeType: 'image/gif', extension: 'gif' };
  if (ascii(data, 0, 5) === '%PDF-') return { kind: 'document', mimeType: 'application/pdf', extension: 'pdf' };
  if (ascii(data, 4, 4) === 'ftyp') {
    const brand = ascii(data, 8, 4);
    if (brand.startsWith('M4A')) return { kind: 'audio', mimeType: 'audio/mp4', extension: 'm4a' };
    if (brand.startsWith('3gp')) return { kind: 'video', mimeType: 'video/3gpp', extension: '3gp' };
    return { kind: 'video', mimeType: 'video/mp4', extension: 'mp4' };
  }
  if (ascii(data, 0, 4) === 'OggS') return { kind: 'audio', mimeType: 'audio/ogg', extension: 'ogg' };
  if (ascii(data, 0, 5) === '#!AMR') return { kind: 'audio', mimeType: 'audio/amr', extension: 'amr' };
  if (ascii(data, 0, 3) === 'ID3' || (data.length > 1 && data[0] === 0xff && (data[1] & 0xe0) === 0xe0)) return { kind: 'audio', mimeType: 'audio/mpeg', extension: 'mp3' };
  return null;
}

/** An image's width and height from its header (PNG, GIF, JPEG); null when they cannot be read. */
export function imageSizeOf(data: Buffer, mimeType: string): { width: number; height: number } | null {
  if (mimeType === 'image/png' && data.length >= 24 && ascii(data, 12, 4) === 'IHDR') return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
  if (mimeType === 'image/gif' && data.length >= 10) return { width: data.readUInt16LE(6), height: data.readUInt16LE(8) };
  if (mimeType !== 'image/jpeg') return null;
  // Walk the JPEG segments to the first start-of-frame marker, which holds the size.
  let at = 2;
  while (at + 9 < data.length) {
    if (data[at] !== 0xff) return null;
    const marker = data[at + 1];
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = data.readUInt16BE(at + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { height: data.readUInt16BE(at + 5), width: data.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  return null;
}
