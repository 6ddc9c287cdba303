/**
 * A stored destinations file's preview for choosing the columns: the titles, the first rows,
 * and the row count when counting is cheap (CSV is parsed in chunks; an xlsx would have to be
 * read to its end).
 */
import { normalizeListPhone } from '../../../domain/phones';
import { sheetRows, type OpenedSheet } from '../contacts/importSheets';

export interface Preview {
  headers: string[];
  sampleRows: string[][];
  totalRows?: number;
}

const sampleSize = 5;
/** A preview cell only has to be recognised, not read whole. */
const cellPreview = (value: string) => value.slice(0, 200);

export async function previewOf(opened: OpenedSheet, sheet: number): Promise<Preview> {
  const { kind } = opened;
  const first: string[][] = [];
  let count = 0;
  for await (const batch of sheetRows(opened, sheet)) {
    for (const values of batch) {
      if (first.length <= sampleSize) first.push(values.map(cellPreview));
      count += 1;
    }
    if (kind === 'xlsx' && first.length > sampleSize) break;
  }
  // A first row holding a phone is a contact, not titles: the columns are then numbered.
  const titled = first.length > 0 && !first[0].some((cell) => normalizeListPhone(cell));
  const width = Math.max(0, ...first.map((r) => r.length));
  const headers = titled ? Array.from({ length: width }, (_, i) => first[0][i] || `Column ${i + 1}`) : Array.from({ length: width }, (_, i) => `Column ${i + 1}`);
  const sampleRows = (titled ? first.slice(1) : first).slice(0, sampleSize);
  const counted = kind === 'csv' ? { totalRows: titled ? count - 1 : count } : {};
  return { headers, sampleRows, ...counted };
}
