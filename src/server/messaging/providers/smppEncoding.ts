/**
 * How a text travels in submit_sm and deliver_sm: GSM-7 (unpacked, one octet a septet, as
 * SMPP carries it) or UCS-2 big-endian, split by the product's network rule
 * (src/domain/messageParts.ts) and joined again with an 8-bit concatenation header.
 * Shared by the SMPP provider and the test SMSC so both read the same bytes the same way.
 */
import * as smpp from 'smpp';
import type { DecodedMessage } from 'smpp';
import { encodingOf, splitForNetwork } from '../../../domain/messageParts';

/**
 * The package decodes every GSM short_message it reads (each receipt, at the test SMSC each
 * submit_sm) through gsmCoder.getCoder, which fills its tables once and then still counts their
 * keys on every call: about 4% of the CPU of a 100k SMPP send in the bench. The same table
 * object, remembered per variant.
 */
const packageCoder = smpp.gsmCoder.getCoder.bind(smpp.gsmCoder);
const coders = new Map<number | undefined, object>();
smpp.gsmCoder.getCoder = (encoding?: number): object => {
  let coder = coders.get(encoding);
  if (!coder) coders.set(encoding, (coder = packageCoder(encoding)));
  return coder;
};

export const DataCoding = { gsm7: 0, ucs2: 8 } as const;
export const EsmClass = { udhIndicator: 0x40, messageTypeMask: 0x3c, deliveryReceipt: 0x04 } as const;

const gsmBasic =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\x1bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** Extension characters and the code that follows ESC for each. */
const gsmExtension: Record<string, number> = { '\f': 0x0a, '^': 0x14, '{': 0x28, '}': 0x29, '\\': 0x2f, '[': 0x3c, '~': 0x3d, ']': 0x3e, '|': 0x40, '€': 0x65 };

/** GSM code per UTF-16 code unit: the basic code, 0x100 + the code after ESC, or -1 outside GSM. */
const gsmCode = new Int16Array(0x10000).fill(-1);
for (let i = 0; i < gsmBasic.length; i += 1) gsmCode[gsmBasic.charCodeAt(i)] = i;
for (const [c, code] of Object.entries(gsmExtension)) gsmCode[c.charCodeAt(0)] = 0x100 + code;
const gsmExtensionByCode = new Map<number, string>(Object.entries(gsmExtension).map(([c, code]) => [code, c]));

/** GSM 03.38 unpacked; the caller has checked (encodingOf) that every character fits. */
export function encodeGsm7(text: string): Buffer {
  const out = Buffer.allocUnsafe(text.length * 2);
  let length = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = gsmCode[text.charCodeAt(i)] ?? -1;
    if (code >= 0x100) {
      out[length++] = 0x1b;
      out[length++] = code - 0x100;
    } else out[length++] = code < 0 ? 0x20 : code;
  }
  return out.subarray(0, length);
}

export function decodeGsm7(octets: Buffer): string {
  let text = '';
  for (let i = 0; i < octets.length; i += 1) {
    const code = octets[i] ?? 0x20;
    if (code === 0x1b && i + 1 < octets.length) {
      i += 1;
      text += gsmExtensionByCode.get(octets[i] ?? 0) ?? ' ';
    } else text += gsmBasic.charAt(code & 0x7f);
  }
  return text;
}

const encodeUcs2 = (text: string): Buffer => Buffer.from(text, 'utf16le').swap16();
const decodeUcs2 = (octets: Buffer): string => Buffer.from(octets).swap16().toString('utf16le');

export interface NetworkMessage {
  dataCoding: number;
  /** 0, or the UDH indicator when the message goes in parts. */
  esmClass: number;
  /** The short_message of each part, concatenation header included when split. */
  shortMessages: Buffer[];
}

/** The submit_sm payloads of one text; `reference` numbers the parts of this message (0..255). */
export function toNetworkMessage(text: string, reference: number): NetworkMessage {
  const gsm = encodingOf(text) === 'gsm7';
  const encode = gsm ? encodeGsm7 : encodeUcs2;
  const texts = text === '' ? [''] : splitForNetwork(text);
  const dataCoding = gsm ? DataCoding.gsm7 : DataCoding.ucs2;
  if (texts.length === 1) return { dataCoding, esmClass: 0, shortMessages: [encode(texts[0] ?? '')] };
  const total = texts.length;
  return {
    dataCoding,
    esmClass: EsmClass.udhIndicator,
    shortMessages: texts.map((part, n) => Buffer.concat([Buffer.from([0x05, 0x00, 0x03, reference & 0xff, total, n + 1]), encode(part)])),
  };
}

/** Where a part belongs: the concatenation element (8- or 16-bit reference) of its UDH. */
export interface Concatenation {
  reference: number;
  total: number;
  sequence: number;
}

export function concatenationOf(udh: Buffer[] | undefined): Concatenation | null {
  for (const element of udh ?? []) {
    if (element[0] === 0x00 && element.length >= 5) return { reference: element[2] ?? 0, total: element[3] ?? 1, sequence: element[4] ?? 1 };
    if (element[0] === 0x08 && element.length >= 6) return { reference: element.readUInt16BE(2), total: element[4] ?? 1, sequence: element[5] ?? 1 };
  }
  return null;
}

/**
 * The text and concatenation of a received short_message. The package decodes GSM and UCS-2
 * itself; anything it leaves as bytes is read here by data_coding.
 */
export function readShortMessage(value: Buffer | string | DecodedMessage | undefined, dataCoding: number | null | undefined): { text: string; concatenation: Concatenation | null } {
  if (value === undefined) return { text: '', concatenation: null };
  if (typeof value === 'string') return { text: value, concatenation: null };
  if (Buffer.isBuffer(value)) return { text: decodeBytes(value, dataCoding), concatenation: null };
  const text = typeof value.message === 'string' ? value.message : decodeBytes(value.message, dataCoding);
  return { text, concatenation: concatenationOf(value.udh) };
}

function decodeBytes(octets: Buffer, dataCoding: number | null | undefined): string {
  const coding = (dataCoding ?? 0) & 0x0f;
  if (coding === DataCoding.ucs2) return decodeUcs2(octets);
  if (coding === 0) return decodeGsm7(octets);
  return octets.toString('latin1');
}

/** TON/NPI of a sender: a name is alphanumeric (5/0), a number international E.164 (1/1). */
export function sourceAddress(from: string): { source_addr: string; source_addr_ton: number; source_addr_npi: number } {
  return /^\d+$/.test(from) ? { source_addr: from, source_addr_ton: 1, source_addr_npi: 1 } : { source_addr: from, source_addr_ton: 5, source_addr_npi: 0 };
}

export const digitsOnly = (address: string | undefined): string => (address ?? '').replace(/\D/g, '');
