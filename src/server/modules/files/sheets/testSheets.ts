/**
 * Test kit: real xlsx files written byte by byte (local headers, central directory, CRC-32),
 * including hostile ones no spreadsheet program writes: an entry repeated millions of times
 * that deflates to almost nothing, or one whose declared size lies.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

export interface KitEntry {
  name: string;
  /** The entry's content, or `unit` repeated `times` (deflated once, the blocks repeated). */
  text?: string;
  unit?: string;
  times?: number;
  /** A size to declare instead of the real one. */
  declaredSize?: number;
  /** Bytes to store as the deflated data, whatever they are. */
  rawDeflated?: Buffer;
}

function packed(entry: KitEntry): { data: Buffer; crc: number; size: number } {
  if (entry.rawDeflated) return { data: entry.rawDeflated, crc: 0, size: entry.declaredSize ?? 0 };
  if (entry.text !== undefined) {
    const bytes = Buffer.from(entry.text);
    return { data: deflateRawSync(bytes), crc: crc32(bytes), size: bytes.length };
  }
  const unit = Buffer.from(entry.unit ?? '');
  const times = entry.times ?? 1;
  // A full flush empties the window, so the unit's blocks are the same bytes every time; 03 00 is an empty final block.
  const block = deflateRawSync(unit, { finishFlush: constants.Z_FULL_FLUSH });
  let crc = 0;
  for (let i = 0; i < times; i++) crc = crc32(unit, crc);
  return { data: Buffer.concat([...Array.from({ length: times }, () => block), Buffer.from([0x03, 0x00])]), crc, size: unit.length * times };
}

export function zipOf(entries: KitEntry[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const { data, crc, size } = packed(entry);
    const declared = entry.declaredSize ?? size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    directory.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const size = directory.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...directory, end]);
}

const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const relNs = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts every workbook has, around the sheet and shared strings given. */
export function workbookOf(sheet: Omit<KitEntry, 'name'>, more: KitEntry[] = [], workbookPr = ''): Buffer {
  return zipOf([
    { name: '[Content_Types].xml', text: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>' },
    { name: '_rels/.rels', text: `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${relNs}/officeDocument" Target="xl/workbook.xml"/></Relationships>` },
    { name: 'xl/workbook.xml', text: `<?xml version="1.0"?><workbook xmlns="${main}" xmlns:r="${relNs}">${workbookPr}<sheets><sheet name="s" sheetId="1" r:id="rId1"/></sheets></workbook>` },
    { name: 'xl/_rels/workbook.xml.rels', text: `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${relNs}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>` },
    { name: 'xl/worksheets/sheet1.xml', ...sheet },
    ...more,
  ]);
}

export const sheetXml = (rows: string) => `<?xml version="1.0"?><worksheet xmlns="${main}"><sheetData>${rows}</sheetData></worksheet>`;

/**
 * The attack of issue 13: a few MB of xlsx holding 80 million shared strings (1.3 GB
 * unpacked), its size declared honestly or as a lie (then only counting refuses it).
 */
export const manySharedStrings = (options: { count?: number; declaredSize?: number } = {}): Buffer => {
  const perUnit = 60_000;
  return workbookOf({ text: sheetXml('<row r="1"><c r="A1" t="s"><v>0</v></c></row>') }, [
    { name: 'xl/sharedStrings.xml', unit: '<si><t>a</t></si>'.repeat(perUnit), times: Math.ceil((options.count ?? 80_000_000) / perUnit), declaredSize: options.declaredSize },
  ]);
};

/** A sheet that unpacks to about a gigabyte of spaces while its header says 1 KB. */
export const hugeSheet = (): Buffer => workbookOf({ unit: `<a/>${' '.repeat(60_000)}`, times: 17_000, declaredSize: 1024 });

/** The first bytes of a real PDF (version line, binary comment, first object). */
export const pdfBytes = (): Buffer =>
  Buffer.concat([Buffer.from('%PDF-1.7\n%'), Buffer.from([0xe2, 0xe3, 0xcf, 0xd3]), Buffer.from('\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n')]);
