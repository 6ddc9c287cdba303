import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { csvRows } from './csvRows';
import { hugeSheet, manySharedStrings, sheetXml, workbookOf } from './testSheets';
import { openXlsx, xlsxRows } from './xlsxRows';
import { heapPeak } from '../../../test/heapPeak';

const rowsOf = async (data: Buffer, sheet = 0): Promise<string[][]> => {
  const rows: string[][] = [];
  for await (const batch of xlsxRows(openXlsx(data)!, sheet)) rows.push(...batch);
  return rows;
};

const mb = 1024 * 1024;

describe('the xlsx reader reads what people save', () => {
  test('a workbook written by exceljs: text, Hebrew, numbers, dates, booleans, formulas, rich text, links, gaps, the chosen sheet', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('ראשון').addRow(['first sheet']);
    const sheet = workbook.addWorksheet('שני');
    sheet.addRow(['טלפון', 'שם', 'תאריך']);
    sheet.addRow(['0501234567', 'דנה', new Date(Date.UTC(1990, 1, 1))]);
    sheet.addRow([972521234567, { richText: [{ text: 'יו' }, { text: 'סי' }] }, true]);
    sheet.addRow([{ formula: '1+1', result: 2 }, { text: 'site', hyperlink: 'https://example.com' }, null, 'd']);
    sheet.getCell('C2').numFmt = 'dd/mm/yyyy';
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await rowsOf(data, 1)).toEqual([
      ['טלפון', 'שם', 'תאריך'],
      ['0501234567', 'דנה', '01/02/1990'],
      ['972521234567', 'יוסי', 'true'],
      ['2', 'site', '', 'd'],
    ]);
    expect(await rowsOf(data, 0)).toEqual([['first sheet']]);
    expect(await rowsOf(data, 5)).toEqual([]);
  });

  test("the streaming writer's inline strings (the contact list download) read back", async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
    const sheet = workbook.addWorksheet('x');
    sheet.addRow(['Phone', 'Name & "quotes" <b>']).commit();
    sheet.addRow(['+972501234567', 'שרה']).commit();
    sheet.commit();
    await workbook.commit();
    expect(await rowsOf(Buffer.concat(chunks))).toEqual([
      ['Phone', 'Name & "quotes" <b>'],
      ['+972501234567', 'שרה'],
    ]);
  });

  test('written by hand: phonetic guides left out, dates by custom format (1900 and 1904), errors empty, styled empty cells up to XFD do not widen a row', async () => {
    const rows = sheetXml('<row r="1"><c r="A1" t="inlineStr"><is><r><t>漢</t></r><rPh><t>かん</t></rPh></is></c><c r="B1" s="1"><v>0</v></c><c r="C1" t="e"><v>#N/A</v></c><c r="XFD1" s="1"/></row>');
    const styles = { name: 'xl/styles.xml', text: '<styleSheet><numFmts><numFmt numFmtId="164" formatCode="[Red]dd&quot;.&quot;mm&quot;.&quot;yyyy"/></numFmts><cellXfs><xf numFmtId="0"/><xf numFmtId="164"/></cellXfs></styleSheet>' };
    expect(await rowsOf(workbookOf({ text: rows }, [styles]))).toEqual([['漢', '30/12/1899']]);
    expect(await rowsOf(workbookOf({ text: rows }, [styles], '<workbookPr date1904="1"/>'))).toEqual([['漢', '01/01/1904']]);
  });
});

describe('the xlsx reader refuses what passes its bounds, quickly and without growing the heap', () => {
  // The heap bound: far under the gigabytes of issue 13, and over what one 64 KB chunk and the parse need.
  const heapBound = 64 * mb;

  test('80 million shared strings (3 MB of xlsx, 1.3 GB unpacked) declared honestly: refused before unpacking', async () => {
    const file = manySharedStrings();
    expect(file.length).toBeLessThan(5 * mb);
    const { error, millis, heapGrowth } = await heapPeak(() => rowsOf(file), heapBound);
    expect(error).toMatchObject({ statusCode: 413, messageKey: 'errors.files.tooLarge' });
    expect(millis).toBeLessThan(5_000);
    expect(heapGrowth).toBeLessThan(heapBound);
  });

  test('the same with its size declared as 1 KB: counting the strings refuses it at 2 million', async () => {
    const { error, millis, heapGrowth } = await heapPeak(() => rowsOf(manySharedStrings({ declaredSize: 1000 })), heapBound);
    expect(error).toMatchObject({ statusCode: 413 });
    expect(millis).toBeLessThan(15_000);
    expect(heapGrowth).toBeLessThan(heapBound);
  });

  test('a sheet that unpacks to a gigabyte while declaring 1 KB: refused at 256 MB unpacked', async () => {
    const { error, heapGrowth } = await heapPeak(() => rowsOf(hugeSheet()), heapBound);
    expect(error).toMatchObject({ statusCode: 413 });
    expect(heapGrowth).toBeLessThan(heapBound);
  });

  test('more rows than Excel has, a value past 256 columns, a cell over 32,767 characters, an endless token', async () => {
    const refused = async (data: Buffer) => (await heapPeak(() => rowsOf(data), heapBound)).error;
    expect(await refused(workbookOf({ unit: '<row/>'.repeat(60_000), times: 18 }))).toMatchObject({ statusCode: 413 });
    expect(await refused(workbookOf({ text: sheetXml('<row><c r="IW1" t="inlineStr"><is><t>x</t></is></c></row>') }))).toMatchObject({ statusCode: 413 });
    expect(await refused(workbookOf({ text: sheetXml(`<row><c t="inlineStr"><is><t>${'x'.repeat(32_768)}</t></is></c></row>`) }))).toMatchObject({ statusCode: 413 });
    expect(await refused(workbookOf({ text: sheetXml(`<row><c t="inlineStr"><is><t>${'x'.repeat(2 * mb)}`) }))).toMatchObject({ statusCode: 413 });
    // Right under the bounds is read.
    expect(await rowsOf(workbookOf({ text: sheetXml(`<row><c r="IV1" t="inlineStr"><is><t>${'x'.repeat(32_767)}</t></is></c></row>`) }))).toEqual([[...Array<string>(255).fill(''), 'x'.repeat(32_767)]]);
  });

  test('a CSV record of millions of empty columns is refused before it is split', async () => {
    const { error, heapGrowth } = await heapPeak(async () => {
      for await (const batch of csvRows(`phone${','.repeat(14 * mb)}\n`)) void batch;
    }, heapBound);
    expect(error).toMatchObject({ statusCode: 413 });
    expect(heapGrowth).toBeLessThan(heapBound);
  });
});
