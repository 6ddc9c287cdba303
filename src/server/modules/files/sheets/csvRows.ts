/**
 * CSV (or text) rows, parsed by papaparse a chunk of about 1 MB at a time so a large file
 * never sits in memory as a million arrays. Chunks are cut at record ends (outside quotes);
 * the same scan counts each record's separators, so a record of millions of empty columns is
 * refused before it is split into them.
 */
import Papa from 'papaparse';
import { ReadClock, sheetLimits, tooLarge } from './limits';
import type { OnRead } from './xlsxRows';

const textChunk = 1 << 20;

/**
 * Any of the separators papaparse may choose (comma, semicolon, tab, bar) past this in one
 * record is no contacts file: the exact column limit applies once the delimiter is known.
 */
const maxSeparators = sheetLimits.maxColumns * 4;

/** Scans forward once, remembering where the last complete record ended. */
class RecordScanner {
  private at = 0;
  private quotes = 0;
  private counts = [0, 0, 0, 0];
  lastEnd = -1;

  constructor(private readonly text: string) {}

  scan(to: number): void {
    const { text, counts } = this;
    for (; this.at < to; this.at++) {
      const c = text.charCodeAt(this.at);
      // Quotes come in pairs ("" inside a quoted value too): an even count means outside quotes.
      if (c === 34) this.quotes++;
      else if (this.quotes % 2 === 1) continue;
      else if (c === 10) {
        this.lastEnd = this.at + 1;
        counts.fill(0);
      } else {
        const separator = c === 44 ? 0 : c === 59 ? 1 : c === 9 ? 2 : c === 124 ? 3 : -1;
        if (separator >= 0 && ++counts[separator] > maxSeparators) throw tooLarge();
      }
    }
  }
}

export async function* csvRows(text: string, onRead: OnRead = () => undefined): AsyncGenerator<string[][]> {
  const clock = new ReadClock();
  const scanner = new RecordScanner(text);
  let delimiter = '';
  for (let start = 0; start < text.length; ) {
    let end = Math.min(text.length, start + textChunk);
    scanner.scan(end);
    // No record ends in this chunk: read on to the next record end, or the end of the text.
    while (scanner.lastEnd <= start && end < text.length) scanner.scan((end = Math.min(text.length, end + textChunk)));
    if (end < text.length) end = scanner.lastEnd;
    const parsed = Papa.parse<string[]>(text.slice(start, end), { delimiter, skipEmptyLines: 'greedy' });
    // The first chunk settles the delimiter (comma, semicolon, tab): later ones keep it.
    delimiter ||= parsed.meta.delimiter;
    if (parsed.data.some((row) => row.length > sheetLimits.maxColumns)) throw tooLarge();
    start = end;
    clock.check();
    onRead(start / text.length);
    clock.pause();
    yield parsed.data;
    clock.resume();
  }
}
