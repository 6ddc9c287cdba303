/**
 * How much of an uploaded sheet the server will read. A 15 MB upload can unpack to gigabytes
 * (an xlsx is a zip) or hold millions of tiny strings, so every measure that costs memory or
 * time has its own bound, and a file past one is refused as too large before it costs more.
 * The bounds sit well above what a real contacts file of 15 MB holds (measured in the tests
 * and the contacts bench) and well below what would hurt the server.
 */
import { maxSheetUploadBytes } from '../../../../domain/uploads';
import { HttpError } from '../../../http/envelope';

export const maxUploadBytes = maxSheetUploadBytes;

export const sheetLimits = {
  /** Unpacked XML read from one xlsx, all parts together: a 15 MB xlsx of real rows unpacks to about 120 MB. */
  maxUnpackedBytes: 256 * 1024 * 1024,
  /** Excel's own row limit. */
  maxRows: 1_048_576,
  /** Columns with a value: a contact uses 8; a mapping step with hundreds of columns is not a contacts file. */
  maxColumns: 256,
  /** Distinct strings of a workbook, kept while its rows are read. */
  maxSharedStrings: 2_000_000,
  /** Their characters together (kept packed, so about this many bytes to twice it). */
  maxSharedStringChars: 64 * 1024 * 1024,
  /** Excel's own limit of characters in one cell. */
  maxCellChars: 32_767,
  /** Zip entries: a workbook has a few dozen. */
  maxEntries: 10_000,
  /**
   * Time spent reading (not the caller's time between batches). A 10 MB xlsx of 200,000 rows
   * reads in 3 to 12 s on the two busy cores of CI; the other bounds stop hostile files sooner.
   */
  maxReadMillis: 60_000,
} as const;

export const tooLarge = () => new HttpError(413, 'errors.files.tooLarge');

/** Counts the time a reader runs, paused while its caller works on what it handed over. */
export class ReadClock {
  private spent = 0;
  private since = performance.now();

  constructor(private readonly maxMillis: number = sheetLimits.maxReadMillis) {}

  pause(): void {
    this.spent += performance.now() - this.since;
  }

  resume(): void {
    this.since = performance.now();
  }

  check(): void {
    if (this.spent + performance.now() - this.since > this.maxMillis) throw tooLarge();
  }
}
