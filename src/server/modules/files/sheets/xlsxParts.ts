/**
 * The parts of an xlsx that say how to read its sheets: which part is the n-th sheet
 * (workbook.xml and its relationships), which cell styles are dates (styles.xml), whether
 * dates count from 1904, and the shared strings. Each part is read through the same budget.
 */
import { sheetLimits, tooLarge, type ReadClock } from './limits';
import { SharedStrings } from './sharedStrings';
import { XmlReader, type XmlHandler } from './xml';
import { entryText, type UnpackBudget, type ZipEntry } from './zip';

export interface XlsxFile {
  data: Buffer;
  entries: Map<string, ZipEntry>;
}

export const workbookPart = 'xl/workbook.xml';
export const contentTypesPart = '[Content_Types].xml';

/** What every part's reading shares: the unpacked bytes left and the time. */
export interface Reading {
  budget: UnpackBudget;
  clock: ReadClock;
}

export async function readPart(file: XlsxFile, name: string, reading: Reading, handler: XmlHandler): Promise<void> {
  const entry = file.entries.get(name);
  if (!entry) return;
  const reader = new XmlReader(handler);
  for await (const text of entryText(file.data, entry, reading.budget)) {
    reader.write(text);
    reading.clock.check();
  }
}

const { maxCellChars } = sheetLimits;

const on = (open: XmlHandler['open'], more: Partial<XmlHandler> = {}): XmlHandler => ({ open, close: () => undefined, text: () => undefined, ...more });

/** The sheets' parts in the workbook's order, and its date system. */
export async function workbookOf(file: XlsxFile, reading: Reading): Promise<{ sheetParts: string[]; date1904: boolean }> {
  const sheetIds: string[] = [];
  let date1904 = false;
  await readPart(file, workbookPart, reading, on((name, a) => {
    if (name === 'sheet') sheetIds.push(a.id ?? '');
    else if (name === 'workbookPr') date1904 = a.date1904 === '1' || a.date1904 === 'true';
  }));
  const targets = new Map<string, string>();
  await readPart(file, 'xl/_rels/workbook.xml.rels', reading, on((name, a) => {
    if (name === 'Relationship' && a.Id && a.Target) targets.set(a.Id, a.Target);
  }));
  // Targets are relative to xl/, or absolute from the package root.
  const partOf = (target: string) => (target.startsWith('/') ? target.slice(1) : `xl/${target}`).replace(/\/[^/]+\/\.\.\//g, '/');
  return { sheetParts: sheetIds.map((id) => partOf(targets.get(id) ?? '')), date1904 };
}

/** Excel's built-in date and time formats (ids 14-22, 45-47, and the East Asian 27-36 and 50-58). */
const builtInDates = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58]);

/** A custom format is a date when, without its [colour] and "quoted text", it has date letters. */
export const isDateFormat = (code: string): boolean => /[ymdhsb]/i.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));

/** For each cell style (the s of a cell), whether it shows a date. */
export async function dateStylesOf(file: XlsxFile, reading: Reading): Promise<boolean[]> {
  const custom = new Map<number, string>();
  const styles: number[] = [];
  let inCellXfs = false;
  await readPart(file, 'xl/styles.xml', reading, on(
    (name, a) => {
      if (name === 'numFmt') custom.set(Number(a.numFmtId), a.formatCode ?? '');
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) styles.push(Number(a.numFmtId ?? 0));
    },
    { close: (name) => void (name === 'cellXfs' && (inCellXfs = false)) },
  ));
  return styles.map((id) => (custom.has(id) ? isDateFormat(custom.get(id)!) : builtInDates.has(id)));
}

/** The text of each <si>: its runs' <t>, without phonetic guides (<rPh>). */
export async function sharedStringsOf(file: XlsxFile, reading: Reading): Promise<SharedStrings> {
  const strings = new SharedStrings();
  let inItem = false;
  let inPhonetic = false;
  let inText = false;
  let value = '';
  await readPart(file, 'xl/sharedStrings.xml', reading, {
    open: (name) => {
      if (name === 'si') [inItem, value] = [true, ''];
      else if (name === 'rPh') inPhonetic = true;
      else if (name === 't' && inItem && !inPhonetic) inText = true;
    },
    close: (name) => {
      if (name === 'si') {
        strings.add(value);
        inItem = false;
      } else if (name === 'rPh') inPhonetic = false;
      else if (name === 't') inText = false;
    },
    text: (text) => {
      if (!inText) return;
      value += text;
      if (value.length > maxCellChars) throw tooLarge();
    },
  });
  strings.seal();
  return strings;
}
