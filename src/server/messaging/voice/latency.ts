/**
 * How late RTP packets left against their due time, as a histogram (0.1 ms buckets up to 2 s)
 * rather than a list: a server pacing 10,000 packets a second for days keeps a fixed size.
 */
const bucketMs = 0.1;
const buckets = 20_000;

export interface LatenessSummary {
  packets: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export class LatenessHistogram {
  private counts = new Uint32Array(buckets + 1);
  private packets = 0;
  private maxMs = 0;

  record(lateMs: number): void {
    const late = Math.max(0, lateMs);
    this.counts[Math.min(buckets, Math.floor(late / bucketMs))] += 1;
    this.packets += 1;
    if (late > this.maxMs) this.maxMs = late;
  }

  /** The upper edge of the bucket holding the p-th percentile (0..100). */
  percentile(p: number): number {
    if (this.packets === 0) return 0;
    const rank = Math.ceil((p / 100) * this.packets);
    let seen = 0;
    for (let i = 0; i <= buckets; i += 1) {
      seen += this.counts[i];
      if (seen >= rank) return Math.min(this.maxMs, (i + 1) * bucketMs);
    }
    return this.maxMs;
  }

  summary(): LatenessSummary {
    return { packets: this.packets, p50Ms: this.percentile(50), p99Ms: this.percentile(99), maxMs: this.maxMs };
  }

  reset(): void {
    this.counts.fill(0);
    this.packets = 0;
    this.maxMs = 0;
  }
}
