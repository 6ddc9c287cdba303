/**
 * The entries of an xlsx (a zip) read from its central directory, and one entry unpacked as
 * text a chunk at a time with a budget on the unpacked bytes: a zip bomb is refused after the
 * budget, never unpacked whole. Only what an xlsx needs: stored or deflated entries, no
 * encryption, no zip64 (a 15 MB upload does not need it).
 */
import { createInflateRaw } from 'node:zlib';
import { sheetLimits, tooLarge } from './limits';

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const endOfDirectory = 0x06054b50;
const directoryHeader = 0x02014b50;
const localHeader = 0x04034b50;
const stored = 0;
const deflated = 8;

function findEndOfDirectory(data: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65535.
  const last = Math.max(0, data.length - 22 - 0xffff);
  for (let at = data.length - 22; at >= last; at--) if (data.readUInt32LE(at) === endOfDirectory) return at;
  return -1;
}

/** The entries by name, or null when the bytes are not a zip this reader takes. */
export function zipEntries(data: Buffer): Map<string, ZipEntry> | null {
  if (data.length < 22) return null;
  const end = findEndOfDirectory(data);
  if (end < 0) return null;
  const count = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  if (count === 0xffff || at === 0xffffffff || count > sheetLimits.maxEntries) return null;
  const entries = new Map<string, ZipEntry>();
  for (let i = 0; i < count; i++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== directoryHeader) return null;
    const flags = data.readUInt16LE(at + 8);
    const method = data.readUInt16LE(at + 10);
    const compressedSize = data.readUInt32LE(at + 20);
    const size = data.readUInt32LE(at + 24);
    const nameLength = data.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
    const name = data.toString('utf8', at + 46, at + 46 + nameLength);
    const localOffset = data.readUInt32LE(at + 42);
    // Encrypted entries, zip64 sizes and unknown methods: no xlsx a person saves has them.
    if (flags & 1 || (method !== stored && method !== deflated) || compressedSize === 0xffffffff || size === 0xffffffff) return null;
    if (localOffset + 30 > data.length || next > data.length) return null;
    entries.set(name, { name, method, compressedSize, size, localOffset });
    at = next;
  }
  return entries;
}

/** What may still be unpacked from one file, shared by all its entries. */
export class UnpackBudget {
  constructor(private left: number = sheetLimits.maxUnpackedBytes) {}

  spend(bytes: number): void {
    this.left -= bytes;
    if (this.left < 0) throw tooLarge();
  }

  /** An entry that says it is larger than what is left is refused before it is unpacked. */
  allows(size: number): boolean {
    return size <= this.left;
  }
}

function packedBytes(data: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localOffset;
  if (data.readUInt32LE(at) !== localHeader) throw new Error(`zip entry ${entry.name} has no local header`);
  const start = at + 30 + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28);
  if (start + entry.compressedSize > data.length) throw new Error(`zip entry ${entry.name} is cut short`);
  return data.subarray(start, start + entry.compressedSize);
}

/** An entry's text (UTF-8), unpacked off the event loop in chunks, within the budget. */
export async function* entryText(data: Buffer, entry: ZipEntry, budget: UnpackBudget): AsyncGenerator<string> {
  if (!budget.allows(entry.size)) throw tooLarge();
  const packed = packedBytes(data, entry);
  const decoder = new TextDecoder('utf-8');
  if (entry.method === stored) {
    budget.spend(packed.length);
    yield decoder.decode(packed);
    return;
  }
  // The declared size may lie: the budget counts what really comes out.
  const inflater = createInflateRaw({ chunkSize: 64 * 1024 });
  inflater.end(packed);
  try {
    for await (const chunk of inflater) {
      budget.spend((chunk as Buffer).length);
      yield decoder.decode(chunk as Buffer, { stream: true });
    }
  } finally {
    inflater.destroy();
  }
  const tail = decoder.decode();
  if (tail) yield tail;
}
