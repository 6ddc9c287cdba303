/** A FIFO with O(1) take from the front (a chunk can be 100,000 parts); an item not sent goes back to the front. */
export class FifoQueue<T> {
  private items: (T | undefined)[] = [];
  private head = 0;
  get length(): number {
    return this.items.length - this.head;
  }
  push(job: T): void {
    this.items.push(job);
  }
  unshift(job: T): void {
    if (this.head > 0) this.items[--this.head] = job;
    else this.items.unshift(job);
  }
  shift(): T | undefined {
    const job = this.items[this.head];
    if (job === undefined) return undefined;
    this.items[this.head++] = undefined;
    if (this.head > 4096 && this.head * 2 > this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
    return job;
  }
  drain(): T[] {
    const rest = this.items.slice(this.head).filter((item): item is T => item !== undefined);
    this.items = [];
    this.head = 0;
    return rest;
  }
}
