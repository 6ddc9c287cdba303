/**
 * A workbook's shared strings, packed: every 4096 strings become one joined string and a
 * table of where each starts, so a million short strings cost about their characters and
 * not a million string objects. Their count and length are bounded (limits.ts).
 */
import { sheetLimits, tooLarge } from './limits';

const perBlock = 4096;

export class SharedStrings {
  private readonly blocks: { text: string; starts: Uint32Array }[] = [];
  private open: string[] = [];
  private chars = 0;
  count = 0;

  add(value: string): void {
    this.count += 1;
    this.chars += value.length;
    if (this.count > sheetLimits.maxSharedStrings || this.chars > sheetLimits.maxSharedStringChars) throw tooLarge();
    this.open.push(value);
    if (this.open.length === perBlock) this.seal();
  }

  /** Called once every string is in. */
  seal(): void {
    if (!this.open.length) return;
    const starts = new Uint32Array(this.open.length + 1);
    for (let i = 0; i < this.open.length; i++) starts[i + 1] = starts[i] + this.open[i].length;
    this.blocks.push({ text: this.open.join(''), starts });
    this.open = [];
  }

  get(index: number): string {
    const block = this.blocks[Math.floor(index / perBlock)];
    if (!block) return '';
    const at = index % perBlock;
    return at + 1 < block.starts.length ? block.text.slice(block.starts[at], block.starts[at + 1]) : '';
  }
}
