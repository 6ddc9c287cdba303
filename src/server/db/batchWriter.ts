/**
 * Many rows into one table in batches (one INSERT per batch, inside the caller's
 * transaction), where a row whose key is already there is merged rather than refused: what
 * went in is counted as saved and the rest as duplicates. Imports, pasted numbers and
 * destination files share it; each says only how its batch is inserted.
 */
export abstract class BatchWriter<Row> {
  saved = 0;
  offered = 0;
  private pending: Row[] = [];

  constructor(private readonly rowsPerInsert: number) {}

  get duplicates(): number {
    return this.offered - this.saved;
  }

  async add(row: Row): Promise<void> {
    this.pending.push(row);
    if (this.pending.length >= this.rowsPerInsert) await this.flush();
  }

  async flush(): Promise<void> {
    if (!this.pending.length) return;
    const batch = this.pending;
    this.pending = [];
    const inserted = await this.insert(batch);
    this.offered += batch.length;
    this.saved += inserted;
  }

  /** Inserts the batch, merging rows already there; answers how many rows were new. */
  protected abstract insert(batch: Row[]): Promise<number>;
}
