/**
 * A streaming reader of the plain XML an xlsx holds: elements, attributes and text, fed a
 * chunk at a time. Names lose their namespace prefix (some writers use `x:row`). A DOCTYPE
 * is refused: xlsx parts have none, and entity tricks start there. What is kept between
 * chunks (an unfinished tag or text) is bounded, so one endless token cannot fill memory.
 */
import { tooLarge } from './limits';

export interface XmlHandler {
  open(name: string, attributes: Record<string, string>): void;
  close(name: string): void;
  text(value: string): void;
  /** False while text would be thrown away (most of a sheet is markup): it is then not even cut out. */
  readonly wantsText?: boolean;
}

/** An unfinished token longer than this is no part of a sheet (a cell holds at most 32,767 characters). */
const maxPending = 1024 * 1024;

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (whole, ref: string) => {
    if (ref[0] !== '#') return entities[ref] ?? whole;
    const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const localName = (name: string): string => {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
};

const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 13;

/** Attributes written name="value" or name='value', read without a regular expression (this runs for every cell). */
function attributesOf(tag: string, from: number): Record<string, string> {
  const attributes: Record<string, string> = {};
  let at = from;
  for (;;) {
    const eq = tag.indexOf('=', at);
    if (eq < 0) return attributes;
    let open = eq + 1;
    while (isSpace(tag.charCodeAt(open))) open++;
    const quote = tag[open];
    if (quote !== '"' && quote !== "'") return attributes;
    const close = tag.indexOf(quote, open + 1);
    if (close < 0) return attributes;
    attributes[localName(tag.slice(at, eq).trim())] = decodeEntities(tag.slice(open + 1, close));
    at = close + 1;
  }
}

/** Where the tag opened at `from` ends (its '>'), minding quoted attribute values; -1 when not in this text. */
function tagEnd(text: string, from: number): number {
  const gt = text.indexOf('>', from);
  if (gt < 0) return -1;
  let quote = 0;
  // Most tags (and every closing one) have no '>' inside quotes: the first '>' ends them.
  for (let i = from + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (quote) {
      if (c === quote) quote = 0;
    } else if (c === 34 || c === 39) quote = c;
    else if (c === 62) return i;
  }
  return -1;
}

export class XmlReader {
  private pending = '';

  constructor(private readonly handler: XmlHandler) {}

  write(chunk: string): void {
    const text = this.pending + chunk;
    let at = 0;
    for (;;) {
      const lt = text.indexOf('<', at);
      if (lt < 0) break;
      if (lt > at && this.handler.wantsText !== false) this.handler.text(decodeEntities(text.slice(at, lt)));
      const done = this.token(text, lt);
      if (done < 0) {
        at = lt;
        break;
      }
      at = done;
    }
    // Text with no '<' after it may go on in the next chunk: it waits, whole, for its end.
    this.pending = text.slice(at);
    if (this.pending.length > maxPending) throw tooLarge();
  }

  /** Reads the token at `lt`; answers where the next one starts, or -1 when it is unfinished. */
  private token(text: string, lt: number): number {
    const first = text.charCodeAt(lt + 1);
    if (first === 33 /* ! */) return this.special(text, lt);
    const end = tagEnd(text, lt);
    if (end < 0) return -1;
    if (first === 63 /* ? */) return end + 1;
    if (first === 47 /* / */) {
      this.handler.close(localName(text.slice(lt + 2, end).trim()));
      return end + 1;
    }
    const selfClosing = text.charCodeAt(end - 1) === 47;
    const tag = text.slice(lt + 1, selfClosing ? end - 1 : end);
    let nameEnd = 0;
    while (nameEnd < tag.length && !isSpace(tag.charCodeAt(nameEnd))) nameEnd++;
    const name = localName(nameEnd === tag.length ? tag : tag.slice(0, nameEnd));
    this.handler.open(name, nameEnd === tag.length ? {} : attributesOf(tag, nameEnd));
    if (selfClosing) this.handler.close(name);
    return end + 1;
  }

  /** Comments, CDATA and declarations. */
  private special(text: string, lt: number): number {
    if (text.startsWith('<!--', lt)) {
      const end = text.indexOf('-->', lt + 4);
      return end < 0 ? -1 : end + 3;
    }
    if (text.startsWith('<![CDATA[', lt)) {
      const end = text.indexOf(']]>', lt + 9);
      if (end < 0) return -1;
      this.handler.text(text.slice(lt + 9, end));
      return end + 3;
    }
    if (text.length - lt < 9) return -1;
    if (text.slice(lt, lt + 9).toUpperCase() === '<!DOCTYPE') throw new Error('xml with a DOCTYPE');
    const end = tagEnd(text, lt);
    return end < 0 ? -1 : end + 1;
  }
}
