/**
 * Whether an uploaded CSV or TXT is really text, and its text: UTF-8 (its byte-order mark
 * dropped), UTF-16 with a byte-order mark (Excel's "Unicode text"), or else Windows-1255 (how
 * Hebrew Excel saves CSV). A file of another kind that only has a text name (a PDF, an image,
 * an archive) is not text: it starts with its format's signature, or holds bytes no text has.
 */

/** The first bytes of formats people upload by mistake; a PDF can be pure ASCII, so this is not only about binary bytes. */
const signatures: readonly (readonly number[])[] = [
  [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF8
  [0x50, 0x4b, 0x03, 0x04], // zip (xlsx, docx)
  [0xd0, 0xcf, 0x11, 0xe0], // OLE (xls, doc)
  [0x1f, 0x8b], // gzip
  [0x52, 0x49, 0x46, 0x46], // RIFF (wav, webp)
  [0x49, 0x44, 0x33], // ID3 (mp3)
  [0x25, 0x21, 0x50, 0x53], // %!PS
  [0x7b, 0x5c, 0x72, 0x74, 0x66], // {\rtf
];

export const startsWithBytes = (data: Buffer, magic: readonly number[]): boolean => data.length >= magic.length && magic.every((b, i) => data[i] === b);

export const hasKnownSignature = (data: Buffer): boolean => signatures.some((magic) => startsWithBytes(data, magic));

/** Control characters no CSV holds (tab, line ends, vertical tab and form feed are fine). */
const notText = /[\x00-\x08\x0e-\x1f\x7f]/;

function decode(data: Buffer): string | null {
  const fatal = (encoding: string, bytes: Uint8Array) => new TextDecoder(encoding, { fatal: true, ignoreBOM: false }).decode(bytes);
  try {
    if (startsWithBytes(data, [0xff, 0xfe])) return fatal('utf-16le', data);
    if (startsWithBytes(data, [0xfe, 0xff])) return fatal('utf-16be', data);
    try {
      return fatal('utf-8', data);
    } catch {
      return fatal('windows-1255', data);
    }
  } catch {
    return null;
  }
}

/** The file's text, or null when it is not text. */
export function textOf(data: Buffer): string | null {
  if (hasKnownSignature(data)) return null;
  // A DOS end-of-file mark at the very end is a leftover of old exports, not content.
  const text = decode(data)?.replace(/\x1a+$/, '');
  if (text === undefined || notText.test(text)) return null;
  return text;
}
