import { textOf } from './text';

describe('a CSV or TXT upload must be text', () => {
  test('UTF-8 (with or without its mark), UTF-16 with its mark (Excel "Unicode text") and Windows-1255 are read', () => {
    expect(textOf(Buffer.from('\uFEFFטלפון,שם\n0501234567,דנה\n'))).toBe('טלפון,שם\n0501234567,דנה\n');
    expect(textOf(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('טלפון\tשם\r\n', 'utf16le')]))).toBe('טלפון\tשם\r\n');
    expect(textOf(Buffer.from([0xf9, 0xed, 0x2c, 0x31, 0x0a]))).toBe('שם,1\n');
    // A DOS end-of-file mark at the very end is dropped, not refused.
    expect(textOf(Buffer.from('a,b\n\x1a'))).toBe('a,b\n');
  });

  test('a PDF (even all ASCII), an image, an archive, or bytes no text holds are not text', () => {
    expect(textOf(Buffer.from('%PDF-1.4\n1 0 obj\n<< >>\nendobj\n'))).toBeNull();
    expect(textOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x41]))).toBeNull();
    expect(textOf(Buffer.from([0x1f, 0x8b, 0x08, 0x00]))).toBeNull();
    expect(textOf(Buffer.from('phone\n0501234567\x00\n'))).toBeNull();
    expect(textOf(Buffer.from('phone\x07\n'))).toBeNull();
    // 0xFF is no character in Windows-1255 and the bytes are no UTF-8.
    expect(textOf(Buffer.from([0x61, 0xff, 0x0a]))).toBeNull();
  });
});
